import Big from 'big.js';
import { z } from 'zod';
import {
  addRuleIssue,
  electronicIbanSchema,
  investmentAmountSchema,
  invitationEmailsSchema,
  messageSchema,
} from '../rules/index.ts';
import {
  campaignPhaseSchema,
  contractStatusSchema,
  currencySchema,
  durationUnitSchema,
  interestPaymentFrequencySchema,
  interestTypeSchema,
  investmentStatusSchema,
} from './enums.ts';
import {
  calendarDateSchema,
  dateTimeSchema,
  emailSchema,
  fileMetadataSchema,
  idSchema,
  message,
  moneySchema,
  optionalText,
  requiredText,
} from './fields.ts';

// The helpers the offer screens use without zod (decision 075), here too for the server's imports.
export { CAMPAIGN_DEFAULT_LANGUAGE, campaignTranslation, paymentDueDate, transferTitle } from './campaign-values.ts';

const MESSAGE_MAX_LENGTH = 5000;

/**
 * An interest rate per year in per cent (`"7.25"`): at most three digits before the point and
 * four after, as the column holds it (numeric(7, 4)); a larger rate would fail in the database.
 */
const interestRateSchema = z.string().regex(/^-?(0|[1-9]\d{0,2})(\.\d{1,4})?$/, message('validation:number'));

/**
 * The terms of a product offered in a campaign. Amounts are decimal strings in `currency`
 * (never floats); `interestPerYear` is a percentage (`"7.25"`); an accepted amount must lie within
 * `investmentValueMin`…`investmentValueMax` and be a multiple of `investmentValueStep`.
 */
export const offerTermsSchema = z
  .strictObject({
    interestType: interestTypeSchema,
    interestPaymentFrequency: interestPaymentFrequencySchema,
    duration: z.number().int().positive().max(1200),
    durationUnit: durationUnitSchema,
    investmentValueMin: moneySchema,
    investmentValueMax: moneySchema,
    investmentValueStep: moneySchema,
    interestPerYear: interestRateSchema,
    currency: currencySchema,
  })
  .superRefine((terms, ctx) => {
    // A malformed amount is already reported by its field; Big would throw on it.
    const [min, max, step] = [terms.investmentValueMin, terms.investmentValueMax, terms.investmentValueStep];
    if (![min, max, step].every((value) => moneySchema.safeParse(value).success)) return;
    if (new Big(step).lte(0)) addRuleIssue(ctx, { key: 'validation:amountPositive' }, ['investmentValueStep']);
    if (new Big(min).gt(max)) addRuleIssue(ctx, { key: 'validation:min', params: { min } }, ['investmentValueMax']);
  });
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** A product of a campaign: what an investor is invited to and invests in. */
export const productSchema = z.strictObject({
  id: idSchema,
  campaignId: idSchema,
  code: requiredText(50),
  name: requiredText(),
  terms: offerTermsSchema,
});
export type Product = z.infer<typeof productSchema>;

/** The texts of a campaign in one language. */
export const campaignTranslationSchema = z.strictObject({
  name: requiredText(),
  summary: optionalText(1000),
  /** Longer description; sanitised HTML (the same allow-list as host texts). */
  description: z.string().max(50_000).optional(),
});
export type CampaignTranslation = z.infer<typeof campaignTranslationSchema>;

/** Days an investor has to pay after subscribing, at most (a campaign's own number is up to it). */
export const PAYMENT_DEADLINE_MAX_DAYS = 90;

/**
 * Where and by when an investor pays for a subscription (issue 19: an accepted offer said
 * nothing about the transfer). The spec keeps no bank account; the campaign's issuer collects the
 * money, so the account belongs to the campaign, in `campaign.data` (no new column).
 */
export const campaignPaymentSchema = z.strictObject({
  accountHolder: requiredText(140),
  /** Electronic form (`PL61109010…`); shown grouped (spec §9). */
  iban: electronicIbanSchema,
  /** The transfer is due this many days after the subscription. */
  deadlineDays: z.number().int().min(1).max(PAYMENT_DEADLINE_MAX_DAYS),
});
export type CampaignPayment = z.infer<typeof campaignPaymentSchema>;

/** Spec §3: `campaign.data.translations`, keyed by language; at least one language is present. */
export const campaignDataSchema = z.strictObject({
  payment: campaignPaymentSchema.optional(),
  translations: z
    .strictObject({ pl: campaignTranslationSchema.optional(), en: campaignTranslationSchema.optional() })
    .refine((translations) => translations.pl !== undefined || translations.en !== undefined, {
      message: 'validation:required',
    }),
});
export type CampaignData = z.infer<typeof campaignDataSchema>;

/** One item of GET /api/advisor/campaigns, which answers `{ results: [...] }`. */
export const campaignSummarySchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  phase: campaignPhaseSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignListResponseSchema = z.strictObject({ results: z.array(campaignSummarySchema) });
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;

/** GET /api/advisor/campaign/{id}: the campaign with its products and public texts. */
export const campaignSchema = campaignSummarySchema.extend({
  data: campaignDataSchema,
  products: z.array(productSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** GET /api/advisor/campaign-choices: campaigns and products an advisor can invite to. */
export const campaignChoiceSchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  products: z.array(z.strictObject({ id: idSchema, code: z.string(), name: z.string() })),
});
export type CampaignChoice = z.infer<typeof campaignChoiceSchema>;
export const campaignChoicesResponseSchema = z.array(campaignChoiceSchema);
export type CampaignChoicesResponse = z.infer<typeof campaignChoicesResponseSchema>;

/**
 * GET /public-api/campaign-offer/{token} and GET /investor-api/offer/{id}: one offer as its
 * investor sees it. `amount` is set once accepted; `contractStatus` once an agreement exists.
 */
export const campaignOfferSchema = z.strictObject({
  id: idSchema,
  status: investmentStatusSchema,
  investorEmail: z.string(),
  message: z.string().nullable(),
  campaign: campaignSummarySchema.extend({ data: campaignDataSchema }),
  product: productSchema.omit({ campaignId: true }),
  advisor: z.strictObject({ firstName: z.string(), surname: z.string(), email: z.string() }),
  amount: moneySchema.nullable(),
  contractStatus: contractStatusSchema.nullable(),
  /** The provider's signing page while the agreement waits for the investor's signature (Processing). */
  signingUrl: z.string().nullable(),
  /** When the investor subscribed (accepted with an amount and the consents); the payment is due from it. */
  acceptedAt: dateTimeSchema.nullable(),
  paymentConfirmations: z.array(fileMetadataSchema),
});
export type CampaignOffer = z.infer<typeof campaignOfferSchema>;

/** At least 10 characters once trimmed (the rules' `messageSchema`), and a sane maximum. */
const invitationMessageSchema = messageSchema.pipe(z.string().max(MESSAGE_MAX_LENGTH));

/**
 * POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor: one call per
 * address of the invitation form, each answered on its own (spec §7).
 */
export const invitationPayloadSchema = z.strictObject({
  investorEmail: emailSchema,
  message: invitationMessageSchema,
  networkId: idSchema,
});
export type InvitationPayload = z.infer<typeof invitationPayloadSchema>;

/** POST /api/advisor/kyc/investor-request/send: an onboarding (KYC) invitation, one per address. */
export const kycInvitationPayloadSchema = z.strictObject({
  investorEmail: emailSchema,
  message: invitationMessageSchema,
});
export type KycInvitationPayload = z.infer<typeof kycInvitationPayloadSchema>;

export type OfferAmountLimits = Pick<OfferTerms, 'investmentValueMin' | 'investmentValueMax' | 'investmentValueStep'>;

function amountLimits(terms: OfferAmountLimits | undefined) {
  return terms ? { min: terms.investmentValueMin, max: terms.investmentValueMax, step: terms.investmentValueStep } : {};
}

/** A checkbox that must be ticked (spec §5 "checkbox must be checked"). */
export const checkedSchema = z.literal(true, { error: 'validation:confirm' });

/**
 * The KYC invitation form: addresses separated by semicolons (split into one payload each) and
 * the personal-data consent.
 */
export const kycInvitationFormSchema = z.strictObject({
  /** `a@x.pl; b@y.pl` in, the list of valid, unique addresses out. */
  investorEmails: invitationEmailsSchema,
  message: invitationMessageSchema,
  personalDataConsent: checkedSchema,
});
export type KycInvitationForm = z.infer<typeof kycInvitationFormSchema>;

/** The offer invitation form: the KYC one plus the network the offers are made in. */
export const invitationFormSchema = kycInvitationFormSchema.extend({ networkId: idSchema });
export type InvitationForm = z.infer<typeof invitationFormSchema>;

/**
 * The accept payload for one offer: the amount within its min/max and a multiple of its step
 * (spec §5). Pass a function when the offer loads after the form is built.
 */
export function acceptOfferPayloadSchemaFor(terms?: OfferAmountLimits | (() => OfferAmountLimits | undefined)) {
  return z.strictObject({
    amount: investmentAmountSchema(() => amountLimits(typeof terms === 'function' ? terms() : terms)),
    consent2: checkedSchema,
    consent3: checkedSchema,
  });
}

/**
 * PATCH /public-api/campaign-offer/{token}/accept and PATCH /investor-api/offer/{id}/accept: the
 * amount (typed with a comma or spaces, sent as a decimal string) and the two consents of the
 * host (`consent2`: investment risk, `consent3`: regulations and privacy policy). Without the
 * offer's terms only "a positive amount with at most 2 decimals" is checked; the server and the
 * invest form use `acceptOfferPayloadSchemaFor(terms)`.
 */
export const acceptOfferPayloadSchema = acceptOfferPayloadSchemaFor();
export type AcceptOfferPayload = z.output<typeof acceptOfferPayloadSchema>;
export type AcceptOfferInput = z.input<typeof acceptOfferPayloadSchema>;

/** POST /public-api/campaign-offer/{token}/upload and /investor-api/offer/{id}/upload (multipart `file`). */
export const paymentConfirmationUploadResponseSchema = fileMetadataSchema;
export type PaymentConfirmationUploadResponse = z.infer<typeof paymentConfirmationUploadResponseSchema>;

/**
 * One item of GET /api/advisor/campaigns in the advisor panel: the summary plus the campaign's
 * `active` flag (an inactive campaign takes no invitations whatever its dates).
 */
export const advisorCampaignSummarySchema = campaignSummarySchema.extend({ active: z.boolean() });
export type AdvisorCampaignSummary = z.infer<typeof advisorCampaignSummarySchema>;

export const advisorCampaignListResponseSchema = z.strictObject({ results: z.array(advisorCampaignSummarySchema) });
export type AdvisorCampaignListResponse = z.infer<typeof advisorCampaignListResponseSchema>;

/** GET /api/advisor/campaign/{id}: the campaign with its products, texts and `active` flag. */
export const advisorCampaignSchema = campaignSchema.extend({ active: z.boolean() });
export type AdvisorCampaign = z.infer<typeof advisorCampaignSchema>;
