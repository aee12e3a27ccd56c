import { ActionIcon, Code, List, Table, Text, VisuallyHidden } from '@mantine/core';
import { describeChange, type SnapshotChange } from '@wl/shared/console';
import { Fragment, useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { type ConsoleKey, type Translate, useI18n } from '../../../lib/i18n.tsx';
import type { AuditLogEntry } from '../types.ts';

/**
 * An event in words (`console.published` → "Branding published", `login.failed` → "Sign-in
 * refused"); an event it has no words for keeps only its code.
 */
export function eventLabel(event: string, t: Translate): string | null {
  const key = (
    event.startsWith('console.')
      ? `audit.consoleEvents.${event.slice('console.'.length)}`
      : `audit.platformEvents.${event.replaceAll('.', '_')}`
  ) as ConsoleKey;
  const text = t(key);
  return text === key ? null : text;
}

/** The changes a publish or rollback shows in its row; the rest are counted. */
const SHOWN_CHANGES = 5;

function ChangeLines({ changes }: { changes: SnapshotChange[] }) {
  const { language, t } = useI18n();
  if (changes.length === 0) return null;
  return (
    <List size="xs" mt={4} spacing={2} aria-label={t('audit.changes')}>
      {changes.slice(0, SHOWN_CHANGES).map((change) => (
        <List.Item key={change.field}>{describeChange(change, language)}</List.Item>
      ))}
      {changes.length > SHOWN_CHANGES && (
        <List.Item>{t('audit.moreChanges', { count: changes.length - SHOWN_CHANGES })}</List.Item>
      )}
    </List>
  );
}

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const { language, t } = useI18n();
  const [open, setOpen] = useState(false);
  const dataId = useId();
  const label = eventLabel(entry.event, t);
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={open}
            aria-controls={open ? dataId : undefined}
            aria-label={t(open ? 'audit.hideData' : 'audit.showData', { event: entry.event })}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
        </Table.Td>
        <Table.Th scope="row" fw="normal">
          {label && (
            <Text size="sm" fw={500}>
              {label}
            </Text>
          )}
          <Text span size={label ? 'xs' : 'sm'} c={label ? 'dimmed' : undefined} ff="monospace">
            {entry.event}
          </Text>
          {entry.changes && <ChangeLines changes={entry.changes} />}
        </Table.Th>
        <Table.Td>
          {entry.actor ?? (
            <Text span c="dimmed" size="sm">
              {t('audit.noActor')}
            </Text>
          )}
        </Table.Td>
        <Table.Td>{entry.tenant?.name ?? t('audit.noTenant')}</Table.Td>
        <Table.Td>
          <Text span size="sm" ff="monospace">
            {entry.ip ?? t('audit.noIp')}
          </Text>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={dataId}>
          <Table.Td colSpan={6}>
            <Text size="xs" c="dimmed">
              {t('audit.data')}
            </Text>
            <Code block>{JSON.stringify(entry.data, null, 2)}</Code>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/** The audit log rows; each expands to its data, pretty-printed. */
export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  const { t } = useI18n();
  const captionId = useId();
  return (
    <Table.ScrollContainer minWidth={760} tabIndex={0} role="region" aria-labelledby={captionId}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption id={captionId} style={{ captionSide: 'top', textAlign: 'start' }}>
          <VisuallyHidden>{t('audit.heading')}. </VisuallyHidden>
          <Text span size="sm" c="dimmed">
            {t('audit.caption')}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('audit.data')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('audit.columns.time')}</Table.Th>
            <Table.Th>{t('audit.columns.event')}</Table.Th>
            <Table.Th>{t('audit.columns.actor')}</Table.Th>
            <Table.Th>{t('audit.columns.tenant')}</Table.Th>
            <Table.Th>{t('audit.columns.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
