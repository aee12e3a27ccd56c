import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInvestorOffers } from '../api/investor-offers-api.ts';
import { OfferCardList } from '../components/offer-card.tsx';
import { LoadErrorState, LoadingState } from '../components/offer-states.tsx';
import { type OfferGroup, offerGroups, offersOfGroup } from '../lib/offer-groups.ts';

type Tab = OfferGroup | 'all';
const tabs: readonly Tab[] = ['all', ...offerGroups];

function tabOf(value: string | null): Tab {
  return tabs.find((tab) => tab === value) ?? 'all';
}

/**
 * `/app/offers` for an investor: every offer they were invited to, as cards, filtered by tabs
 * (all, current, investments, closed; the tab is kept in `?tab=` so a link or a reload keeps it).
 */
export default function InvestorOffersPage() {
  const { t } = useTranslation('investor');
  const offers = useInvestorOffers();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const all = offers.data ?? [];
  const shown = offersOfGroup(all, tab);

  const setTab = (next: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (next && next !== 'all') params.set('tab', next);
    else params.delete('tab');
    setSearchParams(params, { replace: true });
  };

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('list.title')}
          </Title>
          <Text c="gray.7" size="sm">
            {t('list.intro')}
          </Text>
        </div>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List aria-label={t('list.tabsLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {tabs.map((value) => (
              <Tabs.Tab key={value} value={value} style={{ flexShrink: 0 }}>
                {t(`list.tabs.${value}`)} ({offersOfGroup(all, value).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {value === tab ? (
                <>
                  {offers.isPending ? <LoadingState label={t('state.loadingList')} /> : null}
                  {offers.isError && !offers.data ? (
                    <LoadErrorState error={offers.error} onRetry={() => void offers.refetch()} />
                  ) : null}
                  {offers.data && shown.length === 0 ? (
                    <Text c="gray.7" ta="center" py="xl">
                      {t(`list.empty.${tab}`)}
                    </Text>
                  ) : null}
                  {shown.length > 0 ? (
                    <OfferCardList offers={shown} label={t(`list.tabs.${tab}`)} headingOrder={2} />
                  ) : null}
                </>
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
