import type { CampaignOffer } from '@wl/shared/schemas';
import type { OfferSource } from '@/features/investor-offers/api/offer-source.ts';
import { useOfferRefresh } from '@/features/investor-offers/api/use-offer.ts';
import { InvestmentProgress } from '@/features/investor-offers/components/investment-progress.tsx';
import { MAX_CONTRACT_POLLS } from '@/features/investor-offers/lib/offer-stage.ts';

/**
 * An accepted offer's steps on a public link (`/campaign`, `/invest`): the agreement opens for
 * signing in a new tab (the link's page stays), and after the polls run out the investor may ask
 * for the agreement's state again.
 */
export function PublicInvestmentProgress({
  offer,
  source,
  reads,
}: {
  offer: CampaignOffer;
  source: OfferSource;
  /** How many times the offer was read (use-offer.ts). */
  reads: number;
}) {
  const refresh = useOfferRefresh(source);
  return (
    <InvestmentProgress
      offer={offer}
      source={source}
      signInNewTab
      contractStalled={reads >= MAX_CONTRACT_POLLS}
      onCheckContract={() => void refresh()}
    />
  );
}
