import { z } from 'zod';
import { addressSchema } from './address.ts';
import { requiredText } from './fields.ts';

/** A person who represents a company (a board member, a proxy). */
export const companyRepresentativeSchema = z.strictObject({
  firstName: requiredText(100),
  surname: requiredText(100),
  /** The function held, as the register names it ("Prezes Zarządu", "Prokurent"). */
  function: requiredText(150),
  /** May sign the agreement on the company's behalf. */
  signer: z.boolean(),
  /** Has passed identity verification with the e-signature provider. */
  verified: z.boolean(),
});
export type CompanyRepresentative = z.infer<typeof companyRepresentativeSchema>;

/**
 * A legal-person investor (spec §3 "Company"), as loaded from the company register or typed in.
 * `registerNumber` is the KRS number (what the register lookup needs), `statisticalNumber` the
 * REGON (9 or 14 digits).
 */
export const companySchema = z.strictObject({
  name: requiredText(300),
  legalForm: requiredText(150),
  registerNumber: requiredText(50),
  statisticalNumber: z
    .string()
    .trim()
    .min(1, { message: 'validation:required' })
    .regex(/^(\d{9}|\d{14})$/, { message: 'validation:pattern' }),
  coreBusiness: requiredText(500),
  registeredAddress: addressSchema,
  representatives: z.array(companyRepresentativeSchema).min(1).max(50),
  taxOffice: requiredText(200),
});
export type Company = z.infer<typeof companySchema>;
