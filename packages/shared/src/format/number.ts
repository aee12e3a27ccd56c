import Big from 'big.js';

/**
 * Spec §9 number display: two decimals, comma as the decimal separator, a space as the thousands
 * separator (`1234567.5` → `1 234 567,50`).
 *
 * - The thousands separator is a no-break space (U+00A0, {@link NUMBER_SPACE}) in both languages,
 *   so an amount never wraps inside itself wherever it is shown: a table cell, a card, a sentence
 *   of a message, a mail or a PDF (issue 19). `Intl` would use a no-break space or a narrow one
 *   for pl-PL and a comma for en, differently across ICU versions; one fixed character keeps the
 *   browser, the server and the tests in agreement. U+00A0 rather than the narrow U+202F: every
 *   font the product uses has it (the PDFs' DejaVu too) and text search treats it as a space.
 * - Both languages use the Polish notation, as the spec names one format.
 * - Values go through big.js, never through float arithmetic: money arrives as decimal strings
 *   (`'12345678901234.565'` → `12 345 678 901 234,57`) and a number is read from its shortest
 *   decimal representation (`1.005` → `1,01`). Rounding is half-up, ties away from zero
 *   (`-1.005` → `-1,01`), as commercial rounding does.
 * - Negative values take an ASCII hyphen-minus; a value that rounds to zero has no sign.
 * - Anything that is not a finite number (`null`, `''`, `NaN`, `'abc'`, `Infinity`) formats as an
 *   empty string, so a caller can choose its own placeholder (`formatNumber(v) || '—'`).
 */
export type NumericInput = number | string | Big;

export interface FormatNumberOptions {
  /** Digits after the decimal comma; 2 by default (spec §9). */
  decimals?: number;
}

/** A decimal from a number, a decimal string or a Big; `null` when it is not a finite number. */
export function toDecimal(value: NumericInput | null | undefined): Big | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Big) return value;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return null;
  try {
    return new Big(text);
  } catch {
    return null;
  }
}

/** The space inside a formatted number and between an amount and its currency: no-break (U+00A0). */
export const NUMBER_SPACE = '\u00a0';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NUMBER_SPACE);
}

export function formatNumber(
  value: NumericInput | null | undefined,
  { decimals = 2 }: FormatNumberOptions = {},
): string {
  const decimal = toDecimal(value);
  if (!decimal) return '';
  const places = Number.isInteger(decimals) && decimals >= 0 ? decimals : 2;
  const fixed = decimal.toFixed(places, Big.roundHalfUp);
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [whole = '0', fraction] = fixed.replace(/^-/, '').split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

/**
 * `1 234,50 PLN`: the number as {@link formatNumber} writes it, a no-break space, then the ISO code
 * (PLN, EUR, USD; spec §9), after the amount in both languages. Codes rather than symbols (zł, €,
 * $) keep one unambiguous shape for every currency and language. An empty string when the value
 * is not a number; the bare number when no currency is given.
 */
export function formatMoney(value: NumericInput | null | undefined, currency?: string | null): string {
  const number = formatNumber(value);
  const code = currency?.trim().toUpperCase();
  return number && code ? `${number}${NUMBER_SPACE}${code}` : number;
}
