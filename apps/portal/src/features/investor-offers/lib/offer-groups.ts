import type { CampaignOffer } from '@wl/shared/schemas';
import { paths } from '@/config/paths.ts';
import { offerStage } from './offer-stage.ts';

/**
 * The investor's offers in three groups (the spec is silent; these are ours):
 * - `current`: invited, viewed or interested in a campaign that is open or not started yet;
 * - `investments`: accepted, active or archived with an amount;
 * - `closed`: rejected, declined, or left undecided until the campaign ended.
 */
export const offerGroups = ['current', 'investments', 'closed'] as const;
export type OfferGroup = (typeof offerGroups)[number];

export function offerGroupOf(offer: CampaignOffer): OfferGroup {
  const stage = offerStage(offer);
  if (stage.kind === 'investment') return 'investments';
  if (stage.kind === 'open' || (stage.kind === 'campaign-closed' && stage.phase === 'not_started')) return 'current';
  return 'closed';
}

export function offersOfGroup(offers: readonly CampaignOffer[], group: OfferGroup | 'all'): CampaignOffer[] {
  return group === 'all' ? [...offers] : offers.filter((offer) => offerGroupOf(offer) === group);
}

/** The dashboard's "your investments": the ones in progress or running (archived ones stay in the list). */
export function ongoingInvestments(offers: readonly CampaignOffer[]): CampaignOffer[] {
  return offers.filter((offer) => offerGroupOf(offer) === 'investments' && offer.status !== 'archived');
}

/** Spec §2: an investment opens at /app/investments/{id}, any other offer at /app/offers/{id} (one screen). */
export function offerHref(offer: CampaignOffer): string {
  return offerGroupOf(offer) === 'investments'
    ? paths.app.investment.getHref(offer.id)
    : paths.app.offer.getHref(offer.id);
}
