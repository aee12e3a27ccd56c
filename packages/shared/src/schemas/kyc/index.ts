/** KYC data of a natural person: sections 1–7 of the questionnaire, each a schema of its own. */
export type { BankAccountsSection, KycBankAccount } from './bank-accounts.ts';
export { bankAccountsSectionSchema, kycBankAccountSchema } from './bank-accounts.ts';
export type { FatcaCrs, TaxResidency } from './fatca-crs.ts';
export { fatcaCrsSchema, taxResidencySchema } from './fatca-crs.ts';
export type { InvestmentDetails, OriginOfFunds } from './investment-details.ts';
export { investmentDetailsSchema, originOfFundsSchema } from './investment-details.ts';
export type { IdentityDocument, InvestorInformation } from './investor-information.ts';
export { identityDocumentSchema, investorInformationSchema } from './investor-information.ts';
export type {
  InvestorStatus,
  PepDeclaration,
  PepFunction,
  PepFunctionTerm,
  PepStatus,
  WellInformedInvestorAnswers,
} from './investor-status.ts';
export {
  investorStatusSchema,
  pepDeclarationSchema,
  pepFunctionCounts,
  pepFunctionSchema,
  pepStatusOf,
  wellInformedInvestorAnswersSchema,
} from './investor-status.ts';
export type { KycData, KycDictionaryEntry, KycDraft, KycFormParameters } from './kyc-data.ts';
export {
  kycDataSchema,
  kycDictionaryEntrySchema,
  kycDraftSchema,
  kycFormParametersSchema,
  kycSectionSchemas,
  missingKycSections,
} from './kyc-data.ts';
export { maskIdentifier, maskKycIdentifiers } from './mask.ts';
export type { SanctionsSection } from './sanctions.ts';
export { sanctionsSectionSchema } from './sanctions.ts';
export type { BeneficialOwner, TaxNumber, TaxStatus } from './tax-status.ts';
export { beneficialOwnerSchema, taxNumberSchema, taxStatusSchema } from './tax-status.ts';
