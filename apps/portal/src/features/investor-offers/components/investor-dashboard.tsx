import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@wl/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card.tsx';
import { paths } from '@/config/paths.ts';
import { fetchInvestorSummary, investorSummaryQueryKey, useInvestorOffers } from '../api/investor-offers-api.ts';
import { offersOfGroup } from '../lib/offer-groups.ts';
import { InvestorOfferLists } from './investor-offer-lists.tsx';

function amounts(list: readonly { currency: string; amount: string }[], none: string) {
  if (list.length === 0) return none;
  return (
    <Stack gap={0}>
      {list.map((item) => (
        <span key={item.currency}>{formatMoney(item.amount, item.currency)}</span>
      ))}
    </Stack>
  );
}

/** The investor's start page: the summary of their offers, then their investments and open offers. */
export function InvestorDashboard() {
  const { t } = useTranslation('app');
  const summary = useQuery({ queryKey: investorSummaryQueryKey, queryFn: fetchInvestorSummary });
  const data = summary.data;
  const state = { loading: summary.isPending, failed: summary.isError };
  // The same offers as the list below ("current": undecided, in a campaign open or about to open),
  // so the number and the list never disagree (issue 19: invited + viewed missed the interested).
  const offers = useInvestorOffers();
  const awaiting = offers.data ? offersOfGroup(offers.data, 'current').length : 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard label={t('dashboard.activeInvestments')} value={data?.activeInvestments ?? 0} {...state} />
        <StatCard
          label={t('dashboard.invested')}
          value={data ? amounts(data.invested, '0') : ''}
          {...state}
          footer={
            data && data.invested.length > 0 ? (
              <Anchor component={Link} to={paths.app.portfolio.getHref()} size="sm" mt={4} display="inline-block">
                {t('dashboard.portfolioLink')}
              </Anchor>
            ) : null
          }
        />
        <StatCard label={t('dashboard.acceptedAwaiting')} value={data ? amounts(data.accepted, '0') : ''} {...state} />
        <StatCard
          label={t('dashboard.offersAwaiting')}
          value={awaiting}
          loading={offers.isPending}
          failed={offers.isError}
        />
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {t('dashboard.investorNote')}
      </Text>
      <InvestorOfferLists />
    </Stack>
  );
}
