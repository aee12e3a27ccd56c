import { Anchor, Box, Button, Card, Stack, Table, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatMoney } from '@wl/shared/format';
import type { StalledOffer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { paths } from '@/config/paths.ts';

interface RowsProps {
  rows: readonly StalledOffer[];
  /** Coordinators and admins see whose offer it is. */
  withOwner: boolean;
  /** When the next reminder of an offer may go, or null when it may go now. */
  nextReminder: (row: StalledOffer) => string | null;
  onRemind: (row: StalledOffer) => void;
}

function useRowTexts() {
  const { t } = useTranslation('insight');
  return {
    stall: (row: StalledOffer) => t(`followUp.stall.${row.stage}`, { count: row.days }),
    amount: (row: StalledOffer) => (row.amount ? formatMoney(row.amount, row.currency) : t('followUp.none')),
    lastReminder: (row: StalledOffer) =>
      row.lastReminderAt ? formatDateTime(row.lastReminderAt) : t('followUp.noReminder'),
  };
}

/** An investor without a name yet is named by their e-mail: then it is not written twice. */
const hasOwnName = (row: StalledOffer) => row.investorName !== '' && row.investorName !== row.investorEmail;

/** The investor: a link to the investment, and the e-mail under a name that is not the e-mail. */
function Investor({ row }: { row: StalledOffer }) {
  return (
    <>
      <Anchor component={Link} to={paths.app.investment.getHref(row.offerId)} size="sm" fw={600}>
        {row.investorName || row.investorEmail}
      </Anchor>
      {hasOwnName(row) ? (
        <Text size="xs" c="gray.7">
          {row.investorEmail}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The reminder button of one offer; while the rate limit holds it is disabled and says from when
 * the next one may go (DD.MM.YYYY, HH:mm in the platform's time zone).
 */
function RemindButton({
  row,
  next,
  onRemind,
  idPrefix,
  fullWidth = false,
}: {
  row: StalledOffer;
  next: string | null;
  onRemind: (row: StalledOffer) => void;
  idPrefix: string;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('insight');
  const hintId = `${idPrefix}-next-${row.offerId}`;
  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-start'}>
      <Button
        size="xs"
        variant="light"
        fullWidth={fullWidth}
        leftSection={<IconBellRinging size={14} aria-hidden />}
        disabled={next !== null}
        aria-label={t('followUp.remindLabel', { name: row.investorName || row.investorEmail })}
        aria-describedby={next ? hintId : undefined}
        onClick={() => onRemind(row)}
      >
        {t('followUp.remind')}
      </Button>
      {next ? (
        <Text size="xs" c="gray.7" id={hintId} data-testid="next-reminder">
          {t('followUp.nextReminder', { date: formatDateTime(next) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** On wider screens: a table, scrolled sideways inside its own region when it does not fit. */
export function FollowUpTable({ rows, withOwner, nextReminder, onRemind }: RowsProps) {
  const { t } = useTranslation('insight');
  const texts = useRowTexts();
  return (
    <Box visibleFrom="sm">
      <ScrollRegion label={t('followUp.table')} testId="follow-up-scroll">
        <Table striped highlightOnHover miw={withOwner ? 900 : 800} aria-label={t('followUp.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('followUp.columns.investor')}</Table.Th>
              <Table.Th>{t('followUp.columns.offer')}</Table.Th>
              <Table.Th>{t('followUp.columns.stall')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('followUp.columns.amount')}</Table.Th>
              {withOwner ? <Table.Th>{t('followUp.columns.owner')}</Table.Th> : null}
              <Table.Th>{t('followUp.columns.lastReminder')}</Table.Th>
              <Table.Th>{t('followUp.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.offerId}>
                <Table.Td miw={160} style={{ overflowWrap: 'anywhere' }}>
                  <Investor row={row} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.campaignName}</Text>
                  <Text size="xs" c="gray.7">
                    {row.productCode}
                  </Text>
                </Table.Td>
                <Table.Td miw={170}>
                  <Text size="sm">{texts.stall(row)}</Text>
                  <Text size="xs" c="gray.7">
                    {t('followUp.sinceDate', { date: formatDate(row.since) })}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{texts.amount(row)}</Table.Td>
                {withOwner ? <Table.Td>{row.ownerName}</Table.Td> : null}
                <Table.Td>{texts.lastReminder(row)}</Table.Td>
                <Table.Td>
                  <RemindButton row={row} next={nextReminder(row)} onRemind={onRemind} idPrefix="table" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Box>
  );
}

function CardLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span size="sm" c="gray.7">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** On a phone: one card per offer, every field in words, the button the card's width. */
export function FollowUpCards({ rows, withOwner, nextReminder, onRemind }: RowsProps) {
  const { t } = useTranslation('insight');
  const texts = useRowTexts();
  return (
    <Stack
      gap="sm"
      hiddenFrom="sm"
      component="ul"
      aria-label={t('followUp.cards')}
      p={0}
      m={0}
      data-testid="follow-up-cards"
    >
      {rows.map((row) => (
        <Card key={row.offerId} withBorder radius="md" padding="md" component="li" style={{ listStyle: 'none' }}>
          <Stack gap={6}>
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Investor row={row} />
            </div>
            <Text size="sm" fw={500}>
              {texts.stall(row)}
            </Text>
            <CardLine label={t('followUp.columns.offer')} value={`${row.campaignName} · ${row.productCode}`} />
            <CardLine label={t('followUp.columns.since')} value={formatDate(row.since)} />
            <CardLine label={t('followUp.columns.amount')} value={texts.amount(row)} />
            {withOwner ? <CardLine label={t('followUp.columns.owner')} value={row.ownerName} /> : null}
            <CardLine label={t('followUp.columns.lastReminder')} value={texts.lastReminder(row)} />
            <RemindButton row={row} next={nextReminder(row)} onRemind={onRemind} idPrefix="card" fullWidth />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
