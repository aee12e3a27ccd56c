import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate, formatMoney, formatNumber } from '@wl/shared/format';
import type { InvestmentSchedule } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportMenu } from '@/components/export-menu.tsx';
import { ScheduleTable } from '@/components/schedule-table.tsx';
import { paths } from '@/config/paths.ts';
import { api } from '@/lib/api/client.ts';
import { useFileDownload } from '@/lib/use-file-download.ts';

/** One investment of the portfolio: its terms in a line, then its schedule (or why there is none yet). */
export function InvestmentScheduleCard({ investment }: { investment: InvestmentSchedule }) {
  const { t } = useTranslation('investor');
  const name = `${investment.campaignName} – ${investment.productCode}`;
  const headingId = `investment-${investment.offerId}`;
  const download = useFileDownload();
  // Decision 071: the schedule as a PDF in the reader's language (GET …/schedule.pdf).
  const downloadPdf = () =>
    download(
      () => api<Blob>(`/investor-api/offer/${investment.offerId}/schedule.pdf`, { responseType: 'blob' }),
      `harmonogram-${investment.productCode}.pdf`,
    );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h5" id={headingId}>
              {name}
            </Title>
            <Text size="sm" c="gray.7">
              {investment.productName} ·{' '}
              {t('portfolio.investment.rate', { rate: formatNumber(investment.interestPerYear) })}
            </Text>
            {investment.startDate && investment.maturityDate ? (
              <Text size="sm" c="gray.7">
                {t('portfolio.investment.period', {
                  start: formatDate(investment.startDate),
                  end: formatDate(investment.maturityDate),
                })}
              </Text>
            ) : null}
          </div>
          <Stack gap={2} align="flex-end">
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(investment.amount, investment.currency)}
            </Text>
            {investment.totalInterest ? (
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {t('portfolio.investment.totalInterest', {
                  amount: formatMoney(investment.totalInterest, investment.currency),
                })}
              </Text>
            ) : null}
            <Anchor component={Link} to={paths.app.investment.getHref(investment.offerId)} size="sm">
              {t('portfolio.investment.open')}
            </Anchor>
            {investment.payments.length > 0 ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={t('portfolio.downloadPdfLabel', { name })}
                onClick={() => void downloadPdf()}
              >
                {t('portfolio.downloadPdf')}
              </Button>
            ) : null}
            {investment.payments.length > 0 ? (
              // Decision 073: the same schedule as a CSV or XLSX file.
              <ExportMenu
                name={t('portfolio.export.name', { name })}
                fileBase={`harmonogram-${investment.productCode}`}
                request={() => ({
                  path: `/investor-api/offer/${investment.offerId}/schedule/export`,
                  query: new URLSearchParams(),
                })}
              />
            ) : null}
          </Stack>
        </Group>
        {investment.estimated ? (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="sm">
              {t('portfolio.investment.estimated', { rate: formatNumber(investment.interestPerYear) })}
            </Text>
          </Alert>
        ) : null}
        {investment.payments.length > 0 ? (
          <ScheduleTable
            payments={investment.payments}
            currency={investment.currency}
            caption={t('portfolio.schedule.caption', { name })}
          />
        ) : (
          <Text size="sm" c="gray.7">
            {t('portfolio.investment.waiting')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
