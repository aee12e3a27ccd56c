import { defaultLanguage, type Language } from '../config/languages.ts';
import { addDays, calendarDateOf } from '../rules/calendar-date.ts';

/*
 * What the offer screens compute from a campaign, without zod (decision 075): the public offer
 * page shows a campaign without loading its schemas, which are in `campaign.ts`.
 */

/** Spec §3: the public offer page opens in Polish, whatever the visitor's browser says. */
export const CAMPAIGN_DEFAULT_LANGUAGE: Language = defaultLanguage;

/**
 * The transfer title of a subscription: the product's code and the first eight characters of the
 * offer's id, which identify the payment for the issuer and the advisor.
 */
export function transferTitle(productCode: string, offerId: string): string {
  return `${productCode} ${offerId.slice(0, 8).toUpperCase()}`;
}

/** The day the transfer is due: `deadlineDays` after the subscription's day (in the platform's time zone). */
export function paymentDueDate(acceptedAt: string, deadlineDays: number): string {
  return addDays(calendarDateOf(new Date(acceptedAt)), deadlineDays);
}

/**
 * The campaign's texts in `language`, else in Polish (the default), else in whichever exists (a
 * campaign's `data` of `campaign.ts`, whose schema guarantees one of the two).
 */
export function campaignTranslation<Texts>(
  data: { translations: { pl?: Texts; en?: Texts } },
  language: Language,
): Texts {
  const { translations } = data;
  return (translations[language] ?? translations[CAMPAIGN_DEFAULT_LANGUAGE] ?? translations.en) as Texts;
}
