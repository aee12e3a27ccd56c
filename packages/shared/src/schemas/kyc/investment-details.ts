import { z } from 'zod';
import { addRuleIssue, industriesSchema, notInFuture, whenValid } from '../../rules/index.ts';
import { currencySchema, originOfFundsTypeSchema } from '../enums.ts';
import { applyRule, calendarDateSchema, idSchema, moneySchema, optionalText } from '../fields.ts';

/**
 * One source of the invested money: its type, how much was received and when (a day that has
 * come: money is declared once received), and the files proving it (ids of uploaded documents).
 * `Other` needs a description.
 */
export const originOfFundsSchema = z
  .strictObject({
    type: originOfFundsTypeSchema,
    receivedValue: moneySchema,
    currency: currencySchema,
    date: calendarDateSchema.superRefine(notInFuture()),
    description: optionalText(1000),
    supportingDocuments: z.array(idSchema).max(20),
  })
  .superRefine(
    (origin, ctx) => {
      if (origin.type === 'Other' && !origin.description) {
        addRuleIssue(ctx, { key: 'validation:required' }, ['description']);
      }
    },
    whenValid({ type: originOfFundsTypeSchema, description: optionalText(1000) }),
  );
export type OriginOfFunds = z.infer<typeof originOfFundsSchema>;

const industryIdsSchema = z
  .array(z.union([z.number().int(), z.string().trim().min(1)]))
  .max(50)
  .optional();

/**
 * KYC section 3, "investment details": where the money comes from. Money from a business
 * activity also needs the industries of that business (at least one, spec §5): asked as soon as
 * a source says so, whatever else its row still lacks.
 */
export const investmentDetailsSchema = z
  .strictObject({
    originOfFunds: z.array(originOfFundsSchema).min(1).max(20),
    /** Industry dictionary ids (GET /api/onboarding/kyc/kyc-form-parameters/…). */
    industries: industryIdsSchema,
  })
  .superRefine(
    (section, ctx) => {
      if (!section.originOfFunds.some((origin) => origin.type === 'BusinessActivity')) return;
      applyRule(industriesSchema, section.industries, ctx, ['industries']);
    },
    whenValid({ originOfFunds: z.array(z.object({ type: originOfFundsTypeSchema })), industries: industryIdsSchema }),
  );
export type InvestmentDetails = z.infer<typeof investmentDetailsSchema>;
