import { z } from 'zod';
import { addRuleIssue, sanctionPercentagesSchema, whenValid } from '../../rules/index.ts';

/**
 * KYC section 7, sanctions: whether the investor does business with the sanctioned countries of
 * spec §3 and, if so, what share of their business each one is (each 0–100, together ≤ 100).
 */
export const sanctionsSectionSchema = z
  .strictObject({
    activityInSanctionedCountries: z.boolean(),
    percentages: sanctionPercentagesSchema,
  })
  .superRefine(
    (section, ctx) => {
      if (!section.activityInSanctionedCountries) return;
      const any = Object.values(section.percentages).some((value) => typeof value === 'number' && value > 0);
      if (!any) addRuleIssue(ctx, { key: 'validation:required' }, ['percentages']);
    },
    whenValid({ activityInSanctionedCountries: z.boolean(), percentages: sanctionPercentagesSchema }),
  );
export type SanctionsSection = z.infer<typeof sanctionsSectionSchema>;
