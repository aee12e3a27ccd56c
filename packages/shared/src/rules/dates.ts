import { z } from 'zod';
import { formatDate } from '../format/date.ts';
import { type ClockOptions, compareIsoDates, type IsoDate, isIsoDate, todayIso } from './calendar-date.ts';
import { addRuleIssue, ruleMessage, type ValidationKey } from './messages.ts';

/**
 * date_format: a `YYYY-MM-DD` string naming a real day (2000-02-29 yes, 1900-02-29 no). Blank is
 * "required"; the format check aborts, so rules chained after it only ever see real dates.
 */
export const isoDateSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:required', abort: true })
  .refine(isIsoDate, { ...ruleMessage('validation:date'), abort: true });

/** A fixed date, or one computed from today's (e.g. `(today) => addDays(today, 7)`). */
export type DateLimit = IsoDate | ((today: IsoDate) => IsoDate);

export interface DateLimitOptions extends ClockOptions {
  /** Whether the limit itself is allowed (on or before / on or after); false by default. */
  inclusive?: boolean;
}

/** The limit as a date, reading the clock only now, when the rule runs. */
export function resolveDateLimit(limit: DateLimit, options: ClockOptions = {}): IsoDate {
  return typeof limit === 'function' ? limit(todayIso(options.today)) : limit;
}

function dateLimitSchema(
  limit: DateLimit,
  options: DateLimitOptions,
  allowed: (comparison: number) => boolean,
  keys: { strict: ValidationKey; inclusive: ValidationKey },
) {
  return isoDateSchema.superRefine((value, ctx) => {
    const bound = resolveDateLimit(limit, options);
    const comparison = compareIsoDates(value, bound);
    if (allowed(comparison) || (options.inclusive && comparison === 0)) return;
    // The date goes in as the reader sees dates (DD.MM.YYYY, the same in both languages).
    addRuleIssue(ctx, { key: options.inclusive ? keys.inclusive : keys.strict, params: { date: formatDate(bound) } });
  });
}

/** date_before: a date before the limit (on it too with `inclusive`). */
export function dateBeforeSchema(limit: DateLimit, options: DateLimitOptions = {}) {
  return dateLimitSchema(limit, options, (comparison) => comparison < 0, {
    strict: 'validation:dateBefore',
    inclusive: 'validation:dateOnOrBefore',
  });
}

/** date_after: a date after the limit (on it too with `inclusive`). */
export function dateAfterSchema(limit: DateLimit, options: DateLimitOptions = {}) {
  return dateLimitSchema(limit, options, (comparison) => comparison > 0, {
    strict: 'validation:dateAfter',
    inclusive: 'validation:dateOnOrAfter',
  });
}

/** Whether a day has come: `date` is `today` or earlier. */
export function isNotInFuture(date: IsoDate, today: IsoDate): boolean {
  return compareIsoDates(date, today) <= 0;
}

/**
 * For the date of something that has happened (a birth, money received): refuses a day after
 * today (`validation:dateInFuture`), read from the clock at each validation. A value that is not
 * a date is left to the field's format rule. Use with `.superRefine(notInFuture())` on a date.
 */
export function notInFuture(options: ClockOptions = {}): (value: string, ctx: z.core.$RefinementCtx<string>) => void {
  return (value, ctx) => {
    if (isIsoDate(value) && !isNotInFuture(value, todayIso(options.today))) {
      addRuleIssue(ctx, { key: 'validation:dateInFuture' }, undefined, value);
    }
  };
}
