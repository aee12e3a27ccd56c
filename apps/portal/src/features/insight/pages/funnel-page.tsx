import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { todayIso } from '@wl/shared/rules';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportMenu } from '@/components/export-menu.tsx';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useSession } from '@/lib/session/session-context.tsx';
import { useFunnel, useFunnelAdvisors, useFunnelCampaigns } from '../api/funnel-api.ts';
import { FunnelAmounts } from '../components/funnel-amounts.tsx';
import { FunnelFiltersForm } from '../components/funnel-filters.tsx';
import { FunnelSteps } from '../components/funnel-steps.tsx';
import { type FunnelFilters, filtersFromSearch, queryOfFilters, searchOfFilters } from '../lib/funnel-format.ts';

/**
 * `/app/funnel` (issue 20, decision 070), for every advisor-panel role: of the offers sent in a
 * period, how many reached each step, the conversions, the median time in each step and the
 * money raised per currency. An advisor sees their own offers, a coordinator their networks', an
 * admin the tenant's (the API decides); coordinators and admins also filter by network and advisor.
 */
/** The funnel's query as the export's query string (empty filters left out). */
function funnelExportParams(query: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params;
}

export default function FunnelPage() {
  const { t } = useTranslation('insight');
  const { language } = useBranding();
  const { session } = useSession();
  // The route guard lets only a signed-in advisor-panel user here.
  const roles = session.status === 'signed-in' ? session.roles : [];
  const networks = session.status === 'signed-in' ? session.networks : [];
  const [search, setSearch] = useSearchParams();
  const today = todayIso();
  const filters = filtersFromSearch(search, today);
  const overseer = roles.includes('coordinator') || roles.includes('admin');
  const funnel = useFunnel(queryOfFilters(filters));
  const campaigns = useFunnelCampaigns();
  const advisors = useFunnelAdvisors(overseer);
  const data = funnel.data;
  const onChange = (next: FunnelFilters) => setSearch(searchOfFilters(next), { replace: true });
  const empty = data !== undefined && (data.steps[0]?.count ?? 0) === 0;
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1} fz="h2">
              {t('funnel.title')}
            </Title>
            <Text c="gray.7">{t('funnel.intro')}</Text>
          </div>
          {/* Decision 073: the funnel of these filters (steps and money) as a CSV or XLSX file. */}
          <ExportMenu
            name={t('funnel.export.name')}
            fileBase={t('funnel.export.fileName')}
            request={() => ({ path: '/api/advisor/funnel/export', query: funnelExportParams(queryOfFilters(filters)) })}
          />
        </Group>
        <FunnelFiltersForm
          filters={filters}
          today={today}
          onChange={onChange}
          campaigns={campaigns.data ?? []}
          networks={overseer ? networks : null}
          advisors={overseer ? (advisors.data ?? []) : null}
        />
        <div aria-live="polite" aria-busy={funnel.isFetching}>
          {funnel.isPending ? (
            <Group justify="center" py="xl" role="status">
              <Loader size="sm" color="brand" />
              <Text size="sm" c="gray.7">
                {t('funnel.loading')}
              </Text>
            </Group>
          ) : null}
          {funnel.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('funnel.error')} role="alert">
              <Text size="sm" mb="sm">
                {messageOfError(funnel.error, language).text}
              </Text>
              <Button variant="default" size="xs" onClick={() => void funnel.refetch()}>
                {t('funnel.retry')}
              </Button>
            </Alert>
          ) : null}
          {empty ? (
            <Card withBorder radius="md" padding="lg">
              <Text>{t('funnel.empty')}</Text>
            </Card>
          ) : null}
        </div>
        {data && !empty && !funnel.isError ? (
          <>
            <FunnelSteps steps={data.steps} />
            <FunnelAmounts amounts={data.amounts} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
