import { z } from 'zod';
import { currencySchema, type InvestmentStatus, investmentStatusSchema } from './enums.ts';
import { dateTimeSchema, emailSchema, idSchema, moneySchema } from './fields.ts';
import { stalledStageSchema } from './follow-up.ts';

/**
 * What the advisor panel shows and does around one investment besides its row (issue 19, "what
 * advisors expect"): its status history, the sums of a filtered list, the invitation sent again
 * or its link copied, and the warning about an open offer before inviting (decisions 064, 065).
 */

/** The longest reason an advisor may give for a status change (rejecting an investment). */
export const STATUS_REASON_MAX_LENGTH = 500;

/**
 * One row of GET /api/advisor/investor/{offerId}/history: a status change of the investment, who
 * made it (the investor, an advisor; null for the platform or an account deleted since), when,
 * and the reason given (an advisor's rejection).
 */
export const offerStatusHistoryEntrySchema = z.strictObject({
  id: idSchema,
  /** Null for the first row: the offer made (the invitation). */
  fromStatus: investmentStatusSchema.nullable(),
  toStatus: investmentStatusSchema,
  changedAt: dateTimeSchema,
  changedBy: z
    .strictObject({
      /** The person's name, or their e-mail while they have none. */
      name: z.string(),
      /** `investor`: the offer's investor; `advisor`: anyone of the advisor panel. */
      role: z.enum(['investor', 'advisor']),
    })
    .nullable(),
  reason: z.string().nullable(),
});
export type OfferStatusHistoryEntry = z.infer<typeof offerStatusHistoryEntrySchema>;

/**
 * A reminder mail sent to the investor about a stalled offer (issue 20, item 4; decision 072), in
 * the same history: when, the stall it was about, and who sent it (an advisor; null and
 * `automatic` when the tenant's automatic reminders sent it).
 */
export const offerReminderHistoryEntrySchema = z.strictObject({
  kind: z.literal('reminder'),
  id: idSchema,
  changedAt: dateTimeSchema,
  stage: stalledStageSchema,
  automatic: z.boolean(),
  changedBy: z.strictObject({ name: z.string(), role: z.literal('advisor') }).nullable(),
});
export type OfferReminderHistoryEntry = z.infer<typeof offerReminderHistoryEntrySchema>;

/** GET /api/advisor/investor/{offerId}/history: status changes and reminders, oldest first. */
export const offerHistoryEntrySchema = z.discriminatedUnion('kind', [
  offerStatusHistoryEntrySchema.extend({ kind: z.literal('status') }),
  offerReminderHistoryEntrySchema,
]);
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntrySchema>;
export const offerStatusHistorySchema = z.array(offerHistoryEntrySchema);

/**
 * GET /api/advisor/investor/offers/totals (and …/offers-by-network/totals): the amounts of every
 * offer the list's filters match (not only the page shown), summed per currency, since an amount
 * in PLN and one in EUR cannot be added up. `count` is the number of offers with an amount.
 */
export const currencyTotalSchema = z.strictObject({
  currency: currencySchema,
  amount: moneySchema,
  count: z.number().int().nonnegative(),
});
export type CurrencyTotalRow = z.infer<typeof currencyTotalSchema>;
export const investmentTotalsSchema = z.array(currencyTotalSchema);

/**
 * The statuses in which the investor still needs the offer's link (to open, accept, sign, upload
 * a payment confirmation): the invitation may be sent again and its link copied only in these.
 */
export const invitationOpenStatuses = [
  'invited',
  'viewed',
  'interested',
  'accepted',
] as const satisfies readonly InvestmentStatus[];

export function isInvitationOpen(status: InvestmentStatus): boolean {
  return (invitationOpenStatuses as readonly InvestmentStatus[]).includes(status);
}

/**
 * POST /api/advisor/investor/{offerId}/invitation: the invitation mailed again with a new link
 * (the earlier link stops working); where it went and until when the link works.
 */
export const invitationResentSchema = z.strictObject({
  email: z.string(),
  linkExpiresAt: dateTimeSchema,
});
export type InvitationResent = z.infer<typeof invitationResentSchema>;

/**
 * POST /api/advisor/investor/{offerId}/invitation-link: a new link to the offer for the advisor
 * to pass on (the earlier link stops working: only its hash is kept, so no earlier link can be
 * shown again).
 */
export const invitationLinkSchema = z.strictObject({
  link: z.url(),
  linkExpiresAt: dateTimeSchema,
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** The most addresses one check takes (a long invitation list is checked in parts). */
export const INVITATION_CHECK_MAX_EMAILS = 100;

/**
 * POST /api/advisor/campaign/{campaignId}/product/{productId}/invitation-check: the addresses of
 * the invitation form, checked before anything is sent.
 */
export const invitationCheckPayloadSchema = z.strictObject({
  investorEmails: z.array(emailSchema).min(1).max(INVITATION_CHECK_MAX_EMAILS),
});
export type InvitationCheckPayload = z.infer<typeof invitationCheckPayloadSchema>;

/**
 * One address of the check that already has an open offer (not rejected, declined or archived)
 * for the product. `own`: the caller's own (an invitation makes a second offer; the status and
 * id name it); `other`: another advisor's (the invitation will be refused as
 * `lead.other_advisor`; nothing more of it is told).
 */
export const openOfferWarningSchema = z.discriminatedUnion('owner', [
  z.strictObject({ email: z.string(), owner: z.literal('own'), offerId: idSchema, status: investmentStatusSchema }),
  z.strictObject({ email: z.string(), owner: z.literal('other') }),
]);
export type OpenOfferWarning = z.infer<typeof openOfferWarningSchema>;
export const invitationCheckSchema = z.array(openOfferWarningSchema);
