import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { CampaignOffer } from '@wl/shared/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useLastLeadForm } from '../api/investor-offers-api.ts';
import { investorOfferSource, type OfferSource } from '../api/offer-source.ts';
import { useOffer, useOfferRefresh } from '../api/use-offer.ts';
import { AcceptForm } from '../components/accept-form.tsx';
import { DeclineOffer } from '../components/decline-offer.tsx';
import { InterestButton } from '../components/interest-button.tsx';
import { InvestmentProgress } from '../components/investment-progress.tsx';
import { OfferLayout } from '../components/offer-layout.tsx';
import { CampaignClosedNotice, OfferClosedNotice } from '../components/offer-notices.tsx';
import { LoadErrorState, LoadingState } from '../components/offer-states.tsx';
import { prefilledAmount } from '../lib/accept-form.ts';
import { MAX_CONTRACT_POLLS, offerActions, offerStage } from '../lib/offer-stage.ts';

/** The panel's invest form, starting from the investor's last subscription when it fits (decision 013). */
function PanelAcceptForm({ offer, source }: { offer: CampaignOffer; source: OfferSource }) {
  const { t } = useTranslation('investor');
  const navigate = useNavigate();
  const lead = useLastLeadForm();
  if (lead.isPending) return <LoadingState label={t('state.loading')} />;
  const amount = prefilledAmount(lead.data, offer.product.terms);
  const note =
    amount && lead.data
      ? t('accept.prefilled', { campaign: lead.data.campaignName, product: lead.data.productCode })
      : null;
  return (
    <AcceptForm
      offer={offer}
      source={source}
      initialAmount={amount}
      prefillNote={note}
      onAccepted={(accepted) => navigate(paths.app.investment.getHref(accepted.id), { replace: true })}
    />
  );
}

function Decision({ offer, source }: { offer: CampaignOffer; source: OfferSource }) {
  const { t } = useTranslation('investor');
  const actions = offerActions(offer);
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('accept.title')}
        </Title>
        {actions.expressInterest ? <InterestButton source={source} /> : null}
        {offer.status === 'interested' ? <Text size="sm">{t('actions.interested')}</Text> : null}
        <PanelAcceptForm offer={offer} source={source} />
        {actions.decline ? <DeclineOffer source={source} pendingAgreement={false} /> : null}
      </Stack>
    </Card>
  );
}

function OfferDetail({ offer, source, reads }: { offer: CampaignOffer; source: OfferSource; reads: number }) {
  const stage = offerStage(offer);
  const refresh = useOfferRefresh(source);
  switch (stage.kind) {
    case 'open':
      return <OfferLayout offer={offer} aside={<Decision offer={offer} source={source} />} />;
    case 'investment':
      return (
        <OfferLayout
          offer={offer}
          asideFirst
          aside={
            <InvestmentProgress
              offer={offer}
              source={source}
              signInNewTab={false}
              contractStalled={reads >= MAX_CONTRACT_POLLS}
              onCheckContract={() => void refresh()}
            />
          }
        />
      );
    case 'campaign-closed':
      return (
        <OfferLayout offer={offer} asideFirst aside={<CampaignClosedNotice offer={offer} phase={stage.phase} />} />
      );
    default:
      return <OfferLayout offer={offer} asideFirst aside={<OfferClosedNotice stage={stage} />} />;
  }
}

/**
 * `/app/offers/{id}` and `/app/investments/{id}` for an investor (one offer id, one screen): the
 * offer with its terms and advisor and, by its status, interest and the invest form, or the
 * investment's agreement, payment confirmations and PDF summary.
 */
export default function InvestorOfferPage() {
  const { t } = useTranslation('investor');
  const { id = '' } = useParams();
  const source = useMemo(() => investorOfferSource(id), [id]);
  const { query: offer, reads } = useOffer(source);
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={paths.app.offers.getHref()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('offer.backToOffers')}
          </Group>
        </Anchor>
        {offer.isPending ? <LoadingState label={t('state.loading')} /> : null}
        {offer.isError && !offer.data ? (
          <LoadErrorState error={offer.error} onRetry={() => void offer.refetch()} />
        ) : null}
        {offer.data ? <OfferDetail offer={offer.data} source={source} reads={reads} /> : null}
      </Stack>
    </Container>
  );
}
