import { Alert, Anchor, Card, Container, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatDate } from '@wl/shared/format';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useCampaigns } from '../api/campaigns-api.ts';
import { CampaignPhaseBadge } from '../components/campaign-phase-badge.tsx';
import { type CampaignTab, campaignsOfTab, campaignTabs } from '../lib/campaign-tabs.ts';

/**
 * /app/offers: the tenant's campaign offers (decision 014), in the tabs of spec §2: active (open
 * or not yet started) and archived (completed or switched off).
 */
export default function OffersPage() {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const campaigns = useCampaigns();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: CampaignTab = searchParams.get('tab') === 'archived' ? 'archived' : 'active';

  const setTab = (next: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'archived') params.set('tab', 'archived');
    else params.delete('tab');
    setSearchParams(params, { replace: true });
  };

  const shown = campaignsOfTab(campaigns.data ?? [], tab);

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>{t('offers.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('offers.intro')}
          </Text>
        </div>
        {/* Each tab controls its panel (aria-controls names an element that exists, WCAG 4.1.2). */}
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            {campaignTabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`offers.tabs.${value}`)} ({campaignsOfTab(campaigns.data ?? [], value).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {campaignTabs.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {value === tab && (
                <Stack gap="md">
                  {campaigns.isLoading && (
                    <Group justify="center" py="xl">
                      <Loader aria-label={t('offers.loading')} />
                    </Group>
                  )}
                  {campaigns.isError && (
                    <Alert color="red" role="alert">
                      {messageOfError(campaigns.error, language).text}
                    </Alert>
                  )}
                  {campaigns.isSuccess && shown.length === 0 && (
                    <Text c="dimmed" ta="center" py="xl">
                      {t(`offers.empty.${tab}`)}
                    </Text>
                  )}
                  <SimpleGrid
                    cols={{ base: 1, sm: 2, md: 3 }}
                    spacing="md"
                    role="list"
                    aria-label={t(`offers.tabs.${tab}`)}
                  >
                    {shown.map((campaign) => (
                      <Card key={campaign.id} withBorder radius="md" padding="lg" role="listitem">
                        <Stack gap="xs" h="100%">
                          <div>
                            <CampaignPhaseBadge phase={campaign.phase} active={campaign.active} />
                          </div>
                          <Title order={2} size="h4">
                            <Anchor component={Link} to={paths.app.offer.getHref(campaign.id)} inherit>
                              {campaign.name}
                            </Anchor>
                          </Title>
                          <Text size="sm" c="dimmed">
                            {t('offers.dates', {
                              start: formatDate(campaign.startDate),
                              end: formatDate(campaign.endDate),
                            })}
                          </Text>
                        </Stack>
                      </Card>
                    ))}
                  </SimpleGrid>
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
