import { z } from 'zod';
import {
  addRuleIssue,
  birthDateMatchesPesel,
  documentExpirySchema,
  peselSchema,
  phoneSchema,
} from '../../rules/index.ts';
import { addressSchema } from '../address.ts';
import { documentTypeSchema, maritalStatusSchema, propertyRegimeSchema, titleSchema } from '../enums.ts';
import { calendarDateSchema, countryCodeSchema, optionalText, requiredText } from '../fields.ts';

/** The identity document the investor verifies with; it must stay valid at least 7 more days. */
export const identityDocumentSchema = z.strictObject({
  type: documentTypeSchema,
  number: requiredText(50),
  expiryDate: documentExpirySchema(),
  issuingCountry: countryCodeSchema,
});
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

/** Polish citizens have a PESEL, and it is how they are identified; others may have none. */
const POLAND = 'PL';

/**
 * KYC section 1, "investor information": who the investor is, where they live, their document
 * and marital situation. The mailing address is either the residential one (`…SameAsResidential`)
 * or given separately; the property regime is asked only of married investors.
 */
export const investorInformationSchema = z
  .strictObject({
    title: titleSchema,
    firstName: requiredText(100),
    middleName: optionalText(100),
    surname: requiredText(100),
    fatherName: optionalText(100),
    motherName: optionalText(100),
    /** Family name at birth. */
    maidenName: optionalText(100),
    birthDate: calendarDateSchema,
    birthPlace: requiredText(100),
    pesel: peselSchema.optional(),
    citizenships: z.array(countryCodeSchema).min(1).max(5),
    identityDocument: identityDocumentSchema,
    phone: phoneSchema(),
    residentialAddress: addressSchema,
    mailingAddressSameAsResidential: z.boolean(),
    mailingAddress: addressSchema.optional(),
    maritalStatus: maritalStatusSchema,
    propertyRegime: propertyRegimeSchema.optional(),
  })
  .superRefine((section, ctx) => {
    if (section.citizenships.includes(POLAND) && section.pesel === undefined) {
      addRuleIssue(ctx, { key: 'validation:required' }, ['pesel']);
    }
    if (!section.mailingAddressSameAsResidential && section.mailingAddress === undefined) {
      addRuleIssue(ctx, { key: 'validation:required' }, ['mailingAddress']);
    }
    if (section.maritalStatus === 'Married' && section.propertyRegime === undefined) {
      addRuleIssue(ctx, { key: 'validation:required' }, ['propertyRegime']);
    }
  })
  .superRefine(birthDateMatchesPesel());
export type InvestorInformation = z.infer<typeof investorInformationSchema>;
