import { errorBodySchema } from '@wl/shared/errors';
import { currencySchema, idSchema, investmentStatusSchema, moneySchema } from '@wl/shared/schemas';
import { z } from 'zod';

/**
 * Response and query schemas of the public and investor offer endpoints that `@wl/shared` does
 * not have yet (the offer itself is the shared `campaignOfferSchema`, the product `productSchema`).
 */

/** One value of an enumeration with its label in the request's language. */
const dictionaryEntrySchema = z.strictObject({ value: z.string(), label: z.string() });

/** GET /public-api/campaign-offer/dictionary and GET /investor-api/dictionary. */
export const offerDictionarySchema = z.strictObject({
  interestTypes: z.array(dictionaryEntrySchema),
  interestPaymentFrequencies: z.array(dictionaryEntrySchema),
  currencies: z.array(dictionaryEntrySchema),
  durationUnits: z.array(dictionaryEntrySchema),
  investmentStatuses: z.array(dictionaryEntrySchema),
  contractStatuses: z.array(dictionaryEntrySchema),
});
export type OfferDictionary = z.infer<typeof offerDictionarySchema>;

const moneyByCurrencySchema = z.strictObject({ currency: currencySchema, amount: moneySchema });

/**
 * GET /investor-api/investor/summary: offers per status (every status, 0 included); `invested`
 * sums the amounts of active investments and `accepted` of accepted ones awaiting the agreement
 * and payment, per currency (decimal strings); `activeInvestments` counts the active ones.
 */
export const investorSummarySchema = z.strictObject({
  offersByStatus: z.record(investmentStatusSchema, z.number().int().nonnegative()),
  invested: z.array(moneyByCurrencySchema),
  accepted: z.array(moneyByCurrencySchema),
  activeInvestments: z.number().int().nonnegative(),
});
export type InvestorSummary = z.infer<typeof investorSummarySchema>;

const pageNumber = (fallback: number, max: number) =>
  z.coerce.number({ error: 'validation:number' }).int().min(0).max(max).default(fallback);

/** `?limit&offset` of the investor lists (the portal asks for limit=99999). */
export const pageQuerySchema = z.strictObject({
  limit: pageNumber(20, 99_999).pipe(z.number().min(1)),
  offset: pageNumber(0, 1_000_000_000),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const offerIdParams = z.strictObject({ id: idSchema });

/** A public token as the link carries it; anything unknown is "Token is invalid.". */
export const offerTokenParams = z.strictObject({ token: z.string().min(1).max(512) });

export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
} as const;
