import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMoney } from '@wl/shared/format';
import type { OfferTerms as Terms } from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { useTermsFormat } from './use-offer-format.ts';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="md" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

/** Spec §3 "Offer terms": interest, payments, duration and the amount limits, formatted per spec §9. */
export function OfferTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation('investor');
  const enumLabel = useEnumLabel();
  const format = useTermsFormat();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('offer.terms')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md" m={0}>
        <Term label={t('terms.interestPerYear')}>{format.interest(terms)}</Term>
        <Term label={t('terms.interestType')}>{enumLabel('interestType', terms.interestType)}</Term>
        <Term label={t('terms.interestPaymentFrequency')}>
          {enumLabel('interestPaymentFrequency', terms.interestPaymentFrequency)}
        </Term>
        <Term label={t('terms.duration')}>{format.duration(terms)}</Term>
        <Term label={t('terms.investmentValueMin')}>{formatMoney(terms.investmentValueMin, terms.currency)}</Term>
        <Term label={t('terms.investmentValueMax')}>{formatMoney(terms.investmentValueMax, terms.currency)}</Term>
        <Term label={t('terms.investmentValueStep')}>{formatMoney(terms.investmentValueStep, terms.currency)}</Term>
        <Term label={t('terms.currency')}>{enumLabel('currency', terms.currency)}</Term>
      </SimpleGrid>
    </Card>
  );
}
