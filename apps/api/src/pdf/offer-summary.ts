import type { Database } from '@wl/db';
import type { HostBranding, Language } from '@wl/shared';
import { translate } from '@wl/shared';
import { errorCodes } from '@wl/shared/errors';
import { conflict } from '../core/api-error.ts';
import type { OfferTarget } from '../offer-actions/offer-actions.ts';
import { type OfferViewRecord, offerViewInclude, toCampaignPublic, toTerms } from '../offer-actions/offer-view.ts';
import { type OfferSummary, renderOfferSummaryPdf } from './offer-summary-pdf.ts';

/** The statuses in which an offer has an application to summarise (it was accepted with an amount). */
const summarised = new Set(['accepted', 'active', 'archived']);

export function offerSummaryOf(offer: OfferViewRecord): OfferSummary {
  const campaign = toCampaignPublic(offer.campaign);
  return {
    status: offer.status,
    amount: offer.investmentValue ? offer.investmentValue.toFixed(2) : null,
    currency: offer.currency,
    consentsAcceptedAt: offer.consentsAcceptedAt,
    investor: {
      firstName: offer.investor.user.firstName,
      surname: offer.investor.user.surname,
      email: offer.investor.user.email,
    },
    advisor: {
      firstName: offer.ownerAdvisor.user.firstName,
      surname: offer.ownerAdvisor.user.surname,
      email: offer.ownerAdvisor.user.email,
    },
    campaign: { name: campaign.name, data: campaign.data },
    product: { code: offer.product.code, name: offer.product.name, terms: toTerms(offer.product) },
  };
}

/** Whether the offer has an application to summarise: accepted (or later) with an amount. */
export function hasApplication(offer: { status: string; investmentValue: unknown }): boolean {
  return summarised.has(offer.status) && offer.investmentValue !== null;
}

/** Decision 010: no summary before the investor accepted with an amount (409 contract.not_available). */
export const summaryNotAvailable = (language: Language) =>
  conflict(translate(language, 'errors:contractNotAvailable'), errorCodes.contractNotAvailable);

export interface OfferPdf {
  bytes: Buffer;
  fileName: string;
}

/** `podsumowanie-P-1A2B.pdf`: ASCII only; the product code is the part that tells files apart. */
export function summaryFileName(productCode: string, language: Language): string {
  const code =
    productCode
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'offer';
  return `${language === 'pl' ? 'podsumowanie' : 'summary'}-${code}.pdf`;
}

/** The summary of the offer a target names, rendered from the platform's own data. */
export async function offerPdf(
  db: Database,
  target: OfferTarget,
  branding: HostBranding,
  language: Language,
): Promise<OfferPdf> {
  const offer = await db.offer.findFirst({ where: target.where, include: offerViewInclude });
  if (!offer) throw target.missing();
  if (!hasApplication(offer)) throw summaryNotAvailable(language);
  const bytes = await renderOfferSummaryPdf(offerSummaryOf(offer), branding, language);
  return { bytes, fileName: summaryFileName(offer.product.code, language) };
}
