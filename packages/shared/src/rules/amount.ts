import Big from 'big.js';
import { z } from 'zod';
import { addRuleIssue, type RuleFailure, textOrNumberSchema, type ValidationKey } from './messages.ts';
import { parseDecimal } from './number.ts';

/** A decimal as the API (number or string), a form ('1 234,56') or code (Big) gives it. */
export type DecimalInput = string | number | Big;

/** A campaign's limits: investmentValueMin, investmentValueMax and the step (spec §3). */
export interface InvestmentAmountLimits {
  min?: DecimalInput | null;
  max?: DecimalInput | null;
  /** Amounts must be multiples of it; missing or 0 means any amount. */
  step?: DecimalInput | null;
  /** Decimal places allowed; 2 by default, the minor unit of PLN, EUR and USD. */
  scale?: number;
}

export const AMOUNT_SCALE = 2;

export type InvestmentAmountCheck = { ok: true; amount: string } | { ok: false; failure: RuleFailure };

function limit(value: DecimalInput | null | undefined, name: string): Big | undefined {
  if (value === undefined || value === null) return undefined;
  const decimal = value instanceof Big ? value : parseDecimal(value);
  // A broken campaign configuration must surface, not quietly let any amount through.
  if (!decimal) throw new RangeError(`Investment amount ${name} is not a number: ${String(value)}`);
  return decimal;
}

/** Decimal places of a Big, e.g. 2 for 12.34 and 0 for 1200 (Big keeps `e` and digits `c`). */
function scaleOf(decimal: Big): number {
  return Math.max(0, decimal.c.length - 1 - decimal.e);
}

/**
 * investment amount required, within minimum and maximum, and a multiple of a step. All of it
 * in exact decimal arithmetic (big.js): 0.3 is a multiple of 0.1 and 12345678901.23 stays itself,
 * where floats would say neither.
 *
 * The step: spec §5 words it "investment value not divisible by the step", so the amount itself
 * must be a multiple of the step (amount % step === 0), not a multiple counted from the minimum.
 * With a minimum that is not a multiple of the step (min 150, step 100) the smallest accepted
 * amount is then 200; campaigns are expected to set min as a multiple of step.
 *
 * Checks run in order and the first failure is reported: required, number, decimal places,
 * greater than 0, minimum, maximum, step. Limits go into the message params written plainly
 * ('1000', '0.1', never an exponent); the format module may restyle them for display.
 * On success `amount` is the amount as a plain decimal string ('1234.5').
 */
export function checkInvestmentAmount(value: unknown, limits: InvestmentAmountLimits = {}): InvestmentAmountCheck {
  const fail = (failure: RuleFailure): InvestmentAmountCheck => ({ ok: false, failure });
  const min = limit(limits.min, 'minimum');
  const max = limit(limits.max, 'maximum');
  const step = limit(limits.step, 'step');
  if (step?.lt(0)) throw new RangeError(`Investment amount step is negative: ${step.toFixed()}`);
  const scale = limits.scale ?? AMOUNT_SCALE;

  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return fail({ key: 'validation:required' });
  }
  const amount = value instanceof Big ? value : parseDecimal(value);
  if (!amount) return fail({ key: 'validation:number' });
  if (scaleOf(amount) > scale) return fail({ key: 'validation:amountScale', params: { scale } });
  if (amount.lte(0)) return fail({ key: 'validation:amountPositive' });
  if (min && amount.lt(min)) return fail({ key: 'validation:amountMin', params: { min: min.toFixed() } });
  if (max && amount.gt(max)) return fail({ key: 'validation:amountMax', params: { max: max.toFixed() } });
  if (step && !step.eq(0) && !amount.mod(step).eq(0)) {
    return fail({ key: 'validation:amountStep', params: { step: step.toFixed() } });
  }
  return { ok: true, amount: amount.toFixed() };
}

/** The most digits money has before its decimal point, as `moneySchema` takes it. */
export const MONEY_MAX_WHOLE_DIGITS = 15;

/** A decimal written plainly, as money travels (`-100`, `1000.555`), split into sign, whole and fraction. */
const PLAIN_DECIMAL = /^([-\u2212])?(\d+)(?:\.(\d+))?$/;

/**
 * Why a decimal written as money travels (`"1000.50"`: a dot, no spaces) is not money although
 * it is a number: negative (`validation:notNegative`), more than 2 decimal places
 * (`validation:moneyScale`) or more than 15 digits before the point (`validation:moneyTooLarge`).
 * Undefined for money and for what is not a plain decimal at all, which the caller's own message
 * answers ("enter a number"). So `-100` and `1 000,555` (typed, then normalised) are told what is
 * wrong with them rather than "enter a number". The keys take no values: the check is made by
 * `moneySchema`'s pattern, whose message cannot carry any; money's 2 decimals and 15 digits are
 * the wire format's and written in the texts.
 */
export function checkMoneyFormat(value: string): ValidationKey | undefined {
  const match = PLAIN_DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (sign && /[1-9]/.test(whole + fraction)) return 'validation:notNegative';
  if (fraction.length > AMOUNT_SCALE) return 'validation:moneyScale';
  if (whole.replace(/^0+(?=\d)/, '').length > MONEY_MAX_WHOLE_DIGITS) return 'validation:moneyTooLarge';
  return undefined;
}

/** Whether the amount passes {@link checkInvestmentAmount}. */
export function isValidInvestmentAmount(value: unknown, limits: InvestmentAmountLimits = {}): boolean {
  return checkInvestmentAmount(value, limits).ok;
}

/**
 * The investment amount of a campaign's form: a number or a typed decimal in, the amount as a
 * plain decimal string out (so nothing downstream does float arithmetic on money). Pass a
 * function when the limits are known only later (the campaign loads after the form is built):
 * they are read at each validation.
 */
export function investmentAmountSchema(limits: InvestmentAmountLimits | (() => InvestmentAmountLimits) = {}) {
  return textOrNumberSchema('validation:number').transform((value, ctx): string => {
    const result = checkInvestmentAmount(value, typeof limits === 'function' ? limits() : limits);
    if (result.ok) return result.amount;
    addRuleIssue(ctx, result.failure, undefined, value);
    return z.NEVER;
  });
}
