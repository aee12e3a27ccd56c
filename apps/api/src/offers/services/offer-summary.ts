import { createHash } from 'node:crypto';
import type { Database } from '@wl/db';
import type { HostBranding, Language } from '@wl/shared';
import { translate } from '@wl/shared';
import { errorCodes } from '@wl/shared/errors';
import { LRUCache } from 'lru-cache';
import { conflict } from '../../core/api-error.ts';
import type { RenderedPdf } from '../../files/downloads.ts';
import { type OfferTarget, type OfferViewRecord, offerViewInclude, toCampaignPublic, toTerms } from '../offer-view.ts';
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

export type OfferPdf = RenderedPdf;

/** `podsumowanie-P-1A2B.pdf`: ASCII only; the product code is the part that tells files apart. */
export function summaryFileName(productCode: string, language: Language): string {
  const code =
    productCode
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'offer';
  return `${language === 'pl' ? 'podsumowanie' : 'summary'}-${code}.pdf`;
}

/**
 * Rendered summaries by the version of what they show (decision 030): rendering costs about a
 * second of CPU, and the same offer, branding and language always give the same document. Bounded
 * by size; a changed offer, investor, advisor, campaign, product or branding is another key.
 */
const renderedSummaries = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => Math.max(1, bytes.length),
  ttl: 60 * 60_000,
});

/** What a summary is made of, as a digest: its cache key. */
export function summaryVersion(summary: OfferSummary, branding: HostBranding, language: Language): string {
  return createHash('sha256')
    .update(JSON.stringify([summary, branding, language]))
    .digest('base64url');
}

/** The summary of the offer a target names, rendered from the platform's own data (once per version). */
export async function offerPdf(
  db: Database,
  target: OfferTarget,
  branding: HostBranding,
  language: Language,
): Promise<OfferPdf & { cached: boolean }> {
  const offer = await db.offer.findFirst({ where: target.where, include: offerViewInclude });
  if (!offer) throw target.missing();
  if (!hasApplication(offer)) throw summaryNotAvailable(language);
  const summary = offerSummaryOf(offer);
  const version = `${offer.id}:${summaryVersion(summary, branding, language)}`;
  const fileName = summaryFileName(offer.product.code, language);
  const cached = renderedSummaries.get(version);
  if (cached) return { bytes: cached, fileName, cached: true };
  const bytes = await renderOfferSummaryPdf(summary, branding, language);
  renderedSummaries.set(version, bytes);
  return { bytes, fileName, cached: false };
}
