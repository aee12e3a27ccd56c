import { Alert, Loader, Table, Text } from '@mantine/core';
import { formatDateTime } from '@wl/shared/format';
import type { OfferHistoryEntry } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { useInvestmentHistory } from '../api/investments-api.ts';

function Who({ entry }: { entry: OfferHistoryEntry }) {
  const { t } = useTranslation('investments');
  if (!entry.changedBy) return <>{t('history.system')}</>;
  return (
    <>
      {entry.changedBy.name}{' '}
      <Text span size="xs" c="dimmed">
        ({t(`history.role.${entry.changedBy.role}`)})
      </Text>
    </>
  );
}

/** What happened: a status change from → to, or a reminder mailed about a stall (issue 20). */
function Change({ entry }: { entry: OfferHistoryEntry }) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  if (entry.kind === 'reminder') {
    const stage = t(`history.reminder.stage.${entry.stage}`);
    return <>{t(entry.automatic ? 'history.reminder.automatic' : 'history.reminder.manual', { stage })}</>;
  }
  return (
    <>
      {entry.fromStatus ? enumLabel('investmentStatus', entry.fromStatus) : t('history.start')} →{' '}
      {enumLabel('investmentStatus', entry.toStatus)}
    </>
  );
}

/**
 * The status history of one investment (issue 19; the `offer_status_change` rows): when (the
 * shared date-time format, `22.11.2026, 14:05` in the platform's time zone), from → to, who, and
 * the reason given; among them the reminders mailed to the investor (issue 20, decision 072: by
 * an advisor, or automatic, with the stall they were about). Oldest first, as the investment went.
 */
export function StatusHistory({ offerId }: { offerId: string }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const history = useInvestmentHistory(offerId);
  if (history.isLoading) return <Loader size="sm" aria-label={t('history.loading')} />;
  if (history.isError) {
    return (
      <Alert color="red" role="alert">
        {messageOfError(history.error, language).text}
      </Alert>
    );
  }
  const entries = history.data ?? [];
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <ScrollRegion label={t('history.title')} testId="status-history-scroll">
      <Table striped miw={560} aria-label={t('history.title')} data-testid="status-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.when')}</Table.Th>
            <Table.Th>{t('history.change')}</Table.Th>
            <Table.Th>{t('history.who')}</Table.Th>
            <Table.Th>{t('history.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.changedAt, language)}</Table.Td>
              <Table.Td>
                <Change entry={entry} />
              </Table.Td>
              <Table.Td>
                <Who entry={entry} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {(entry.kind === 'status' ? entry.reason : null) ?? '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
