import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowsExchange } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDateTime, formatMoney } from '@wl/shared/format';
import type { InvestmentColumn, InvestmentRow } from '@wl/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvestmentStatusBadge } from '@/components/status-badge.tsx';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { useIsOverseer } from '@/lib/session/use-is-overseer.ts';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { changeInvestmentStatus, investmentKeys, useInvestment } from '../api/investments-api.ts';
import { allowedColumns, targetStatus } from '../lib/kanban.ts';
import { useUndoableMoves } from '../lib/undoable-moves.ts';
import { ChangeOwnerButton } from './change-owner.tsx';
import { InvitationActions } from './invitation-actions.tsx';
import { PaymentFiles } from './payment-files.tsx';
import { mayHaveSchedule, PaymentSchedule } from './payment-schedule.tsx';
import { PendingMoves } from './pending-moves.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { StatusHistory } from './status-history.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function StatusMoves({ row }: { row: InvestmentRow }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const enumLabel = useEnumLabel();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<InvestmentRow | null>(null);
  const { pending, schedule, undo, commit } = useUndoableMoves({
    send: (move) => changeInvestmentStatus(move.row.id, move.status, move.reason),
    onSent: (_move, updated) => {
      queryClient.setQueryData(investmentKeys.one(updated.id, language), updated);
      notifications.show({ color: 'green', message: t('detail.statusChanged') });
      void queryClient.invalidateQueries({ queryKey: investmentKeys.all });
    },
    onFailed: (_move, error) => setRefusal(messageOfError(error, language).text),
  });
  const waiting = pending.length > 0;
  const moves = allowedColumns(row.status);
  const move = (column: InvestmentColumn) => {
    const status = targetStatus(column, row.status);
    if (!status) return;
    setRefusal(null);
    // Issue 19: a rejection asks for its reason and a confirmation first.
    if (status === 'rejected') setRejecting(row);
    else schedule(row, status);
  };
  return (
    <Stack gap="xs">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            loading={pending.some((item) => item.sending)}
            disabled={waiting}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('detail.changeStatus')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {moves.length === 0 ? (
            <Menu.Item disabled>{t('kanban.noMoves')}</Menu.Item>
          ) : (
            moves.map((column) => (
              <Menu.Item key={column} onClick={() => move(column)}>
                {enumLabel('investmentColumn', column)}
              </Menu.Item>
            ))
          )}
        </Menu.Dropdown>
      </Menu>
      <PendingMoves pending={pending} onUndo={undo} onCommit={(id) => void commit(id)} />
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <RejectDialog
        row={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(target, reason) => {
          setRejecting(null);
          schedule(target, 'rejected', reason);
        }}
      />
    </Stack>
  );
}

/**
 * One investment of the advisor (spec §2 /app/investors/offer/{id} and /app/investments/{id}):
 * the investment row's data, the payment confirmations to download, the status change (with the
 * reason of a rejection and the undo window), its history, the invitation sent again or its link
 * and, for coordinators, the change of owner.
 */
export function InvestmentDetail({ id, backTo, backLabel }: { id: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const enumLabel = useEnumLabel();
  const overseer = useIsOverseer();
  const { networks } = useSignedInSession();
  const investment = useInvestment(id);
  const row = investment.data;
  const dash = '—';

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={backTo} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {backLabel}
          </Group>
        </Anchor>
        {investment.isLoading && (
          <Group justify="center" py="xl">
            <Loader aria-label={t('detail.loading')} />
          </Group>
        )}
        {investment.isError && (
          <Alert color="red" role="alert">
            {messageOfError(investment.error, language).text}
          </Alert>
        )}
        {investment.isSuccess && !row && (
          <>
            <Title order={1}>{t('detail.title')}</Title>
            <Alert color="yellow" role="alert">
              {t('detail.notFound')}
            </Alert>
          </>
        )}
        {row && (
          <>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <div>
                <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                  {row.investorName || row.investorEmail}
                </Title>
                <Text c="dimmed">
                  {row.campaignName} · {row.productCode}
                </Text>
              </div>
              <Group gap="xs">
                <InvestmentStatusBadge status={row.status} />
                {overseer && row.ownerName !== undefined && <ChangeOwnerButton row={row} />}
              </Group>
            </Group>
            <Card withBorder padding="lg" radius="md">
              <Title order={2} size="h4" mb="md">
                {t('detail.data')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                <Field label={t('columns.investorName')}>{row.investorName || dash}</Field>
                <Field label={t('columns.investorEmail')}>{row.investorEmail}</Field>
                {row.ownerName !== undefined && <Field label={t('columns.ownerName')}>{row.ownerName || dash}</Field>}
                <Field label={t('columns.status')}>{enumLabel('investmentStatus', row.status)}</Field>
                <Field label={t('columns.statusDate')}>{formatDateTime(row.statusDate, language)}</Field>
                <Field label={t('columns.investmentValue')}>
                  {row.investmentValue ? formatMoney(row.investmentValue, row.currency) : dash}
                </Field>
                <Field label={t('columns.currency')}>{enumLabel('currency', row.currency)}</Field>
                <Field label={t('columns.networkId')}>
                  {networks.find((network) => network.id === row.networkId)?.name ?? dash}
                </Field>
                <Field label={t('columns.campaignName')}>{row.campaignName}</Field>
                <Field label={t('columns.productCode')}>{row.productCode}</Field>
                <Field label={t('columns.productAutentiStatus')}>
                  {row.productAutentiStatus ? enumLabel('contractStatus', row.productAutentiStatus) : dash}
                </Field>
                <Field label={t('columns.agreementDate')}>
                  {row.agreementDate ? formatDate(row.agreementDate) : dash}
                </Field>
                <Field label={t('columns.paymentDate')}>{row.paymentDate ? formatDate(row.paymentDate) : dash}</Field>
                <Field label={t('columns.endDate')}>{row.endDate ? formatDate(row.endDate) : dash}</Field>
              </SimpleGrid>
            </Card>
            <Card withBorder padding="lg" radius="md">
              <Title order={2} size="h4" mb="md">
                {t('columns.paymentConfirmations')}
              </Title>
              <PaymentFiles offerId={row.id} files={row.paymentConfirmations} />
            </Card>
            {mayHaveSchedule(row) && (
              <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="payment-schedule">
                <Title order={2} size="h4" mb="md" id="payment-schedule">
                  {t('schedule.title')}
                </Title>
                <PaymentSchedule row={row} />
              </Card>
            )}
            <Card withBorder padding="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('detail.statusTitle')}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t('detail.statusHint')}
              </Text>
              <StatusMoves row={row} />
            </Card>
            <Card withBorder padding="lg" radius="md">
              <Title order={2} size="h4" mb="md">
                {t('history.title')}
              </Title>
              <StatusHistory offerId={row.id} />
            </Card>
            <Card withBorder padding="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('invitation.title')}
              </Title>
              <InvitationActions row={row} />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
