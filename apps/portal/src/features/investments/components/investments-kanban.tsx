import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { ActionIcon, Alert, Anchor, Badge, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconGripVertical } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { errorBody, errorCodes, errorMessage } from '@wl/shared/errors';
import { formatDateTime, formatMoney } from '@wl/shared/format';
import {
  type InvestmentColumn,
  type InvestmentRow,
  type InvestmentStatus,
  investmentColumnOf,
  investmentColumns,
} from '@wl/shared/schemas';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvestmentStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { changeInvestmentStatus, investmentKeys, useInvestmentsBoard } from '../api/investments-api.ts';
import type { InvestmentsView } from '../lib/column-visibility.ts';
import {
  allowedColumns,
  groupIntoColumns,
  isForbiddenDrop,
  type KanbanColumnData,
  targetStatus,
} from '../lib/kanban.ts';
import { useUndoableMoves, withPendingMoves } from '../lib/undoable-moves.ts';
import classes from './investments-kanban.module.css';
import { PendingMoves } from './pending-moves.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const isColumn = (id: unknown): id is InvestmentColumn =>
  typeof id === 'string' && (investmentColumns as readonly string[]).includes(id);

const KEYS_FORWARD = ['ArrowRight', 'ArrowDown'];
const KEYS_BACK = ['ArrowLeft', 'ArrowUp'];

/**
 * Keyboard moves jump a whole column at a time: arrows right/down to the next column, left/up to
 * the previous one (dnd-kit's default moves the card by a few pixels).
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = KEYS_FORWARD.includes(event.code);
  if (!forward && !KEYS_BACK.includes(event.code)) return undefined;
  event.preventDefault();
  const rects = investmentColumns
    .map((id) => ({ id, rect: context.droppableRects.get(id) }))
    .filter((entry) => entry.rect !== undefined);
  const start = context.active?.data.current?.column as InvestmentColumn | undefined;
  const currentId = context.over?.id ?? start;
  const index = rects.findIndex((entry) => entry.id === currentId);
  const target = rects[Math.min(Math.max(index + (forward ? 1 : -1), 0), rects.length - 1)];
  if (!target?.rect) return currentCoordinates;
  return { x: target.rect.left + 8, y: target.rect.top + 48 };
};

const personOf = (row: InvestmentRow) => row.investorName || row.investorEmail;

function CardContent({
  row,
  handle,
  onMove,
}: {
  row: InvestmentRow;
  handle: React.ReactNode;
  onMove?: (row: InvestmentRow, column: InvestmentColumn) => void;
}) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const enumLabel = useEnumLabel();
  const current = investmentColumnOf(row.status);
  const moves = allowedColumns(row.status);
  return (
    <>
      {handle}
      <div className={classes.cardBody}>
        <Anchor component={Link} to={paths.app.investorOffer.getHref(row.id)} size="sm" fw={600}>
          {personOf(row)}
        </Anchor>
        {row.investorName && (
          <Text size="xs" c="dimmed">
            {row.investorEmail}
          </Text>
        )}
        <Text size="xs">
          {row.productCode} · {row.campaignName}
        </Text>
        {row.ownerName !== undefined && (
          <Text size="xs" c="dimmed">
            {t('columns.ownerName')}: {row.ownerName}
          </Text>
        )}
        <Group gap={6} mt={4}>
          {current === 'lost' && <InvestmentStatusBadge status={row.status} />}
          {row.investmentValue ? (
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.investmentValue, row.currency)}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {t('kanban.noAmount')}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(row.statusDate, language)}
        </Text>
      </div>
      {onMove && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              size="sm"
              className={classes.menu}
              aria-label={t('kanban.moveMenu', { name: personOf(row) })}
            >
              <IconArrowsExchange size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('kanban.moveTo')}</Menu.Label>
            {moves.length === 0 ? (
              <Menu.Item disabled>{t('kanban.noMoves')}</Menu.Item>
            ) : (
              moves.map((column) => (
                <Menu.Item key={column} onClick={() => onMove(row, column)}>
                  {enumLabel('investmentColumn', column)}
                </Menu.Item>
              ))
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </>
  );
}

function KanbanCard({
  row,
  onMove,
}: {
  row: InvestmentRow;
  onMove: (row: InvestmentRow, column: InvestmentColumn) => void;
}) {
  const { t } = useTranslation('investments');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: row.id,
    data: { column: investmentColumnOf(row.status), row },
    attributes: { roleDescription: t('kanban.roleDescription') },
  });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      className={classes.handle}
      aria-label={t('kanban.dragHandle', { name: personOf(row) })}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return (
    <li
      ref={setNodeRef}
      className={clsx(classes.card, isDragging && classes.cardDragging)}
      data-testid="kanban-card"
      data-investment-id={row.id}
    >
      <CardContent row={row} handle={handle} onMove={onMove} />
    </li>
  );
}

function KanbanColumn({
  data,
  dragged,
  onMove,
}: {
  data: KanbanColumnData;
  /** The card being dragged: a column it may not go to is shown as closed. */
  dragged: InvestmentRow | null;
  onMove: (row: InvestmentRow, column: InvestmentColumn) => void;
}) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  const { setNodeRef, isOver } = useDroppable({ id: data.column });
  const titleId = `kanban-column-${data.column}`;
  const forbidden = dragged !== null && isForbiddenDrop(data.column, dragged.status);
  return (
    <section
      ref={setNodeRef}
      className={clsx(classes.column, forbidden ? classes.columnForbidden : isOver && classes.columnOver)}
      data-drop={forbidden ? 'forbidden' : undefined}
      aria-labelledby={titleId}
      data-testid={`kanban-column-${data.column}`}
    >
      <div className={classes.columnHeader}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id={titleId}>
            {enumLabel('investmentColumn', data.column)}
          </Title>
          <Badge variant="filled" color="gray" aria-label={t('kanban.count', { count: data.rows.length })}>
            {data.rows.length}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" data-testid="kanban-column-total">
          {t('kanban.total')}:{' '}
          {data.totals.length === 0
            ? t('kanban.noTotal')
            : data.totals.map((total) => formatMoney(total.amount, total.currency)).join(' · ')}
        </Text>
      </div>
      {data.rows.length === 0 ? (
        <Text size="xs" c="dimmed" ta="center" py="md">
          {t('kanban.empty')}
        </Text>
      ) : (
        <ul className={classes.cards}>
          {data.rows.map((row) => (
            <KanbanCard key={row.id} row={row} onMove={onMove} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The kanban of spec §4 (invited … active, lost, archived). Only the advisor's moves of the shared
 * state machine are offered; a drop on another column is refused in words. Dropping a card
 * (rejecting: after its reason and a confirmation) shows it in its new column at once, and the
 * move is sent after the undo window (decision 064, PATCH …/status); it goes back where it was
 * when the server refuses, with the catalogue message. Cards move with the mouse,
 * touch, the keyboard (focus the handle, Space, arrows, Space) or the "move to" menu.
 */
export function InvestmentsKanban({ view }: { view: InvestmentsView }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const enumLabel = useEnumLabel();
  const queryClient = useQueryClient();
  const board = useInvestmentsBoard(view);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragged, setDragged] = useState<InvestmentRow | null>(null);
  const [rejecting, setRejecting] = useState<InvestmentRow | null>(null);
  // Decision 064: a move shows at once and is sent after the undo window.
  const { pending, schedule, undo, commit } = useUndoableMoves({
    send: (move) => changeInvestmentStatus(move.row.id, move.status, move.reason),
    onSent: (move, updated) => {
      queryClient.setQueryData<InvestmentRow[]>(investmentKeys.board(view, language), (old) =>
        old?.map((item) => (item.id === updated.id ? updated : item)),
      );
      notifications.show({
        color: 'green',
        message: t('kanban.moved', {
          name: personOf(move.row),
          column: enumLabel('investmentColumn', investmentColumnOf(updated.status)),
        }),
      });
      void queryClient.invalidateQueries({ queryKey: investmentKeys.all });
    },
    // Spec §8: the catalogue's words (409 offer.invalid_transition); the card goes back.
    onFailed: (_move, error) => setRefusal(messageOfError(error, language).text),
  });

  const rows = useMemo(() => withPendingMoves(board.data ?? [], pending), [board.data, pending]);
  const columns = useMemo(() => groupIntoColumns(rows), [rows]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );

  const columnName = (id: unknown) => (isColumn(id) ? enumLabel('investmentColumn', id) : '');
  const nameOf = (id: unknown) => {
    const row = byId.get(String(id));
    return row ? personOf(row) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.announce.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('kanban.announce.over', { name: nameOf(active.id), column: columnName(over.id) })
        : t('kanban.announce.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('kanban.announce.end', { name: nameOf(active.id), column: columnName(over.id) })
        : t('kanban.announce.cancel', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('kanban.announce.cancel', { name: nameOf(active.id) }),
  };

  const move = (row: InvestmentRow, column: InvestmentColumn) => {
    const status = targetStatus(column, row.status);
    if (!status) return;
    setRefusal(null);
    // A card whose last move is not saved yet moves again only once that one is saved or undone.
    if (pending.some((item) => item.row.id === row.id)) {
      setRefusal(t('kanban.waiting'));
      return;
    }
    // Issue 19: a rejection asks for its reason and a confirmation first.
    if (status === 'rejected') setRejecting(row);
    else schedule(row, status);
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(byId.get(String(active.id)) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const row = byId.get(String(active.id));
    if (!row || !over || !isColumn(over.id)) return;
    // The shared state machine refuses it here, in the catalogue's words, without a round trip;
    // the server checks again (spec §8: 409 offer.invalid_transition).
    if (isForbiddenDrop(over.id, row.status)) setRefusal(forbiddenMove(row.status, over.id));
    else move(row, over.id);
  };
  const forbiddenMove = (from: InvestmentStatus, column: InvestmentColumn) =>
    errorMessage(
      {
        status: 409,
        body: errorBody('This change of the investment status is not allowed.', errorCodes.offerInvalidTransition, {
          from,
          to: column,
        }),
      },
      language,
    ).text;

  if (board.isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('kanban.loading')} />
      </Group>
    );
  }
  if (board.isError) {
    return (
      <Alert color="red" role="alert">
        {messageOfError(board.error, language).text}
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('kanban.hint')}
      </Text>
      {refusal && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setRefusal(null)} data-testid="kanban-refusal">
          {refusal}
        </Alert>
      )}
      <PendingMoves pending={pending} onUndo={undo} onCommit={(id) => void commit(id)} />
      <RejectDialog
        row={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(target, reason) => {
          setRejecting(null);
          schedule(target, 'rejected', reason);
        }}
      />
      <DndContext
        sensors={sensors}
        collisionDetection={rectIntersection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}
      >
        <div className={classes.board}>
          {columns.map((data) => (
            <KanbanColumn key={data.column} data={data} dragged={dragged} onMove={move} />
          ))}
        </div>
        <DragOverlay>
          {dragged ? (
            <div className={clsx(classes.card, classes.cardOverlay)}>
              <CardContent
                row={dragged}
                handle={
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    component="span"
                    className={classes.handle}
                    aria-hidden
                  >
                    <IconGripVertical size={16} />
                  </ActionIcon>
                }
              />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </Stack>
  );
}
