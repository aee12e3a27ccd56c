import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ConsoleCampaign } from '@wl/shared/console';
import { translate } from '@wl/shared/i18n';
import type { Product } from '@wl/shared/schemas';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { CampaignForm } from './campaign-form.tsx';
import { ProductForm } from './product-form.tsx';

type Editing =
  | { kind: 'campaign'; campaign?: ConsoleCampaign }
  | { kind: 'product'; campaignId: string; product?: Product }
  | null;

/** The tenant's campaigns (dates, active) with their products; create and edit both. */
export function CampaignsSection({ tenantId }: { tenantId: string }) {
  const { t, language } = useI18n();
  const campaigns = trpc.catalogue.campaigns.list.useQuery({ tenantId });
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('catalogue.campaigns.title')}
        </Title>
        <Button size="xs" onClick={() => setEditing({ kind: 'campaign' })}>
          {t('catalogue.campaigns.new')}
        </Button>
      </Group>
      {editing?.kind === 'campaign' && !editing.campaign && <CampaignForm tenantId={tenantId} onClose={close} />}
      {campaigns.isPending && <Loader size="sm" />}
      {campaigns.isError && (
        <Alert color="red" role="alert">
          {t('catalogue.loadFailed')}
        </Alert>
      )}
      {campaigns.data?.length === 0 && <Text c="dimmed">{t('catalogue.campaigns.empty')}</Text>}
      {campaigns.data?.map((campaign) => (
        <Paper key={campaign.id} withBorder p="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Group gap="sm">
                <Text fw={600}>{campaign.name}</Text>
                <Text size="sm" c="dimmed">
                  {campaign.startDate} – {campaign.endDate}
                </Text>
                <Badge color={campaign.active ? 'green' : 'gray'} variant="light">
                  {campaign.active ? t('catalogue.campaigns.isActive') : t('catalogue.campaigns.inactive')}
                </Badge>
                <Badge variant="outline">{translate(language, `enums:campaignPhase.${campaign.phase}`)}</Badge>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('catalogue.campaigns.edit', { name: campaign.name })}
                  onClick={() => setEditing({ kind: 'campaign', campaign })}
                >
                  {t('catalogue.editButton')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('catalogue.products.addTo', { name: campaign.name })}
                  onClick={() => setEditing({ kind: 'product', campaignId: campaign.id })}
                >
                  {t('catalogue.products.new')}
                </Button>
              </Group>
            </Group>
            {editing?.kind === 'campaign' && editing.campaign?.id === campaign.id && (
              <CampaignForm tenantId={tenantId} campaign={campaign} onClose={close} />
            )}
            {editing?.kind === 'product' && editing.campaignId === campaign.id && !editing.product && (
              <ProductForm tenantId={tenantId} campaignId={campaign.id} onClose={close} />
            )}
            {campaign.products.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('catalogue.products.empty')}
              </Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('catalogue.products.code')}</Table.Th>
                    <Table.Th>{t('catalogue.products.name')}</Table.Th>
                    <Table.Th>{t('catalogue.products.terms')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {campaign.products.map((product) => (
                    <Table.Tr key={product.id}>
                      <Table.Td>{product.code}</Table.Td>
                      <Table.Td>{product.name}</Table.Td>
                      <Table.Td>
                        {t('catalogue.products.summary', {
                          rate: product.terms.interestPerYear,
                          duration: product.terms.duration,
                          unit: translate(language, `enums:durationUnit.${product.terms.durationUnit}`),
                          min: product.terms.investmentValueMin,
                          max: product.terms.investmentValueMax,
                          currency: product.terms.currency,
                        })}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={t('catalogue.products.edit', { code: product.code })}
                          onClick={() => setEditing({ kind: 'product', campaignId: campaign.id, product })}
                        >
                          {t('catalogue.editButton')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {editing?.kind === 'product' && editing.campaignId === campaign.id && editing.product && (
              <ProductForm tenantId={tenantId} campaignId={campaign.id} product={editing.product} onClose={close} />
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
