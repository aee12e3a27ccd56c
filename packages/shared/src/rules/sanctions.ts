import Big from 'big.js';
import { z } from 'zod';
import { addRuleIssue, type RuleFailure } from './messages.ts';
import { parseDecimal } from './number.ts';

import { SANCTION_COUNTRIES, type SanctionCountry } from './sanction-countries.ts';

export { SANCTION_COUNTRIES, type SanctionCountry };

export const SANCTION_PERCENTAGE_MIN = 0;
export const SANCTION_PERCENTAGE_MAX = 100;
/** Spec §9: the percentages together are at most 100. */
export const SANCTION_TOTAL_MAX = 100;

export type SanctionPercentages = Partial<Record<SanctionCountry, number>>;

/**
 * The sum of the percentages, exact: 33.33 + 33.33 + 33.34 is 100, where floats say
 * 100.00000000000001 and would refuse it. Missing countries count as 0.
 */
export function sanctionTotal(percentages: SanctionPercentages): Big {
  return SANCTION_COUNTRIES.reduce((total, country) => {
    // A field that failed its own rule may hold anything; it is reported there, not summed here.
    const value = percentages[country];
    return typeof value === 'number' && Number.isFinite(value) ? total.plus(value) : total;
  }, new Big(0));
}

/** Why the percentages are refused as a whole, or undefined when their total is allowed. */
export function checkSanctionTotal(percentages: SanctionPercentages): RuleFailure | undefined {
  return sanctionTotal(percentages).gt(SANCTION_TOTAL_MAX)
    ? { key: 'validation:sanctionTotal', params: { max: SANCTION_TOTAL_MAX } }
    : undefined;
}

/**
 * One percentage: a number or a typed decimal ('12,5'), 0 to 100. Blank means the country does
 * not apply and reads as undefined (counted as 0).
 */
export const sanctionPercentageSchema = z
  .union([z.string(), z.number()], { error: () => 'validation:number' })
  .nullish()
  .transform((value, ctx): number | undefined => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    const decimal = parseDecimal(value);
    if (!decimal) {
      addRuleIssue(ctx, { key: 'validation:number' }, undefined, value);
      return z.NEVER;
    }
    if (decimal.lt(SANCTION_PERCENTAGE_MIN) || decimal.gt(SANCTION_PERCENTAGE_MAX)) {
      addRuleIssue(
        ctx,
        { key: 'validation:between', params: { min: SANCTION_PERCENTAGE_MIN, max: SANCTION_PERCENTAGE_MAX } },
        undefined,
        value,
      );
      return z.NEVER;
    }
    return Number(decimal.toFixed());
  });

/**
 * total sanction percentage at most 100: each country 0–100, and the total at most 100. The
 * total belongs to no single field, so it is reported on the object itself (path of the
 * group), which forms show above the group.
 */
export const sanctionPercentagesSchema = z
  .object(
    Object.fromEntries(SANCTION_COUNTRIES.map((country) => [country, sanctionPercentageSchema.optional()])) as Record<
      SanctionCountry,
      z.ZodOptional<typeof sanctionPercentageSchema>
    >,
  )
  .superRefine((percentages, ctx) => {
    const failure = checkSanctionTotal(percentages);
    if (failure) addRuleIssue(ctx, failure);
  });
