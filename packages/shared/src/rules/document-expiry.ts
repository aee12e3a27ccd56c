import type { z } from 'zod';
import { formatDate } from '../format/date.ts';
import { addDays, type ClockOptions, compareIsoDates, type IsoDate, isIsoDate, todayIso } from './calendar-date.ts';
import { isoDateSchema } from './dates.ts';
import { addRuleIssue } from './messages.ts';

/** Spec §9: an identity document must stay valid at least 7 more days. */
export const DOCUMENT_EXPIRY_MIN_DAYS = 7;

/** The earliest expiry date accepted on `today`: today plus 7 days (that day itself is fine). */
export function earliestDocumentExpiry(today: IsoDate): IsoDate {
  return addDays(today, DOCUMENT_EXPIRY_MIN_DAYS);
}

/**
 * document expiry not earlier than 7 days from today: true when the document expires on or
 * after today + 7 days. The margin covers the time between onboarding and the checks made
 * with the document.
 */
export function isDocumentExpiryAcceptable(expiryDate: IsoDate, today: IsoDate): boolean {
  return compareIsoDates(expiryDate, earliestDocumentExpiry(today)) >= 0;
}

/**
 * For an expiry date field: refuses a document that expires less than 7 days from today, read
 * from the clock at each validation. A value that is not a date is left to the field's format
 * rule. Use with `.superRefine(documentExpiryRule())` on a date schema.
 */
export function documentExpiryRule(
  options: ClockOptions = {},
): (expiryDate: string, ctx: z.core.$RefinementCtx<string>) => void {
  return (expiryDate, ctx) => {
    if (!isIsoDate(expiryDate)) return;
    const today = todayIso(options.today);
    if (isDocumentExpiryAcceptable(expiryDate, today)) return;
    addRuleIssue(
      ctx,
      {
        key: 'validation:documentExpiry',
        // Shown as spec §9 writes dates (`17.03.2025`).
        params: { days: DOCUMENT_EXPIRY_MIN_DAYS, date: formatDate(earliestDocumentExpiry(today)) },
      },
      undefined,
      expiryDate,
    );
  };
}

/** An expiry date (`YYYY-MM-DD`) far enough ahead; "today" is read from the clock at each validation. */
export function documentExpirySchema(options: ClockOptions = {}) {
  return isoDateSchema.superRefine(documentExpiryRule(options));
}
