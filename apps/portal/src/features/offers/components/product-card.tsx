import { Button, Card, Collapse, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { formatMoney, formatNumber } from '@wl/shared/format';
import type { Product } from '@wl/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { InvitationForm } from './invitation-form.tsx';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** One product of a campaign with its terms (spec §3 "Offer terms") and its invitation form. */
export function ProductCard({
  product,
  campaignName,
  invitable,
}: {
  product: Product;
  campaignName: string;
  invitable: boolean;
}) {
  const { t } = useTranslation('investments');
  const { t: tCommon } = useTranslation('common');
  const enumLabel = useEnumLabel();
  const [inviting, setInviting] = useState(false);
  const { terms } = product;
  const formId = `invite-${product.id}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {product.name}
            </Title>
            <Text size="sm" c="dimmed">
              {product.code}
            </Text>
          </div>
          <Button
            leftSection={<IconMailForward size={16} aria-hidden />}
            variant={inviting ? 'light' : 'filled'}
            onClick={() => setInviting((open) => !open)}
            disabled={!invitable}
            aria-expanded={inviting}
            aria-controls={formId}
          >
            {t('invite.open', { product: product.code })}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          <Term label={t('terms.interestPerYear')}>{formatNumber(terms.interestPerYear)} %</Term>
          <Term label={t('terms.interestType')}>{enumLabel('interestType', terms.interestType)}</Term>
          <Term label={t('terms.interestPaymentFrequency')}>
            {enumLabel('interestPaymentFrequency', terms.interestPaymentFrequency)}
          </Term>
          <Term label={t('terms.duration')}>
            {tCommon(`duration.${terms.durationUnit}`, { count: terms.duration })}
          </Term>
          <Term label={t('terms.investmentValueMin')}>{formatMoney(terms.investmentValueMin, terms.currency)}</Term>
          <Term label={t('terms.investmentValueMax')}>{formatMoney(terms.investmentValueMax, terms.currency)}</Term>
          <Term label={t('terms.investmentValueStep')}>{formatMoney(terms.investmentValueStep, terms.currency)}</Term>
          <Term label={t('terms.currency')}>{enumLabel('currency', terms.currency)}</Term>
        </SimpleGrid>
        <Collapse in={inviting && invitable} id={formId}>
          {inviting && invitable && (
            <Card withBorder radius="md" padding="md" bg="gray.0">
              <Title order={4} size="h5" mb="sm">
                {t('invite.title', { product: product.name })}
              </Title>
              <InvitationForm campaignId={product.campaignId} productId={product.id} campaignName={campaignName} />
            </Card>
          )}
        </Collapse>
      </Stack>
    </Card>
  );
}
