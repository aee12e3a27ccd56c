import type { z } from 'zod';
import { addMonths, type ClockOptions, compareIsoDates, type IsoDate, isIsoDate, todayIso } from './calendar-date.ts';
import { isNotInFuture } from './dates.ts';
import { addRuleIssue } from './messages.ts';

/** An investor must be an adult: 18 years old on the day of the KYC (decision 057). */
export const ADULT_AGE = 18;

/**
 * The day someone born on `birthDate` turns `age`: the same day `age` years later; someone born
 * on 29 February turns it on 28 February of a common year (the Polish civil code counts an age
 * to the start of that day, art. 112).
 */
export function birthdayAt(birthDate: IsoDate, age: number): IsoDate {
  return addMonths(birthDate, age * 12);
}

/** Whether someone born on `birthDate` is at least 18 on `today`. */
export function isAdultOn(birthDate: IsoDate, today: IsoDate): boolean {
  return compareIsoDates(birthdayAt(birthDate, ADULT_AGE), today) <= 0;
}

export interface BirthDateOptions extends ClockOptions {
  /** Whether the person must be an adult today (the investor; not a beneficial owner). */
  adult?: boolean;
}

/**
 * A birth date that can be true: not after today (`validation:dateInFuture`, whatever a PESEL
 * encodes: a valid PESEL of someone born in 2030 exists) and, with `adult`, 18 years or more ago
 * (`validation:adult`). "Today" is read from the clock at each validation; a value that is not a
 * date is left to the field's format rule. Use with `.superRefine(birthDateRule(…))` on a date.
 */
export function birthDateRule(
  options: BirthDateOptions = {},
): (value: string, ctx: z.core.$RefinementCtx<string>) => void {
  return (value, ctx) => {
    if (!isIsoDate(value)) return;
    const today = todayIso(options.today);
    if (!isNotInFuture(value, today)) {
      addRuleIssue(ctx, { key: 'validation:dateInFuture' }, undefined, value);
    } else if (options.adult && !isAdultOn(value, today)) {
      addRuleIssue(ctx, { key: 'validation:adult', params: { age: ADULT_AGE } }, undefined, value);
    }
  };
}
