import { Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@wl/shared/format';
import type { FunnelAmount } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatShare, progressOf } from '../lib/funnel-format.ts';

/**
 * The money per currency (issue 20): raised (active, and subscribed not yet active) against the
 * maximum the offers sent could raise (decision 070), as words and a progress bar.
 */
export function FunnelAmounts({ amounts }: { amounts: FunnelAmount[] }) {
  const { t } = useTranslation('insight');
  const raisedAny = amounts.some((amount) => Number(amount.raised) > 0);
  return (
    <Stack gap="xs" component="section" aria-labelledby="funnel-amounts">
      <Title order={2} size="h4" id="funnel-amounts">
        {t('funnel.amounts.title')}
      </Title>
      {!raisedAny ? <Text c="gray.7">{t('funnel.amounts.none')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: Math.max(1, Math.min(3, amounts.length)) }}>
        {amounts.map((amount) => {
          const percent = progressOf(amount.raised, amount.maximum);
          const money = (value: string) => formatMoney(value, amount.currency);
          return (
            <Card
              key={amount.currency}
              withBorder
              radius="md"
              padding="md"
              data-testid={`funnel-amount-${amount.currency}`}
            >
              <Stack gap={6}>
                <Text fw={600}>
                  {t('funnel.amounts.raised', { raised: money(amount.raised), maximum: money(amount.maximum) })}
                </Text>
                <Progress
                  value={percent}
                  color="brand"
                  size="lg"
                  aria-label={t('funnel.amounts.progress', {
                    currency: amount.currency,
                    percent: formatShare(percent / 100),
                  })}
                />
                <Text size="sm" c="gray.7">
                  {t('funnel.amounts.split', { active: money(amount.active), accepted: money(amount.accepted) })}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {amounts.length > 0 ? (
        <Text size="xs" c="gray.7">
          {t('funnel.amounts.maximumHint')}
        </Text>
      ) : null}
    </Stack>
  );
}
