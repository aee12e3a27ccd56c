import { z } from 'zod';
import { languageSchema } from '../config/fields.ts';
import { acceptedLegalDocumentSchema } from '../config/legal-documents.ts';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, FETCH_ALL_LIMIT } from '../format/index.ts';
import { currencySchema, investmentStatusSchema } from './enums.ts';
import { dateTimeSchema, moneySchema } from './fields.ts';

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

/** `?limit&offset` of the investor lists (spec §7: the portal asks for limit=99999). */
export const pageQuerySchema = z.strictObject({
  limit: pageNumber(DEFAULT_PAGE_SIZE, FETCH_ALL_LIMIT).pipe(z.number().min(1)),
  offset: pageNumber(DEFAULT_OFFSET, 1_000_000_000),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * GET /investor-api/lead-form/last: what the investor last filled in on an investment form (the
 * amount and consents of their latest acceptance), so the next form starts from it; `null` when
 * they have accepted nothing yet. See docs/decisions/013-lead-form.md.
 */
export const leadFormSchema = z.strictObject({
  offerId: z.string(),
  campaignName: z.string(),
  productCode: z.string(),
  amount: moneySchema,
  currency: currencySchema,
  consentsAcceptedAt: dateTimeSchema,
  /** The language and document versions the consents were given to (decision 043); null/empty before documents existed. */
  consentLanguage: languageSchema.nullable(),
  documents: z.array(acceptedLegalDocumentSchema),
});
export type LeadForm = z.infer<typeof leadFormSchema>;
