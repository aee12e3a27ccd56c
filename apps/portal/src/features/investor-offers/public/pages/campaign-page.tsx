import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { CampaignOffer } from '@wl/shared/schemas';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { OfferSource } from '@/features/investor-offers/api/offer-source.ts';
import { DeclineOffer } from '@/features/investor-offers/components/decline-offer.tsx';
import { InterestButton } from '@/features/investor-offers/components/interest-button.tsx';
import { OfferLayout } from '@/features/investor-offers/components/offer-layout.tsx';
import { OfferClosedNotice } from '@/features/investor-offers/components/offer-notices.tsx';
import { LoadingState } from '@/features/investor-offers/components/offer-states.tsx';
import { offerActions, offerStage } from '@/features/investor-offers/lib/offer-stage.ts';
import { PublicFrame } from '@/features/investor-offers/public/components/public-frame.tsx';
import {
  CampaignClosedPage,
  PublicProblemPage,
} from '@/features/investor-offers/public/components/public-problem-page.tsx';
import { usePublicOffer } from '@/features/investor-offers/public/lib/use-public-offer.ts';
import { useBranding } from '@/lib/branding-context.tsx';

/**
 * The accepted offer's steps (agreement, payment, confirmations) load when an offer has reached
 * them: most visitors arrive with an open offer, and the payment's parts (the bank account's
 * checks, the copy buttons) are not on their first screen.
 */
const PublicInvestmentProgress = lazy(() =>
  import('@/features/investor-offers/public/components/public-investment-progress.tsx').then((module) => ({
    default: module.PublicInvestmentProgress,
  })),
);

/** The decision of an open offer: interest (invited, viewed) and the way to the invest form. */
function PublicDecision({
  offer,
  source,
  token,
  onRefused,
}: {
  offer: CampaignOffer;
  source: OfferSource;
  token: string;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation('investor');
  const { resolved } = useBranding();
  const actions = offerActions(offer);
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('actions.title')}
        </Title>
        {actions.expressInterest ? <InterestButton source={source} onRefused={onRefused} /> : null}
        {offer.status === 'interested' ? <Text size="sm">{t('actions.interested')}</Text> : null}
        <Button
          component={Link}
          to={paths.invest.getHref(token)}
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          fullWidth
        >
          {resolved.texts.campaignInvestButtonText}
        </Button>
        <Text size="sm" c="gray.7">
          {t('actions.investHint')}
        </Text>
        {actions.decline ? <DeclineOffer source={source} pendingAgreement={false} /> : null}
      </Stack>
    </Card>
  );
}

/**
 * `/campaign?token=…`: the offer of a public invitation link, in the language chosen in the header
 * (the campaign's own texts follow it; Polish by default). Open offers: interest and the host's
 * invest button leading to `/invest`; accepted ones: the agreement, payment confirmations and
 * the PDF summary; closed campaigns and inactive links: a full-page message (spec §8).
 */
export default function CampaignPage() {
  const { token, source, query, reads, problem, onRefused } = usePublicOffer();
  const { t } = useTranslation('investor');
  const offer = query.data;

  let content: ReactNode;
  if (problem) content = <PublicProblemPage problem={problem} onRetry={() => void query.refetch()} />;
  else if (!offer) content = <LoadingState label={t('state.loading')} />;
  else {
    const stage = offerStage(offer);
    if (stage.kind === 'campaign-closed') content = <CampaignClosedPage offer={offer} phase={stage.phase} />;
    else if (stage.kind === 'open') {
      content = (
        <OfferLayout
          offer={offer}
          invitedEmail={offer.investorEmail}
          aside={<PublicDecision offer={offer} source={source} token={token} onRefused={onRefused} />}
        />
      );
    } else if (stage.kind === 'investment') {
      content = (
        <OfferLayout
          offer={offer}
          invitedEmail={offer.investorEmail}
          asideFirst
          aside={
            <Suspense fallback={<LoadingState label={t('state.loading')} />}>
              <PublicInvestmentProgress offer={offer} source={source} reads={reads} />
            </Suspense>
          }
        />
      );
    } else {
      content = (
        <OfferLayout
          offer={offer}
          invitedEmail={offer.investorEmail}
          asideFirst
          aside={<OfferClosedNotice stage={stage} />}
        />
      );
    }
  }
  return <PublicFrame>{content}</PublicFrame>;
}
