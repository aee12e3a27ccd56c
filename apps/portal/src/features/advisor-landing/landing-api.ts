import type { Language } from '@wl/shared/config';
import { type CampaignOffer, campaignTranslation } from '@wl/shared/schemas';
import { paths } from '@/config/paths.ts';
import { api } from '@/lib/api/client.ts';

export const landingKeys = {
  offer: (token: string) => ['advisor-landing', 'offer', token] as const,
};

/** GET /public-api/campaign-offer/{token}: the offer of a public link (its first open marks it viewed). */
export const fetchLandingOffer = (token: string) =>
  api<CampaignOffer>(`/public-api/campaign-offer/${encodeURIComponent(token)}`);

/** The campaign's name in the page's language (else Polish, the campaigns' default, else English). */
export function campaignNameOf(offer: CampaignOffer, language: Language): string {
  return campaignTranslation(offer.campaign.data, language).name || offer.campaign.name;
}

/** Where the invest buttons lead with a token: the public invest form and the campaign page. */
export function investLinks(token: string | null): { form: string; campaign: string } | null {
  if (!token) return null;
  return {
    form: paths.invest.getHref(token),
    campaign: paths.campaign.getHref(token),
  };
}
