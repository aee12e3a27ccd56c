import { z } from 'zod';
import { addRuleIssue, whenValid } from '../../rules/index.ts';
import { countryCodeSchema, optionalText } from '../fields.ts';

/** A country the investor is tax resident in, with its TIN or why there is none (CRS). */
export const taxResidencySchema = z
  .strictObject({
    country: countryCodeSchema,
    tin: optionalText(30),
    noTinReason: optionalText(300),
  })
  .superRefine(
    (residency, ctx) => {
      if (!residency.tin && !residency.noTinReason) {
        addRuleIssue(ctx, { key: 'validation:required' }, ['tin']);
      }
    },
    whenValid({ tin: optionalText(30), noTinReason: optionalText(300) }),
  );
export type TaxResidency = z.infer<typeof taxResidencySchema>;

/**
 * KYC section 6, FATCA/CRS self-certification: whether the investor is a US person (then with a
 * US TIN), every country of tax residence, and the declaration that this is true.
 */
export const fatcaCrsSchema = z
  .strictObject({
    usPerson: z.boolean(),
    usTin: optionalText(30),
    taxResidencies: z.array(taxResidencySchema).min(1).max(10),
    declarationAccepted: z.literal(true, { error: 'validation:confirm' }),
  })
  .superRefine(
    (section, ctx) => {
      if (section.usPerson && !section.usTin) {
        addRuleIssue(ctx, { key: 'validation:required' }, ['usTin']);
      }
    },
    whenValid({ usPerson: z.boolean(), usTin: optionalText(30) }),
  );
export type FatcaCrs = z.infer<typeof fatcaCrsSchema>;
