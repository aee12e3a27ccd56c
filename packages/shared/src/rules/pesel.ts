import { z } from 'zod';
import { type IsoDate, isRealDate, parseIsoDate } from './calendar-date.ts';
import { ifValidSoFar } from './check-order.ts';
import { addRuleIssue, ruleMessage } from './messages.ts';

export type Sex = 'female' | 'male';

export interface PeselData {
  birthDate: IsoDate;
  sex: Sex;
}

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/** The century a PESEL month encodes is the month plus an offset: 80 for the 1800s, 0, 20, 40, 60. */
const CENTURY_OFFSETS = [
  { from: 1800, offset: 80 },
  { from: 1900, offset: 0 },
  { from: 2000, offset: 20 },
  { from: 2100, offset: 40 },
  { from: 2200, offset: 60 },
] as const;

/** PESELs encode birth years 1800 to 2299. */
export const PESEL_FIRST_YEAR = 1800;
export const PESEL_LAST_YEAR = 2299;

function digitsOf(pesel: string): number[] | undefined {
  return /^\d{11}$/.test(pesel) ? [...pesel].map(Number) : undefined;
}

/** The check digit of the first ten digits: 10 minus the weighted sum's last digit, mod 10. */
function checkDigit(digits: readonly number[]): number {
  const sum = WEIGHTS.reduce<number>((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * The birth date and sex a PESEL encodes, or undefined when it is not a valid PESEL (wrong
 * length, check digit, or a date that does not exist, like 29 February 1900).
 */
export function decodePesel(value: string): PeselData | undefined {
  const digits = digitsOf(value.trim());
  if (!digits || checkDigit(digits) !== digits[10]) return undefined;
  const [y1 = 0, y2 = 0, m1 = 0, m2 = 0, d1 = 0, d2 = 0, , , , sexDigit = 0] = digits;
  const encodedMonth = m1 * 10 + m2;
  const century = CENTURY_OFFSETS.find(({ offset }) => encodedMonth > offset && encodedMonth <= offset + 12);
  if (!century) return undefined;
  const year = century.from + y1 * 10 + y2;
  const month = encodedMonth - century.offset;
  const day = d1 * 10 + d2;
  if (!isRealDate(year, month, day)) return undefined;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return { birthDate: `${year}-${pad(month)}-${pad(day)}`, sex: sexDigit % 2 === 1 ? 'male' : 'female' };
}

/** Whether the text is a valid PESEL: 11 digits, a correct check digit and a real birth date. */
export function isValidPesel(value: string): boolean {
  return decodePesel(value) !== undefined;
}

/**
 * Builds a valid PESEL for a birth date (1800–2299), a sex and a serial (0–999) that fills
 * digits 7–9 and picks the sex digit among those of the sex's parity. For fixtures and tests,
 * which must not use real people's numbers.
 */
export function composePesel(birthDate: IsoDate, sex: Sex, serial = 0): string {
  const date = parseIsoDate(birthDate);
  if (!date || date.year < PESEL_FIRST_YEAR || date.year > PESEL_LAST_YEAR) {
    throw new RangeError(`A PESEL encodes birth dates from ${PESEL_FIRST_YEAR} to ${PESEL_LAST_YEAR}: ${birthDate}`);
  }
  if (!Number.isInteger(serial) || serial < 0 || serial > 999) throw new RangeError(`Serial out of range: ${serial}`);
  const century = CENTURY_OFFSETS.find(({ from }) => date.year >= from && date.year < from + 100);
  const offset = century?.offset ?? 0;
  const serialDigits = String(serial).padStart(3, '0');
  const sexDigit = (serial % 5) * 2 + (sex === 'male' ? 1 : 0);
  const body =
    String(date.year % 100).padStart(2, '0') +
    String(date.month + offset).padStart(2, '0') +
    String(date.day).padStart(2, '0') +
    serialDigits +
    String(sexDigit);
  return body + String(checkDigit([...body].map(Number)));
}

/** A PESEL, trimmed (checked only when given: blank is "required" alone). */
export const peselSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:required' })
  .refine(isValidPesel, { ...ruleMessage('validation:pesel'), ...ifValidSoFar });

/**
 * birth date must match PESEL: for an object holding both, reports on the birth date when a
 * valid PESEL encodes another day. An invalid PESEL or a missing date is left to those fields'
 * own rules. Field names default to `pesel` / `birthDate`. Use with `.superRefine(…)`.
 */
export function birthDateMatchesPesel(
  fields: { pesel: string; birthDate: string } = { pesel: 'pesel', birthDate: 'birthDate' },
): (value: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => void {
  return (value, ctx) => {
    const pesel = value[fields.pesel];
    const birthDate = value[fields.birthDate];
    if (typeof pesel !== 'string' || typeof birthDate !== 'string') return;
    const decoded = decodePesel(pesel);
    if (!decoded || parseIsoDate(birthDate.trim()) === undefined) return;
    if (decoded.birthDate !== birthDate.trim()) {
      addRuleIssue(ctx, { key: 'validation:birthDatePesel' }, [fields.birthDate], birthDate);
    }
  };
}
