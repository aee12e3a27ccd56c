import type { z } from 'zod';
import { addMonths, type ClockOptions, compareIsoDates, type IsoDate, isIsoDate, todayIso } from './calendar-date.ts';
import { addRuleIssue } from './messages.ts';

/** Spec §5/§9: someone whose PEP function ended is still treated as a PEP for 12 months. */
export const PEP_FORMER_WINDOW_MONTHS = 12;

export interface PepFunctionPeriod {
  startDate?: IsoDate | null;
  endDate?: IsoDate | null;
  /** "Currently holding": the function has not ended, whatever end date is filled in. */
  current?: boolean | null;
}

/** PEP end date not before start date: true when either is missing or the end is on or after the start. */
export function isPepPeriodOrdered({ startDate, endDate }: PepFunctionPeriod): boolean {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return true;
  return compareIsoDates(endDate, startDate) >= 0;
}

/**
 * For a PEP function object: reports on the end date when it is before the start date. Field
 * names default to `startDate` / `endDate`. Use with `.superRefine(pepEndNotBeforeStart())`.
 */
export function pepEndNotBeforeStart(
  fields: { startDate: string; endDate: string } = { startDate: 'startDate', endDate: 'endDate' },
): (value: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => void {
  return (value, ctx) => {
    const startDate = value[fields.startDate];
    const endDate = value[fields.endDate];
    if (isIsoDate(startDate) && isIsoDate(endDate) && !isPepPeriodOrdered({ startDate, endDate })) {
      addRuleIssue(ctx, { key: 'validation:pepEndBeforeStart' }, [fields.endDate], endDate);
    }
  };
}

/**
 * The last day a former PEP still counts as one: 12 calendar months after the function ended
 * (an end on 2024-02-29 counts until 2025-02-28).
 */
export function pepWindowEnd(endDate: IsoDate): IsoDate {
  return addMonths(endDate, PEP_FORMER_WINDOW_MONTHS);
}

/**
 * Whether a PEP function still makes its holder a PEP today: when it is held now, has no end
 * date, or ended within the last 12 months (the day 12 months after the end included).
 */
export function isStillPep(period: PepFunctionPeriod, options: ClockOptions = {}): boolean {
  if (period.current || !isIsoDate(period.endDate)) return true;
  return compareIsoDates(todayIso(options.today), pepWindowEnd(period.endDate)) <= 0;
}
