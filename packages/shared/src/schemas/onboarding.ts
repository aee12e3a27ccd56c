import { z } from 'zod';
import { companySchema } from './company.ts';
import { investorTypeSchema, kycSectionSchema, onboardingRequestStatusSchema } from './enums.ts';
import { dateTimeSchema, idSchema } from './fields.ts';
import { kycFormParametersSchema } from './kyc/kyc-data.ts';
import { dateRangeFilter, inFilter, listQuerySchema, textFilter } from './list-query.ts';

/**
 * One onboarding (KYC) request: sent by an advisor to `email`, `processing` → `sent` → `viewed` →
 * `finished` (DESIGN §4). `name` and `taxNumber` are known once the investor has filled them in;
 * `sourceName` says where the request came from (the inviting advisor or campaign).
 */
export const onboardingRequestSchema = z.strictObject({
  id: idSchema,
  email: z.string(),
  name: z.string().nullable(),
  createdAt: dateTimeSchema,
  sourceName: z.string().nullable(),
  taxNumber: z.string().nullable(),
  status: onboardingRequestStatusSchema,
});
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;

/** Spec §3: `createdAt` is filtered by a from/to date range. */
export const onboardingRequestListQuerySchema = listQuerySchema({
  sort: ['createdAt', 'email', 'name', 'sourceName', 'taxNumber', 'status'],
  filter: {
    email: textFilter(),
    name: textFilter(),
    sourceName: textFilter(),
    taxNumber: textFilter(),
    status: inFilter(onboardingRequestStatusSchema),
    createdAt: dateRangeFilter(),
  },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
});
export type OnboardingRequestListQuery = z.output<typeof onboardingRequestListQuerySchema>;

/** Spec §2 "company selection": an existing company of the investor, or a new one. */
export const companyChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('existing'), companyId: idSchema }),
  z.strictObject({ kind: z.literal('new'), company: companySchema }),
]);
export type CompanyChoice = z.infer<typeof companyChoiceSchema>;

/**
 * PATCH /investor-api/onboarding/request/{id}/client (and …/add-client): who the onboarding is
 * for, a natural person (the investor) or a legal person (a company they represent). Whether an
 * `existing` company is really one of theirs is the rules' `existingCompanySchema`, checked by
 * the server against the investor's companies.
 */
export const onboardingClientPayloadSchema = z.discriminatedUnion('investorType', [
  z.strictObject({ investorType: z.literal('natural-person') }),
  z.strictObject({ investorType: z.literal('legal-person'), company: companyChoiceSchema }),
]);
export type OnboardingClientPayload = z.infer<typeof onboardingClientPayloadSchema>;

/**
 * KYC data as it was saved (a draft's sections or a submitted questionnaire). Answers carry it as
 * saved rather than re-checked: its rules read the clock (a document valid for 7 more days when
 * sent may have expired since), and what was accepted then is what the request holds.
 */
export const storedKycDataSchema = z.record(z.string(), z.unknown());
export type StoredKycData = z.infer<typeof storedKycDataSchema>;

/** A company as the platform keeps it: the company of a legal-person onboarding, with its id. */
export const onboardingCompanySchema = companySchema.extend({ id: idSchema });
export type OnboardingCompany = z.infer<typeof onboardingCompanySchema>;

/** The latest KYC version of a request: a draft (`submitted` false) or the questionnaire as sent. */
export const onboardingKycStateSchema = z.strictObject({
  version: z.number().int().min(1),
  submitted: z.boolean(),
  savedAt: dateTimeSchema,
  data: storedKycDataSchema,
  /** The sections still to fill in, in questionnaire order (empty once complete). */
  missingSections: z.array(kycSectionSchema),
});
export type OnboardingKycState = z.infer<typeof onboardingKycStateSchema>;

/**
 * One onboarding request in full (advisor preview, investor panel): the list row, the advisor's
 * message, who the onboarding is for (investor type, company) and the latest KYC version.
 */
export const onboardingRequestDetailSchema = onboardingRequestSchema.extend({
  message: z.string().nullable(),
  investorType: investorTypeSchema.nullable(),
  company: onboardingCompanySchema.nullable(),
  kyc: onboardingKycStateSchema.nullable(),
});
export type OnboardingRequestDetail = z.infer<typeof onboardingRequestDetailSchema>;

/**
 * GET /public-api/kyc/investor-request/{token}: what the public KYC form needs to open: who it is
 * for, the advisor's message, the latest draft if one was saved (from the investor panel) and the
 * form's dictionaries.
 */
export const publicKycFormSchema = z.strictObject({
  email: z.string(),
  name: z.string().nullable(),
  status: onboardingRequestStatusSchema,
  sourceName: z.string().nullable(),
  message: z.string().nullable(),
  investorType: investorTypeSchema.nullable(),
  draft: storedKycDataSchema.nullable(),
  missingSections: z.array(kycSectionSchema),
  parameters: kycFormParametersSchema,
});
export type PublicKycForm = z.infer<typeof publicKycFormSchema>;

/**
 * GET /public-api/kyc/investor-request/preview/{token} (and the answer of …/submit): the
 * questionnaire read-only. Once finished, the data as submitted; before, the latest draft (or
 * none) with `submitted` false.
 */
export const publicKycPreviewSchema = z.strictObject({
  email: z.string(),
  name: z.string().nullable(),
  status: onboardingRequestStatusSchema,
  submitted: z.boolean(),
  submittedAt: dateTimeSchema.nullable(),
  data: storedKycDataSchema.nullable(),
  /** The form's dictionaries, to name the ids the data holds (industries). */
  parameters: kycFormParametersSchema,
});
export type PublicKycPreview = z.infer<typeof publicKycPreviewSchema>;

/** PUT /investor-api/onboarding/request/{requestId}/kyc answers the version saved and what is left. */
export const kycDraftSavedSchema = z.strictObject({
  version: z.number().int().min(1),
  missingSections: z.array(kycSectionSchema),
});
export type KycDraftSaved = z.infer<typeof kycDraftSavedSchema>;

/** A company the investor may choose as `existing` (spec §2 "company selection"). */
export const investorCompanyChoiceSchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  registerNumber: z.string(),
});
export type InvestorCompanyChoice = z.infer<typeof investorCompanyChoiceSchema>;

/**
 * GET /investor-api/onboarding/role: what the investor may onboard as on this host. Natural
 * persons always; legal persons only when the host enables them. `openRequests` counts the
 * investor's requests not yet finished (more than one: the session chooser of spec §2);
 * `companies` are those the investor already chose in an onboarding (the `existing` choices).
 */
export const onboardingRoleSchema = z.strictObject({
  investorTypes: z.array(investorTypeSchema),
  legalPersonsEnabled: z.boolean(),
  openRequests: z.number().int().min(0),
  companies: z.array(investorCompanyChoiceSchema),
});
export type OnboardingRole = z.infer<typeof onboardingRoleSchema>;

/**
 * GET /investor-api/onboarding/company-register/{registerNumber}: the register's data of a
 * company, and whether the tenant already has it (the "company exists" warning of spec §2:
 * choose it from the existing ones instead).
 */
export const companyRegisterEntrySchema = companySchema.extend({ exists: z.boolean() });
export type CompanyRegisterEntry = z.infer<typeof companyRegisterEntrySchema>;
