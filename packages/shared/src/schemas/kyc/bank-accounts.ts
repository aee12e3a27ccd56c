import { z } from 'zod';
import { bankAccountSchema } from '../../rules/index.ts';
import { requiredText } from '../fields.ts';

/** SWIFT/BIC: bank, country, location and an optional branch (8 or 11 characters). */
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * An account payouts go to. `iban` takes an IBAN of any country or a Polish NRB (the 26 digits
 * Polish banks print), and travels in electronic form (no spaces).
 */
export const kycBankAccountSchema = z.strictObject({
  owner: requiredText(200),
  iban: bankAccountSchema,
  swift: z.string().trim().toUpperCase().regex(SWIFT, { message: 'validation:pattern' }).optional(),
  bankName: requiredText(200),
  city: requiredText(100),
});
export type KycBankAccount = z.infer<typeof kycBankAccountSchema>;

/** KYC section 5, "bank account": at least one. */
export const bankAccountsSectionSchema = z.strictObject({
  bankAccounts: z.array(kycBankAccountSchema).min(1).max(5),
});
export type BankAccountsSection = z.infer<typeof bankAccountsSectionSchema>;
