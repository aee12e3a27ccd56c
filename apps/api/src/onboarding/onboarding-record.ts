import type { Prisma } from '@wl/db';
import {
  type Address,
  type CompanyRepresentative,
  type InvestorType,
  type KycDraft,
  missingKycSections,
  type OnboardingCompany,
  type OnboardingKycState,
  type OnboardingRequest,
  type OnboardingRequestDetail,
  type StoredKycData,
} from '@wl/shared';

/** What a list row needs: the request and the name of the advisor who sent it. */
export const onboardingRowInclude = {
  sourceAdvisor: { select: { user: { select: { firstName: true, surname: true } } } },
} satisfies Prisma.OnboardingRequestInclude;

/** What the full request needs: also its company and its latest KYC version. */
export const onboardingDetailInclude = {
  ...onboardingRowInclude,
  company: true,
  submissions: { orderBy: { version: 'desc' }, take: 1 },
} satisfies Prisma.OnboardingRequestInclude;

export type OnboardingRowRecord = Prisma.OnboardingRequestGetPayload<{ include: typeof onboardingRowInclude }>;
export type OnboardingDetailRecord = Prisma.OnboardingRequestGetPayload<{ include: typeof onboardingDetailInclude }>;
type CompanyRecord = NonNullable<OnboardingDetailRecord['company']>;
type SubmissionRecord = OnboardingDetailRecord['submissions'][number];

/** Database enum ↔ wire value of the investor type. */
export const investorTypeOf = (value: 'natural_person' | 'legal_person' | null): InvestorType | null =>
  value === null ? null : value === 'natural_person' ? 'natural-person' : 'legal-person';
export const investorTypeColumn = (value: InvestorType) =>
  value === 'natural-person' ? ('natural_person' as const) : ('legal_person' as const);

/** Spec §3 `sourceName`: the advisor who sent the request, "firstName surname". */
export function sourceNameOf(record: OnboardingRowRecord): string | null {
  const user = record.sourceAdvisor?.user;
  const name = user ? `${user.firstName} ${user.surname}`.trim() : '';
  return name === '' ? null : name;
}

export function toOnboardingRequest(record: OnboardingRowRecord): OnboardingRequest {
  return {
    id: record.id,
    email: record.email,
    name: record.name,
    createdAt: record.createdAt.toISOString(),
    sourceName: sourceNameOf(record),
    taxNumber: record.taxNumber,
    status: record.status,
  };
}

export function toOnboardingCompany(company: CompanyRecord): OnboardingCompany {
  return {
    id: company.id,
    name: company.name,
    legalForm: company.legalForm ?? '',
    registerNumber: company.registerNumber,
    statisticalNumber: company.statisticalNumber ?? '',
    coreBusiness: company.coreBusiness ?? '',
    registeredAddress: company.registeredAddress as unknown as Address,
    representatives: company.representatives as unknown as CompanyRepresentative[],
    taxOffice: company.taxOffice ?? '',
  };
}

/** KYC data as stored: an object of sections (anything else reads as an empty draft). */
export function storedKycData(value: Prisma.JsonValue | undefined): StoredKycData {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as StoredKycData) : {};
}

export function toKycState(submission: SubmissionRecord | undefined): OnboardingKycState | null {
  if (!submission) return null;
  const data = storedKycData(submission.data);
  return {
    version: submission.version,
    submitted: submission.submitted,
    savedAt: submission.createdAt.toISOString(),
    data,
    missingSections: missingKycSections(data as KycDraft),
  };
}

export function toOnboardingDetail(record: OnboardingDetailRecord): OnboardingRequestDetail {
  return {
    ...toOnboardingRequest(record),
    message: record.message,
    investorType: investorTypeOf(record.investorType),
    company: record.company ? toOnboardingCompany(record.company) : null,
    kyc: toKycState(record.submissions[0]),
  };
}
