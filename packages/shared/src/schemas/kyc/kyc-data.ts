import { z } from 'zod';
import { type KycSection, kycSections } from '../enums.ts';
import { bankAccountsSectionSchema } from './bank-accounts.ts';
import { fatcaCrsSchema } from './fatca-crs.ts';
import { investmentDetailsSchema } from './investment-details.ts';
import { investorInformationSchema } from './investor-information.ts';
import { investorStatusSchema } from './investor-status.ts';
import { sanctionsSectionSchema } from './sanctions.ts';
import { taxStatusSchema } from './tax-status.ts';

/**
 * One schema per section, so the portal validates (and saves) the section on screen only, and
 * the server checks a partial save the same way.
 */
export const kycSectionSchemas = {
  investorInformation: investorInformationSchema,
  taxStatus: taxStatusSchema,
  investmentDetails: investmentDetailsSchema,
  investorStatus: investorStatusSchema,
  bankAccounts: bankAccountsSectionSchema,
  fatcaCrs: fatcaCrsSchema,
  sanctions: sanctionsSectionSchema,
} as const satisfies Record<KycSection, z.ZodType>;

/**
 * The complete KYC data of a natural person: what PUT /public-api/kyc/investor-request/{token}/submit
 * accepts, and what finishes an onboarding request.
 */
export const kycDataSchema = z.strictObject(kycSectionSchemas);
export type KycData = z.infer<typeof kycDataSchema>;

/**
 * PUT /investor-api/onboarding/request/{requestId}/kyc: the sections filled in so far. A section
 * that is sent is validated whole; the ones not reached yet are left out.
 */
export const kycDraftSchema = kycDataSchema.partial();
export type KycDraft = z.infer<typeof kycDraftSchema>;

/** The sections a draft still lacks, in order: the next one is where the questionnaire resumes. */
export function missingKycSections(draft: KycDraft): KycSection[] {
  return kycSections.filter((section) => draft[section] === undefined);
}

/** An entry of a KYC dictionary (industries …): ids are numbers or strings, as the API has them. */
export const kycDictionaryEntrySchema = z.strictObject({
  id: z.union([z.number().int(), z.string().min(1)]),
  name: z.string(),
});
export type KycDictionaryEntry = z.infer<typeof kycDictionaryEntrySchema>;

/** GET /api/onboarding/kyc/kyc-form-parameters/natural-person and …/request/{id}/kyc/parameters. */
export const kycFormParametersSchema = z.strictObject({
  industries: z.array(kycDictionaryEntrySchema),
});
export type KycFormParameters = z.infer<typeof kycFormParametersSchema>;
