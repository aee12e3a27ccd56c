import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@wl/shared/format';
import type { Currency } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import { currenciesOf, type MonthOfPayments } from '../../lib/portfolio.ts';

/** `2026-12` as the reader says it: "gru 2026", "Dec 2026". */
export function monthLabel(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** Each currency's bars: the host's colour first, then two that read apart from it and from each other. */
const seriesColors: Record<Currency, string> = { PLN: 'brand.6', EUR: 'teal.8', USD: 'orange.8' };

/**
 * The bars of the expected payments per month. A picture for the eye only (`aria-hidden`): the
 * table below says the same to a screen reader and to the keyboard, so nothing in the chart needs
 * to be reached. Amounts are drawn from their decimals as numbers (a bar's height needs no
 * grosz), and labelled with the exact formatted amount.
 */
function PaymentsChart({ months, currencies }: { months: MonthOfPayments[]; currencies: Currency[] }) {
  const { language } = useBranding();
  const data = months.map((month) => ({
    month: monthLabel(month.month, language),
    ...Object.fromEntries(currencies.map((currency) => [currency, Number(month.totals[currency] ?? 0)])),
  }));
  return (
    <div aria-hidden="true" data-testid="payments-chart">
      <BarChart
        h={240}
        data={data}
        dataKey="month"
        series={currencies.map((currency) => ({ name: currency, color: seriesColors[currency] }))}
        withLegend={currencies.length > 1}
        valueFormatter={(value) => formatMoney(String(value))}
        tickLine="y"
        gridAxis="y"
      />
    </div>
  );
}

/**
 * The expected payments per month (issue 20): bars, and a table that is the chart's text
 * equivalent, every month a row, every currency a column, readable by a screen reader and by
 * keyboard.
 */
export function MonthlyPayments({ months }: { months: MonthOfPayments[] }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const currencies = currenciesOf(months);
  return (
    <Stack gap="xs" component="section" aria-labelledby="monthly-payments">
      <Title order={2} size="h4" id="monthly-payments">
        {t('portfolio.chart.title')}
      </Title>
      {currencies.length === 0 ? (
        <Text c="gray.7">{t('portfolio.chart.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {t('portfolio.chart.description')}
          </Text>
          <PaymentsChart months={months} currencies={currencies} />
          <ScrollRegion label={t('portfolio.chart.tableCaption')}>
            <Table striped withTableBorder miw={320}>
              <Table.Caption>{t('portfolio.chart.tableCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('portfolio.chart.month')}</Table.Th>
                  {currencies.map((currency) => (
                    <Table.Th key={currency} scope="col" style={{ textAlign: 'right' }}>
                      {currency}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((month) => (
                  <Table.Tr key={month.month}>
                    <Table.Th scope="row" fw={400}>
                      {monthLabel(month.month, language)}
                    </Table.Th>
                    {currencies.map((currency) => {
                      const amount = month.totals[currency];
                      return (
                        <Table.Td key={currency} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          {amount ? formatMoney(amount, currency) : '—'}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </>
      )}
    </Stack>
  );
}
