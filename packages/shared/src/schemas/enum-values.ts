import { SANCTION_COUNTRIES } from '../rules/sanction-countries.ts';
import { contextTypes } from '../session/constants.ts';

/**
 * Every enumeration of the platform, spelled exactly as spec §3/§4 names it. Where the spec gives
 * only a display text (payment frequency, schedule status, sanction countries, titles), the code
 * is a stable identifier without spaces or dots; its display text lives in the `enums` i18n
 * namespace under `<enumName>.<code>` (see `enumLabelKey`). The arrays are in display order.
 *
 * Without zod (decision 075): a screen that only shows or labels these values loads no schema
 * library; their schemas are in `enums.ts`, built on these arrays.
 */

/** Spec §3/§4: `deleted` is shown as "archived"; an archived advisor cannot log in. */
export const advisorStatuses = ['initial', 'active', 'deleted'] as const;
export type AdvisorStatus = (typeof advisorStatuses)[number];

/** Spec §4: the order is the order of the kanban columns. */
export const investmentStatuses = [
  'invited',
  'viewed',
  'interested',
  'accepted',
  'active',
  'rejected',
  'declined',
  'archived',
] as const;
export type InvestmentStatus = (typeof investmentStatuses)[number];

/** Spec §4: the kanban shows rejected (by the advisor) and declined (by the investor) as one "lost" column. */
export const investmentColumns = ['invited', 'viewed', 'interested', 'accepted', 'active', 'lost', 'archived'] as const;
export type InvestmentColumn = (typeof investmentColumns)[number];

export const investmentColumnStatuses: Readonly<Record<InvestmentColumn, readonly InvestmentStatus[]>> = {
  invited: ['invited'],
  viewed: ['viewed'],
  interested: ['interested'],
  accepted: ['accepted'],
  active: ['active'],
  lost: ['rejected', 'declined'],
  archived: ['archived'],
};

/** The kanban column an investment of this status belongs to. */
export function investmentColumnOf(status: InvestmentStatus): InvestmentColumn {
  return status === 'rejected' || status === 'declined' ? 'lost' : status;
}

export const onboardingRequestStatuses = ['processing', 'sent', 'viewed', 'finished'] as const;
export type OnboardingRequestStatus = (typeof onboardingRequestStatuses)[number];

/**
 * Spec §4: the e-signature provider's contract status, kept in the provider's capitalised
 * spelling; `Processing` is shown as "sent" and `Completed` as "signed".
 */
export const contractStatuses = [
  'New',
  'Unknown',
  'Draft',
  'Processing',
  'Completed',
  'Rejected',
  'Withdrawn',
  'Withdrawing',
  'Error',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const currencies = ['PLN', 'EUR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const interestTypes = ['Variable', 'Fixed'] as const;
export type InterestType = (typeof interestTypes)[number];

/** Spec §3 "Semi-annually" and "At Maturity" become `SemiAnnually` and `AtMaturity`. */
export const interestPaymentFrequencies = ['Monthly', 'Quarterly', 'SemiAnnually', 'Annually', 'AtMaturity'] as const;
export type InterestPaymentFrequency = (typeof interestPaymentFrequencies)[number];

/** The unit of a product's duration (the spec names "duration units" without listing them). */
export const durationUnits = ['day', 'month', 'year'] as const;
export type DurationUnit = (typeof durationUnits)[number];

export const documentTypes = ['ID_CARD', 'PASSPORT'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const originOfFundsTypes = [
  'SavingsFromEarnings',
  'BusinessActivity',
  'IpRightsSavings',
  'RentalSavings',
  'SaleSecuritiesOrRealEstate',
  'FinancialInstruments',
  'FamilyAssets',
  'HeritageBenefits',
  'Loans',
  'DonationsOrGiftsReceived',
  'Other',
] as const;
export type OriginOfFundsType = (typeof originOfFundsTypes)[number];

/** Spec §3 "partially paid" becomes `partially_paid`. */
export const schedulePaymentStatuses = ['unpaid', 'paid', 'scheduled', 'partially_paid', 'cancelled'] as const;
export type SchedulePaymentStatus = (typeof schedulePaymentStatuses)[number];

/**
 * The sanctions questions of KYC section 7; "Crimea/Donetsk" is one answer (`crimeaDonetsk`). The
 * codes are the rules module's (`SANCTION_COUNTRIES`), whose total-percentage rule keys on them.
 */
export const sanctionCountries = SANCTION_COUNTRIES;

/** Spec "Mr." / "Mrs." without the dot, which is part of the label, not of the code. */
export const titles = ['Mr', 'Mrs'] as const;
export type Title = (typeof titles)[number];

export const maritalStatuses = ['Married', 'Other'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

/** Matrimonial property regime, asked only of married investors. */
export const propertyRegimes = ['community', 'separate'] as const;
export type PropertyRegime = (typeof propertyRegimes)[number];

export { contextTypes };
export type ContextType = (typeof contextTypes)[number];

/** DESIGN §4: roles inside the advisor panel. */
export const advisorRoles = ['advisor', 'coordinator', 'admin'] as const;
export type AdvisorRole = (typeof advisorRoles)[number];

/** Spec §2 "investor type choice"; the code is the path segment of the KYC form parameters call. */
export const investorTypes = ['natural-person', 'legal-person'] as const;
export type InvestorType = (typeof investorTypes)[number];

/** DESIGN §4: a campaign's dates decide whether it has not started, is open, or is over. */
export const campaignPhases = ['not_started', 'active', 'completed'] as const;
export type CampaignPhase = (typeof campaignPhases)[number];

/** Who a PEP function belongs to: the investor, a family member, or a close associate (AML terms). */
export const pepRelationships = ['self', 'family_member', 'close_associate'] as const;
export type PepRelationship = (typeof pepRelationships)[number];

/** The KYC questionnaire's sections 1–7 (spec §2), in order: `kycSections.indexOf(s) + 1` is its number. */
export const kycSections = [
  'investorInformation',
  'taxStatus',
  'investmentDetails',
  'investorStatus',
  'bankAccounts',
  'fatcaCrs',
  'sanctions',
] as const;
export type KycSection = (typeof kycSections)[number];

/**
 * Every labelled enumeration by its key in the `enums` namespace. The i18n test walks this map,
 * so an enum added here without labels in both languages fails the build.
 */
export const labelledEnums = {
  advisorStatus: advisorStatuses,
  investmentStatus: investmentStatuses,
  investmentColumn: investmentColumns,
  onboardingRequestStatus: onboardingRequestStatuses,
  contractStatus: contractStatuses,
  currency: currencies,
  interestType: interestTypes,
  interestPaymentFrequency: interestPaymentFrequencies,
  durationUnit: durationUnits,
  documentType: documentTypes,
  originOfFundsType: originOfFundsTypes,
  schedulePaymentStatus: schedulePaymentStatuses,
  sanctionCountry: sanctionCountries,
  title: titles,
  maritalStatus: maritalStatuses,
  propertyRegime: propertyRegimes,
  contextType: contextTypes,
  advisorRole: advisorRoles,
  investorType: investorTypes,
  pepRelationship: pepRelationships,
  campaignPhase: campaignPhases,
  kycSection: kycSections,
} as const;
export type LabelledEnum = keyof typeof labelledEnums;
export type LabelledEnumValue<E extends LabelledEnum> = (typeof labelledEnums)[E][number];

/** `enums:investmentStatus.invited`: the i18n key of one value's label. */
export function enumLabelKey<E extends LabelledEnum>(enumName: E, value: LabelledEnumValue<E>): string {
  return `enums:${enumName}.${value}`;
}
