import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { formatDate } from '@wl/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useListTotalText } from '@/lib/list-total.ts';
import type { SignedInSession } from '@/lib/session/session-context.tsx';
import { campaignsQuery, DASHBOARD_TILES, offerCountQuery } from '../api.ts';

function QuickLinks({ session }: { session: SignedInSession }) {
  const { t } = useTranslation('app');
  const links = [
    { label: t('nav.offers'), href: paths.app.offers.getHref() },
    { label: t('nav.investments'), href: paths.app.investors.getHref() },
    { label: t('nav.onboardingRequests'), href: paths.app.onboardingRequests.getHref() },
    { label: t('nav.documents'), href: paths.app.documents.getHref() },
  ];
  if (session.roles.includes('coordinator')) {
    links.push({ label: t('nav.networkInvestments'), href: paths.app.investorsNetwork.getHref() });
  }
  if (session.roles.includes('admin')) links.push({ label: t('nav.advisors'), href: paths.app.advisors.getHref() });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-quick-links">
      <Title order={2} fz="h4" id="dashboard-quick-links" mb="sm">
        {t('dashboard.quickLinks')}
      </Title>
      <Group gap="sm">
        {links.map((link) => (
          <Button key={link.href} component={Link} to={link.href} variant="light">
            {link.label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}

function ActiveCampaigns() {
  const { t } = useTranslation('app');
  const { language } = useBranding();
  const campaigns = useQuery(campaignsQuery(language));
  const active = campaigns.data?.results.filter((campaign) => campaign.phase === 'active') ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-campaigns">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="dashboard-campaigns">
          {t('dashboard.activeCampaigns')}
        </Title>
        {campaigns.data && <Badge variant="light">{active.length}</Badge>}
      </Group>
      {campaigns.isPending ? (
        <Text size="sm" c="gray.7">
          {t('dashboard.loading')}
        </Text>
      ) : campaigns.isError ? (
        <Text size="sm" c="red.8">
          {t('dashboard.unavailable')}
        </Text>
      ) : active.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('dashboard.noActiveCampaigns')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {active.map((campaign) => (
            <li key={campaign.id}>
              <Text fw={600} size="sm">
                {campaign.name}
              </Text>
              <Text size="xs" c="gray.7">
                {t('dashboard.campaignDates', {
                  start: formatDate(campaign.startDate),
                  end: formatDate(campaign.endDate),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The advisor's start page: offers by status (own offers), active campaigns, ways on. */
export function AdvisorDashboard({ session }: { session: SignedInSession }) {
  const { t } = useTranslation('app');
  const { t: tEnums } = useTranslation('enums');
  const totalText = useListTotalText();
  const counts = useQueries({ queries: DASHBOARD_TILES.map(offerCountQuery) });
  return (
    <Stack gap="lg">
      <section aria-labelledby="dashboard-offers">
        <Title order={2} fz="h4" id="dashboard-offers" mb="sm">
          {t('dashboard.myOffers')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          {DASHBOARD_TILES.map((status, index) => {
            const query = counts[index];
            return (
              <StatCard
                key={status ?? 'all'}
                label={status ? tEnums(`investmentStatus.${status}`) : t('dashboard.allOffers')}
                value={query?.data ? totalText(query.data) : ''}
                loading={query?.isPending ?? true}
                failed={query?.isError ?? false}
              />
            );
          })}
        </SimpleGrid>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ActiveCampaigns />
        <QuickLinks session={session} />
      </SimpleGrid>
    </Stack>
  );
}
