import { Divider, Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { AdminForm } from './admin-form.tsx';
import { CampaignsSection } from './campaigns-section.tsx';
import { NetworksSection } from './networks-section.tsx';

export interface CataloguePanelProps {
  /** The tenant to set up; without it the operator picks one from `tenants.list`. */
  tenantId?: string;
}

/**
 * A broker's catalogue: its networks, a new admin of advisors, and its campaigns with their
 * products, all through the platform's own services (`catalogue.*`).
 */
export function CataloguePanel({ tenantId: fixedTenantId }: CataloguePanelProps) {
  const { t } = useI18n();
  const [picked, setPicked] = useState<string | null>(null);
  const tenants = trpc.tenants.list.useQuery(undefined, { enabled: !fixedTenantId });
  const tenantId = fixedTenantId ?? picked;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('catalogue.title')}
      </Title>
      {!fixedTenantId && (
        <Select
          label={t('catalogue.tenant')}
          placeholder={t('catalogue.pickTenant')}
          data={(tenants.data ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          value={picked}
          onChange={setPicked}
          error={tenants.isError ? t('catalogue.loadFailed') : undefined}
          searchable
          maw={420}
        />
      )}
      {tenantId && (
        <Paper withBorder p="lg" key={tenantId}>
          <Stack gap="xl">
            <NetworksSection tenantId={tenantId} />
            <Divider />
            <AdminForm tenantId={tenantId} />
            <Divider />
            <CampaignsSection tenantId={tenantId} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
