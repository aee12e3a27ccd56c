import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Title } from '@mantine/core';
import type { FunnelStepResult } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { durationOf, formatCount, formatShare } from '../lib/funnel-format.ts';

/** "3 dni", "1,5 dnia", "5 godzin": a median in the reader's words, with Polish plurals. */
export function useDurationText() {
  const { t } = useTranslation('insight');
  return (seconds: number | null) => {
    if (seconds === null) return t('funnel.table.none');
    const { unit, count } = durationOf(seconds);
    return t(`funnel.duration.${unit}`, { count, value: formatCount(count) });
  };
}

/**
 * The steps as horizontal bars, for the eye only (`aria-hidden`): the table beside it says the
 * same to a screen reader and to the keyboard, with the conversions and medians.
 */
function StepsChart({ steps }: { steps: FunnelStepResult[] }) {
  const { t } = useTranslation('insight');
  const data = steps.map((step) => ({ step: t(`funnel.steps.${step.step}`), count: step.count }));
  return (
    <div aria-hidden="true" data-testid="funnel-chart">
      <BarChart
        h={260}
        data={data}
        dataKey="step"
        orientation="vertical"
        yAxisProps={{ width: 130 }}
        series={[{ name: 'count', label: t('funnel.chart.count'), color: 'brand.6' }]}
        gridAxis="x"
        tickLine="x"
      />
    </div>
  );
}

/** The funnel's steps (issue 20): the chart, then the table of counts, conversions and medians. */
export function FunnelSteps({ steps }: { steps: FunnelStepResult[] }) {
  const { t } = useTranslation('insight');
  const duration = useDurationText();
  const right = { textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  return (
    <Stack gap="xs" component="section" aria-labelledby="funnel-steps">
      <Title order={2} size="h4" id="funnel-steps">
        {t('funnel.chart.title')}
      </Title>
      <StepsChart steps={steps} />
      {/* On a phone the table scrolls sideways in its own box, which takes the keyboard's focus. */}
      <ScrollRegion label={t('funnel.table.caption')}>
        <Table striped withTableBorder miw={480}>
          <Table.Caption>{t('funnel.table.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('funnel.table.step')}</Table.Th>
              <Table.Th scope="col" style={right}>
                {t('funnel.table.count')}
              </Table.Th>
              <Table.Th scope="col" style={right}>
                {t('funnel.table.conversion')}
              </Table.Th>
              <Table.Th scope="col" style={right}>
                {t('funnel.table.median')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.map((step) => (
              <Table.Tr key={step.step}>
                <Table.Th scope="row" fw={400}>
                  {t(`funnel.steps.${step.step}`)}
                </Table.Th>
                <Table.Td style={right}>{formatCount(step.count)}</Table.Td>
                <Table.Td style={right}>
                  {step.conversion === null ? t('funnel.table.none') : formatShare(step.conversion)}
                </Table.Td>
                <Table.Td style={right}>{duration(step.medianSeconds)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
