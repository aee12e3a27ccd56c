import { z } from 'zod';
import { addDays, addMonths, addRuleIssue, compareIsoDates, type IsoDate } from '../rules/index.ts';
import { currencySchema } from './enums.ts';
import { calendarDateSchema, idSchema, moneySchema } from './fields.ts';

/**
 * The funnel of a campaign (issue 20, decision 070): of the offers invited within a period, how
 * many reached each step. `signed` is not an offer status: the offer's agreement was completed at
 * the e-signature provider. An offer that skipped a step (accepted straight from the invitation)
 * has passed it too.
 */
export const funnelSteps = ['invited', 'viewed', 'interested', 'accepted', 'signed', 'active'] as const;
export const funnelStepSchema = z.enum(funnelSteps);
export type FunnelStep = z.infer<typeof funnelStepSchema>;

/** The period when none is asked: the last 90 days, today included. */
export const FUNNEL_DEFAULT_DAYS = 90;
/** The longest period one funnel covers. */
export const FUNNEL_MAX_YEARS = 3;

/**
 * GET /api/advisor/funnel. `from` and `to` are calendar days in the platform's time zone, both
 * included (default: the last 90 days); the filters only narrow the caller's own scope.
 */
export const funnelQuerySchema = z
  .strictObject({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    campaignId: idSchema.optional(),
    networkId: idSchema.optional(),
    advisorId: idSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (compareIsoDates(query.to, query.from) < 0) {
      addRuleIssue(ctx, { key: 'validation:dateOnOrAfter', params: { date: query.from } }, ['to']);
    } else if (compareIsoDates(query.from, funnelEarliestFrom(query.to)) < 0) {
      addRuleIssue(ctx, { key: 'validation:dateOnOrAfter', params: { date: funnelEarliestFrom(query.to) } }, ['from']);
    }
  });
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

/** The first day a period ending on `to` may start on (three years back, the day after). */
export function funnelEarliestFrom(to: IsoDate): IsoDate {
  return addDays(addMonths(to, -12 * FUNNEL_MAX_YEARS), 1);
}

/**
 * The period a query asks for, with the defaults filled in (`today` in the platform's time zone):
 * no `to` is today (or `from` when it is later, or the last day of three years from `from`), no
 * `from` is 90 days back from `to`, both included.
 */
export function funnelPeriod(query: Pick<FunnelQuery, 'from' | 'to'>, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const { from } = query;
  if (query.to) return { from: from ?? addDays(query.to, -(FUNNEL_DEFAULT_DAYS - 1)), to: query.to };
  if (!from) return { from: addDays(today, -(FUNNEL_DEFAULT_DAYS - 1)), to: today };
  const latest = addDays(addMonths(from, 12 * FUNNEL_MAX_YEARS), -1);
  const to = compareIsoDates(from, today) > 0 ? from : compareIsoDates(latest, today) < 0 ? latest : today;
  return { from, to };
}

/**
 * One step: how many offers reached it, the share of the previous step's offers that did
 * (0…1, null for the first step or when the previous one is empty), and the median time offers
 * spent in it before reaching a later step (seconds; null when no offer has moved on from it).
 */
export const funnelStepResultSchema = z.strictObject({
  step: funnelStepSchema,
  count: z.number().int().nonnegative(),
  conversion: z.number().min(0).nullable(),
  medianSeconds: z.number().nonnegative().nullable(),
});
export type FunnelStepResult = z.infer<typeof funnelStepResultSchema>;

/**
 * Money per currency: subscribed and not yet active (`accepted`), active (and archived after
 * being active), their sum (`raised`), and the most the invited offers could raise (`maximum`:
 * each offer's product maximum, decision 070).
 */
export const funnelAmountSchema = z.strictObject({
  currency: currencySchema,
  accepted: moneySchema,
  active: moneySchema,
  raised: moneySchema,
  maximum: moneySchema,
});
export type FunnelAmount = z.infer<typeof funnelAmountSchema>;

export const funnelSchema = z.strictObject({
  period: z.strictObject({ from: calendarDateSchema, to: calendarDateSchema }),
  steps: z.array(funnelStepResultSchema),
  amounts: z.array(funnelAmountSchema),
});
export type Funnel = z.infer<typeof funnelSchema>;
