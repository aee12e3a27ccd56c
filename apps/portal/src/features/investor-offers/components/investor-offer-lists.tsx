import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { CampaignOffer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useInvestorOffers } from '@/features/investor-offers/api/investor-offers-api.ts';
import { offersOfGroup, ongoingInvestments } from '@/features/investor-offers/lib/offer-groups.ts';
import { OfferCardList } from './offer-card.tsx';
import { LoadErrorState, LoadingState } from './offer-states.tsx';

function Section({
  title,
  offers,
  empty,
  moreHref,
}: {
  title: string;
  offers: readonly CampaignOffer[];
  empty: string;
  moreHref: string;
}) {
  const { t } = useTranslation('investor');
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {title} ({offers.length})
        </Title>
        <Anchor component={Link} to={moreHref} size="sm">
          <Group gap={4} component="span">
            {t('dashboard.allOffers')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {offers.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <OfferCardList offers={offers} label={title} />
      )}
    </Stack>
  );
}

/** The dashboard's "your investments" (accepted, active) and "offers awaiting your decision". */
export function InvestorOfferLists() {
  const { t } = useTranslation('investor');
  const offers = useInvestorOffers();
  if (offers.isPending) return <LoadingState label={t('state.loadingList')} />;
  if (!offers.data) return <LoadErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  const all = offers.data;
  return (
    <Stack gap="xl">
      <Section
        title={t('dashboard.investments')}
        offers={ongoingInvestments(all)}
        empty={t('dashboard.noInvestments')}
        moreHref={`${paths.app.offers.getHref()}?tab=investments`}
      />
      <Section
        title={t('dashboard.offers')}
        offers={offersOfGroup(all, 'current')}
        empty={t('dashboard.noOffers')}
        moreHref={`${paths.app.offers.getHref()}?tab=current`}
      />
    </Stack>
  );
}
