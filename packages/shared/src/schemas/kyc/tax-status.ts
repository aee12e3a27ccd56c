import { z } from 'zod';
import { addRuleIssue, birthDateMatchesPesel, birthDateRule, peselSchema, whenValid } from '../../rules/index.ts';
import { calendarDateSchema, countryCodeSchema, optionalText, requiredText } from '../fields.ts';

/** A tax identification number and the country that issued it (NIP/PESEL in Poland). */
export const taxNumberSchema = z.strictObject({
  country: countryCodeSchema,
  number: requiredText(30),
});
export type TaxNumber = z.infer<typeof taxNumberSchema>;

/**
 * A natural person on whose behalf the investor acts (AML "beneficial owner"). Their birth date
 * has happened and matches their PESEL when they have one, as the investor's own; unlike the
 * investor, they may be a minor (a parent investing for a child, decision 057).
 */
export const beneficialOwnerSchema = z
  .strictObject({
    firstName: requiredText(100),
    surname: requiredText(100),
    birthDate: calendarDateSchema.superRefine(birthDateRule()),
    pesel: peselSchema.optional(),
    citizenship: countryCodeSchema,
    /** What makes them the beneficial owner (e.g. the share held). */
    relationship: optionalText(300),
  })
  .superRefine(birthDateMatchesPesel(), whenValid({ birthDate: calendarDateSchema, pesel: peselSchema.optional() }));
export type BeneficialOwner = z.infer<typeof beneficialOwnerSchema>;

/**
 * KYC section 2, "tax status of the beneficial owner": the investor's tax numbers (one main, any
 * others) and whether they invest on their own behalf; if not, who the beneficial owners are.
 */
export const taxStatusSchema = z
  .strictObject({
    mainTaxNumber: taxNumberSchema,
    otherTaxNumbers: z.array(taxNumberSchema).max(10),
    actsOnOwnBehalf: z.boolean(),
    beneficialOwners: z.array(beneficialOwnerSchema).max(20),
  })
  .superRefine(
    (section, ctx) => {
      if (!section.actsOnOwnBehalf && section.beneficialOwners.length === 0) {
        addRuleIssue(ctx, { key: 'validation:minItems', params: { min: 1 } }, ['beneficialOwners']);
      }
    },
    // Only how many owners there are counts, not whether each is filled in yet.
    whenValid({ actsOnOwnBehalf: z.boolean(), beneficialOwners: z.array(z.unknown()) }),
  );
export type TaxStatus = z.infer<typeof taxStatusSchema>;
