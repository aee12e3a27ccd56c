import Big from 'big.js';
import { z } from 'zod';
import { addRuleIssue, textOrNumberSchema } from './messages.ts';

/** Spaces people and `Intl` (no-break, narrow no-break) put between groups of thousands. */
const GROUP_SPACE = '[ \\u00a0\\u202f]';

/**
 * Spec §5: number inputs accept a comma as the decimal separator. A dot is accepted too (pasted
 * values, English users); thousands may be grouped by spaces, but then every group after the
 * first has exactly three digits, so "12 34" is refused rather than read as 1234. A comma is
 * never a thousands separator: "1,234" is 1.234, as a Polish reader means it.
 */
const DECIMAL = new RegExp(`^([+-])?(\\d{1,3}(?:${GROUP_SPACE}\\d{3})+|\\d+)(?:[.,](\\d+))?$`);

/** Longer inputs are not amounts anyone types; refusing them keeps the parser cheap. */
const MAX_INPUT_LENGTH = 64;

/**
 * The exact decimal a user typed ('1 234,56', '-0.5', 1234.5), or undefined for anything else
 * (empty, '1.2.3', '1e5', '12 34', NaN). A JS number is read by its shortest decimal form, so
 * 0.1 stays 0.1 and not 0.1000000000000000055.
 */
export function parseDecimal(value: unknown): Big | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? new Big(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.length > MAX_INPUT_LENGTH) return undefined;
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction] = match;
  const digits = whole.replace(new RegExp(GROUP_SPACE, 'g'), '');
  const decimal = new Big(`${sign === '-' ? '-' : ''}${digits}${fraction === undefined ? '' : `.${fraction}`}`);
  // "-0" is just 0; Big would keep the sign and write it out.
  return decimal.eq(0) ? new Big(0) : decimal;
}

/** {@link parseDecimal} written plainly ('1234.56', never an exponent), or undefined. */
export function normalizeDecimal(value: unknown): string | undefined {
  return parseDecimal(value)?.toFixed();
}

/** {@link parseDecimal} as a JS number, or undefined when it is not a number or too large for one. */
export function parseNumber(value: unknown): number | undefined {
  const decimal = parseDecimal(value);
  if (!decimal) return undefined;
  const number = Number(decimal.toFixed());
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A number typed into a text input ('1 234,56', '1234.5') or already a number, as a number.
 * Blank is `validation:required` (make the field optional upstream when it is), garbage is
 * `validation:number`. Pipe into `rule.min`/`rule.between` for ranges.
 */
export const numberSchema = textOrNumberSchema('validation:number').transform((value, ctx): number => {
  if (typeof value === 'string' && value.trim() === '') {
    addRuleIssue(ctx, { key: 'validation:required' }, undefined, value);
    return z.NEVER;
  }
  const number = parseNumber(value);
  if (number === undefined) {
    addRuleIssue(ctx, { key: 'validation:number' }, undefined, value);
    return z.NEVER;
  }
  return number;
});
