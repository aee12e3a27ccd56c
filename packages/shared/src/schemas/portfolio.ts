import { z } from 'zod';
import {
  currencySchema,
  interestPaymentFrequencySchema,
  interestTypeSchema,
  schedulePaymentStatusSchema,
} from './enums.ts';
import { calendarDateSchema, idSchema, moneySchema } from './fields.ts';

/**
 * One payment of an investment's interest schedule (issue 20, decision 068): its period, the
 * interest and principal due, and what happened to it. `scheduled` and `unpaid` are not stored:
 * a payment nobody marked is `scheduled` until its due date and `unpaid` after it.
 */
export const schedulePaymentSchema = z.strictObject({
  number: z.number().int().positive(),
  periodStart: calendarDateSchema,
  dueDate: calendarDateSchema,
  days: z.number().int().positive(),
  interest: moneySchema,
  principal: moneySchema,
  total: moneySchema,
  status: schedulePaymentStatusSchema,
  /** What was paid (the whole total when paid, less when partially paid); null otherwise. */
  paidAmount: moneySchema.nullable(),
  paidOn: calendarDateSchema.nullable(),
});
export type SchedulePayment = z.infer<typeof schedulePaymentSchema>;

/**
 * One investment of the investor's portfolio with its schedule. A signed investment whose money
 * has not arrived yet has no start date, hence no dates and no payments (`startDate` null).
 */
export const investmentScheduleSchema = z.strictObject({
  offerId: idSchema,
  campaignName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  /** Per cent per year; for a variable rate the current one, and the amounts are estimated. */
  interestPerYear: z.string(),
  interestType: interestTypeSchema,
  interestPaymentFrequency: interestPaymentFrequencySchema,
  estimated: z.boolean(),
  startDate: calendarDateSchema.nullable(),
  maturityDate: calendarDateSchema.nullable(),
  payments: z.array(schedulePaymentSchema),
  totalInterest: moneySchema.nullable(),
});
export type InvestmentSchedule = z.infer<typeof investmentScheduleSchema>;

/** GET /investor-api/portfolio: what the investor has invested, per currency, and every schedule. */
export const portfolioSchema = z.strictObject({
  invested: z.array(z.strictObject({ currency: currencySchema, amount: moneySchema, expectedInterest: moneySchema })),
  investments: z.array(investmentScheduleSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/**
 * PUT /api/advisor/investor/{offerId}/schedule/{number} (admins, decision 071): what happened to
 * one payment. `paid` takes the payment's whole total; `partially_paid` an amount above zero and
 * below the total; both a day that is not in the future. `cancelled` takes nothing, and `none`
 * clears the mark (the payment is `scheduled` or `unpaid` again by its due date).
 */
export const scheduleMarkStatuses = ['paid', 'partially_paid', 'cancelled', 'none'] as const;
export const scheduleMarkPayloadSchema = z
  .strictObject({
    status: z.enum(scheduleMarkStatuses),
    paidAmount: moneySchema.nullish(),
    paidOn: calendarDateSchema.nullish(),
  })
  .superRefine((mark, context) => {
    const paying = mark.status === 'paid' || mark.status === 'partially_paid';
    if (paying && !mark.paidOn) context.addIssue({ code: 'custom', path: ['paidOn'], message: 'validation:required' });
    if (mark.status === 'partially_paid' && !mark.paidAmount)
      context.addIssue({ code: 'custom', path: ['paidAmount'], message: 'validation:required' });
  });
export type ScheduleMarkPayload = z.infer<typeof scheduleMarkPayloadSchema>;
export const scheduleMarkParamsSchema = z.strictObject({
  offerId: idSchema,
  number: z.coerce.number().int().positive().max(10_000),
});

/** The most a schedule import may hold: 1 MB of CSV text, 10 000 lines (decision 071). */
export const SCHEDULE_IMPORT_MAX_BYTES = 1_000_000;
export const SCHEDULE_IMPORT_MAX_LINES = 10_000;

/** POST /api/advisor/schedule-import/preview: the CSV text as it was pasted or read from a file. */
export const scheduleImportPreviewPayloadSchema = z.strictObject({
  csv: z.string().max(2 * SCHEDULE_IMPORT_MAX_BYTES, { error: 'validation:invalid' }),
});
export type ScheduleImportPreviewPayload = z.infer<typeof scheduleImportPreviewPayloadSchema>;

/** POST /api/advisor/schedule-import/apply: the same CSV and the hash of the preview that was shown. */
export const scheduleImportApplyPayloadSchema = z.strictObject({
  csv: z.string().max(2 * SCHEDULE_IMPORT_MAX_BYTES, { error: 'validation:invalid' }),
  previewHash: z.string().regex(/^[0-9a-f]{64}$/, { error: 'validation:invalid' }),
});
export type ScheduleImportApplyPayload = z.infer<typeof scheduleImportApplyPayloadSchema>;

/** Why a line of a schedule import is refused (texts: `investments:scheduleImport.reasons.*`). */
export const scheduleImportRefusals = [
  'columns',
  'unknown_offer',
  'no_schedule',
  'number_out_of_range',
  'amount_not_a_number',
  'amount_not_positive',
  'amount_above_total',
  'date_invalid',
  'date_in_future',
  'duplicate',
] as const;
export const scheduleImportRefusalSchema = z.enum(scheduleImportRefusals);
export type ScheduleImportRefusal = z.infer<typeof scheduleImportRefusalSchema>;

/**
 * One line of an import preview: a change (`from` → `to`), a line that changes nothing (the
 * payment is already marked so), or a refusal with its reason. `reference` is the first column as
 * written (cut to 80 characters), shown back as plain text.
 */
export const scheduleImportLineSchema = z.strictObject({
  line: z.number().int().positive(),
  reference: z.string(),
  outcome: z.enum(['change', 'unchanged', 'refused']),
  reason: scheduleImportRefusalSchema.nullable(),
  offerId: idSchema.nullable(),
  investorName: z.string().nullable(),
  productCode: z.string().nullable(),
  currency: currencySchema.nullable(),
  number: z.number().int().nullable(),
  dueDate: calendarDateSchema.nullable(),
  total: moneySchema.nullable(),
  from: schedulePaymentStatusSchema.nullable(),
  to: schedulePaymentStatusSchema.nullable(),
  paidAmount: moneySchema.nullable(),
  paidOn: calendarDateSchema.nullable(),
});
export type ScheduleImportLine = z.infer<typeof scheduleImportLineSchema>;

/** The preview (and the result of applying it): every line, the counts, and the preview's hash. */
export const scheduleImportPreviewSchema = z.strictObject({
  lines: z.array(scheduleImportLineSchema),
  changes: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  previewHash: z.string(),
});
export type ScheduleImportPreview = z.infer<typeof scheduleImportPreviewSchema>;
