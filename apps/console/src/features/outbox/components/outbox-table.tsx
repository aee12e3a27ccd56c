import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { OutboxItem } from '../types.ts';
import { StatusBadge } from './status-badge.tsx';

/** The outbox rows; the subject is a button that opens the mail. */
export function OutboxTable({ mails, onOpen }: { mails: OutboxItem[]; onOpen: (id: string) => void }) {
  const { language, t } = useI18n();
  const captionId = useId();
  return (
    <Table.ScrollContainer minWidth={760} tabIndex={0} role="region" aria-labelledby={captionId}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption id={captionId} style={{ captionSide: 'top', textAlign: 'start' }}>
          <VisuallyHidden>{t('outbox.heading')}. </VisuallyHidden>
          <Text span size="sm" c="dimmed">
            {t('outbox.caption')}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('outbox.columns.time')}</Table.Th>
            <Table.Th>{t('outbox.columns.subject')}</Table.Th>
            <Table.Th>{t('outbox.columns.to')}</Table.Th>
            <Table.Th>{t('outbox.columns.template')}</Table.Th>
            <Table.Th>{t('outbox.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td>
                <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, language)}</time>
              </Table.Td>
              <Table.Th scope="row" fw="normal">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  aria-label={t('outbox.open', { subject: mail.subject })}
                  onClick={() => onOpen(mail.id)}
                >
                  {mail.subject}
                </Anchor>
              </Table.Th>
              <Table.Td>{mail.to}</Table.Td>
              <Table.Td>
                <Text span size="sm" ff="monospace">
                  {mail.template}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge mail={mail} />
                {mail.lastError && mail.status !== 'sent' && (
                  // The server's answer, as it gave it: why the mail waits or was given up.
                  <Text
                    size="xs"
                    c={mail.status === 'failed' ? 'red.8' : 'dimmed'}
                    lineClamp={2}
                    title={mail.lastError}
                  >
                    {t('outbox.lastError', { error: mail.lastError })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
