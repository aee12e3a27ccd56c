import { z } from 'zod';
import {
  addRuleIssue,
  birthDateMatchesPesel,
  birthDateRule,
  checkIdentityDocumentNumber,
  documentExpiryRule,
  peselSchema,
  phoneSchema,
  whenValid,
} from '../../rules/index.ts';
import { addressSchema } from '../address.ts';
import { documentTypeSchema, maritalStatusSchema, propertyRegimeSchema, titleSchema } from '../enums.ts';
import { calendarDateSchema, countryCodeSchema, optionalText, requiredText } from '../fields.ts';

/**
 * The identity document the investor verifies with; it must stay valid at least 7 more days, and
 * its number has the format of its type and issuing country (a Polish identity card or passport
 * with its check digit, decision 054).
 * (A calendar date with the expiry rule rather than the rules' `documentExpirySchema`, whose
 * format check aborts: an explicit abort would keep the section's conditional rules silent.)
 */
const documentNumberSchema = requiredText(50).toUpperCase();

export const identityDocumentSchema = z
  .strictObject({
    type: documentTypeSchema,
    number: documentNumberSchema,
    expiryDate: calendarDateSchema.superRefine(documentExpiryRule()),
    issuingCountry: countryCodeSchema,
  })
  .superRefine(
    // The number in the format of its type and country, as on the advisor form (decision 054).
    (document, ctx) => {
      const failure = checkIdentityDocumentNumber({
        type: document.type,
        country: document.issuingCountry,
        number: document.number,
      });
      if (failure) addRuleIssue(ctx, failure, ['number']);
    },
    whenValid({ type: documentTypeSchema, issuingCountry: countryCodeSchema, number: documentNumberSchema }),
  );
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

/** Polish citizens have a PESEL, and it is how they are identified; others may have none. */
const POLAND = 'PL';

/** The fields of section 1, each with its own rules (those spanning fields come below). */
const investorInformationShape = z.strictObject({
  title: titleSchema,
  firstName: requiredText(100),
  middleName: optionalText(100),
  surname: requiredText(100),
  fatherName: optionalText(100),
  motherName: optionalText(100),
  /** Family name at birth. */
  maidenName: optionalText(100),
  birthDate: calendarDateSchema.superRefine(birthDateRule({ adult: true })),
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
});
const fields = investorInformationShape.shape;

/**
 * KYC section 1, "investor information": who the investor is, where they live, their document
 * and marital situation. The investor is an adult (18 on the day of the KYC, decision 057). The
 * mailing address is either the residential one (`…SameAsResidential`) or given separately; the
 * property regime is asked only of married investors. Each rule spanning fields runs as soon as
 * the fields it reads are valid (`whenValid`), so its message shows with every other one.
 */
export const investorInformationSchema = investorInformationShape
  .superRefine(
    (section, ctx) => {
      if (section.citizenships.includes(POLAND) && section.pesel === undefined) {
        addRuleIssue(ctx, { key: 'validation:required' }, ['pesel']);
      }
    },
    whenValid({ citizenships: fields.citizenships, pesel: fields.pesel }),
  )
  .superRefine(
    (section, ctx) => {
      if (!section.mailingAddressSameAsResidential && section.mailingAddress === undefined) {
        addRuleIssue(ctx, { key: 'validation:required' }, ['mailingAddress']);
      }
    },
    whenValid({
      mailingAddressSameAsResidential: fields.mailingAddressSameAsResidential,
      mailingAddress: fields.mailingAddress,
    }),
  )
  .superRefine(
    (section, ctx) => {
      if (section.maritalStatus === 'Married' && section.propertyRegime === undefined) {
        addRuleIssue(ctx, { key: 'validation:required' }, ['propertyRegime']);
      }
    },
    whenValid({ maritalStatus: fields.maritalStatus, propertyRegime: fields.propertyRegime }),
  )
  // Only a real date is needed to compare (an 11-year-old's wrong PESEL is still worth saying).
  .superRefine(birthDateMatchesPesel(), whenValid({ birthDate: calendarDateSchema, pesel: fields.pesel }));
export type InvestorInformation = z.infer<typeof investorInformationSchema>;
