import { z } from 'zod';
import { addRuleIssue, pepEndNotBeforeStart, wellInformedInvestorCriteria } from '../../rules/index.ts';
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
  .superRefine((pep, ctx) => {
    if (!pep.currentlyHolding && pep.endDate === undefined) {
      addRuleIssue(ctx, { key: 'validation:required' }, ['endDate']);
    }
  })
  .superRefine(pepEndNotBeforeStart());
export type PepFunction = z.infer<typeof pepFunctionSchema>;

/**
 * Whether the investor is a politically exposed person (or related to one) now or within the
 * last 12 months (spec §9, `isStillPep` of the rules), and which functions make them so.
 */
export const pepDeclarationSchema = z
  .strictObject({
    isPep: z.boolean(),
    functions: z.array(pepFunctionSchema).max(10),
  })
  .superRefine((pep, ctx) => {
    if (pep.isPep && pep.functions.length === 0) {
      addRuleIssue(ctx, { key: 'validation:minItems', params: { min: 1 } }, ['functions']);
    }
  });
export type PepDeclaration = z.infer<typeof pepDeclarationSchema>;

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
