import { z } from 'zod';
import {
  addRuleIssue,
  type ClockOptions,
  isStillPep,
  pepEndNotBeforeStart,
  wellInformedInvestorCriteria,
  whenValid,
} from '../../rules/index.ts';
import { pepRelationshipSchema } from '../enums.ts';
import { calendarDateSchema, moneySchema, requiredText } from '../fields.ts';

/**
 * A prominent public function held by the investor, a family member or a close associate.
 * A function no longer held needs its end date, which is not before its start.
 */
export const pepFunctionSchema = z
  .strictObject({
    function: requiredText(200),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema.optional(),
    currentlyHolding: z.boolean(),
    relationship: pepRelationshipSchema,
  })
  .superRefine(
    (pep, ctx) => {
      if (!pep.currentlyHolding && pep.endDate === undefined) {
        addRuleIssue(ctx, { key: 'validation:required' }, ['endDate']);
      }
    },
    whenValid({ currentlyHolding: z.boolean(), endDate: calendarDateSchema.optional() }),
  )
  .superRefine(
    pepEndNotBeforeStart(),
    whenValid({ startDate: calendarDateSchema, endDate: calendarDateSchema.optional() }),
  );
export type PepFunction = z.infer<typeof pepFunctionSchema>;

/** What of a PEP function says whether it still counts: as the form holds it, or as stored. */
export type PepFunctionTerm = {
  startDate?: string | null;
  endDate?: string | null;
  currentlyHolding?: boolean | null;
};

/**
 * Whether a declared function still makes the investor a PEP today: it is held, or it ended
 * within the last 12 months (`isStillPep` of the rules; an end date that is not a date yet counts
 * as still held). A function that ended longer ago is kept in the declaration but no longer
 * counts (decision 058).
 */
export function pepFunctionCounts(pepFunction: PepFunctionTerm, options: ClockOptions = {}): boolean {
  const { startDate, endDate, currentlyHolding } = pepFunction;
  return isStillPep({ startDate, endDate, current: currentlyHolding }, options);
}

/**
 * Whether the investor is a politically exposed person (or related to one) now or within the
 * last 12 months, and which functions make them so. A function that ended longer ago is accepted
 * (the person may list it), but no longer counts: see `pepStatusOf`.
 */
export const pepDeclarationSchema = z
  .strictObject({
    isPep: z.boolean(),
    functions: z.array(pepFunctionSchema).max(10),
  })
  .superRefine(
    (pep, ctx) => {
      if (pep.isPep && pep.functions.length === 0) {
        addRuleIssue(ctx, { key: 'validation:minItems', params: { min: 1 } }, ['functions']);
      }
    },
    whenValid({ isPep: z.boolean(), functions: z.array(z.unknown()) }),
  );
export type PepDeclaration = z.infer<typeof pepDeclarationSchema>;

/**
 * What a PEP declaration makes of the investor today: `pep` when a declared function still
 * counts (held, or ended within the last 12 months), `lapsed` when every declared function ended
 * longer ago (no longer a PEP, spec §5), `none` when no function is declared. Derived when read,
 * never stored: the same declaration lapses as time passes.
 */
export type PepStatus = 'pep' | 'lapsed' | 'none';

export function pepStatusOf(
  declaration: { isPep?: boolean | null; functions?: readonly PepFunctionTerm[] | null },
  options: ClockOptions = {},
): PepStatus {
  const functions = declaration.isPep ? (declaration.functions ?? []) : [];
  if (functions.length === 0) return 'none';
  return functions.some((pepFunction) => pepFunctionCounts(pepFunction, options)) ? 'pep' : 'lapsed';
}

/**
 * The well-informed investor questions (spec §5/§9): the amount committed and the portfolio, in
 * EUR as decimal strings, and the number of transactions in each of the last four quarters
 * (oldest first). Each answer may be left out by an investor who does not claim the status.
 */
export const wellInformedInvestorAnswersSchema = z.strictObject({
  declaresWellInformed: z.boolean(),
  commitmentEur: moneySchema.optional(),
  portfolioEur: moneySchema.optional(),
  transactionsPerQuarter: z.array(z.number().int().nonnegative().max(1_000_000)).length(4).optional(),
});
export type WellInformedInvestorAnswers = z.infer<typeof wellInformedInvestorAnswersSchema>;

/**
 * KYC section 4, "investor status": the well-informed investor declaration and the PEP
 * declaration. Claiming the well-informed status requires the answers to meet at least one of
 * the thresholds (commitment ≥ 100 000 EUR, portfolio > 500 000 EUR, ≥ 10 transactions in each
 * of four quarters).
 */
export const investorStatusSchema = z.strictObject({
  wellInformedInvestor: wellInformedInvestorAnswersSchema.superRefine((answers, ctx) => {
    if (!answers.declaresWellInformed) return;
    const criteria = wellInformedInvestorCriteria({
      commitmentEur: answers.commitmentEur ?? null,
      portfolioEur: answers.portfolioEur ?? null,
      transactionsPerQuarter: answers.transactionsPerQuarter ?? null,
    });
    if (!criteria.commitment && !criteria.portfolio && !criteria.transactions) {
      // The spec lists the thresholds, not how they combine: they are alternatives (any one
      // qualifies), as the criteria of a well-informed investor are in Polish law.
      addRuleIssue(ctx, { key: 'validation:wellInformedInvestor' }, ['declaresWellInformed']);
    }
  }),
  pep: pepDeclarationSchema,
});
export type InvestorStatus = z.infer<typeof investorStatusSchema>;
