import { z } from 'zod';
import { currencySchema } from './enums.ts';
import { dateTimeSchema, idSchema, moneySchema } from './fields.ts';

/**
 * Follow-up (issue 20, item 4; decision 072): the offers that stopped moving, so an advisor knows
 * whom to call, and the reminder mail one click sends the investor.
 *
 * The four stalls, each "for at least N days" (N per tenant, `stallDays`):
 * - `viewed`: opened, no interest expressed;
 * - `interested`: interest expressed, not accepted;
 * - `accepted`: accepted, the agreement not signed;
 * - `signed`: the agreement signed, the money not arrived (not active).
 */
export const stalledStages = ['viewed', 'interested', 'accepted', 'signed'] as const;
export const stalledStageSchema = z.enum(stalledStages);
export type StalledStage = z.infer<typeof stalledStageSchema>;

/** N when a tenant has not chosen one, and the range it may choose from. */
export const FOLLOW_UP_DEFAULT_STALL_DAYS = 7;
export const FOLLOW_UP_MIN_STALL_DAYS = 1;
export const FOLLOW_UP_MAX_STALL_DAYS = 90;
/** One reminder per offer within this many hours, by hand or automatic (the rate limit). */
export const REMINDER_INTERVAL_HOURS = 24;
/** An automatic reminder goes out at most this many times per offer and stall. */
export const AUTOMATIC_REMINDERS_PER_STALL = 1;
/** The page sizes of the stalled-offers list. */
export const followUpPageSizes = [10, 20, 50] as const;

/**
 * GET/PUT /api/advisor/follow-up/settings: the tenant's N and whether the platform sends
 * reminders by itself. Everyone of the advisor panel reads them; only an admin changes them.
 */
export const followUpSettingsSchema = z.strictObject({
  stallDays: z.number().int().min(FOLLOW_UP_MIN_STALL_DAYS).max(FOLLOW_UP_MAX_STALL_DAYS),
  automaticReminders: z.boolean(),
});
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;

/**
 * GET /api/advisor/follow-up: the stalled offers in the caller's scope (an advisor: own; a
 * coordinator: own and their networks'; an admin: the tenant's), longest stalled first.
 * `stage` narrows to one stall; `campaignId` to one campaign. The total in `x-total-count`.
 */
export const followUpQuerySchema = z.strictObject({
  stage: stalledStageSchema.optional(),
  campaignId: idSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (followUpPageSizes as readonly number[]).includes(value), { error: 'validation:invalid' })
    .default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
export type FollowUpQuery = z.infer<typeof followUpQuerySchema>;

/** One stalled offer: who, what, how long, and when it may be reminded again. */
export const stalledOfferSchema = z.strictObject({
  offerId: idSchema,
  stage: stalledStageSchema,
  /** When the offer entered the stage it is stalled in. */
  since: dateTimeSchema,
  /** Whole days since then. */
  days: z.number().int().nonnegative(),
  investorName: z.string(),
  investorEmail: z.string(),
  campaignName: z.string(),
  productCode: z.string(),
  amount: moneySchema.nullable(),
  currency: currencySchema,
  ownerName: z.string(),
  /** The last reminder sent for this offer (by hand or automatic), null when none. */
  lastReminderAt: dateTimeSchema.nullable(),
  /** When the next reminder may go out (the rate limit); null when it may go now. */
  nextReminderAt: dateTimeSchema.nullable(),
});
export type StalledOffer = z.infer<typeof stalledOfferSchema>;
export const stalledOffersSchema = z.array(stalledOfferSchema);

/**
 * POST /api/advisor/investor/{offerId}/reminder: one reminder mail to the investor, in their
 * language; 409 `offer.not_stalled` when the offer is not stalled, 429 `offer.reminder_too_soon`
 * (with `nextReminderAt` in the error's parameters) within the interval. The answer says when.
 */
export const reminderSentSchema = z.strictObject({
  sentAt: dateTimeSchema,
  nextReminderAt: dateTimeSchema,
});
export type ReminderSent = z.infer<typeof reminderSentSchema>;
