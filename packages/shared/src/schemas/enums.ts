import { z } from 'zod';
import { SANCTION_COUNTRIES } from '../rules/index.ts';
import { contextTypes } from '../session/constants.ts';

/**
 * Every enumeration of the platform, spelled exactly as spec §3/§4 names it. Where the spec gives
 * only a display text (payment frequency, schedule status, sanction countries, titles), the code
 * is a stable identifier without spaces or dots; its display text lives in the `enums` i18n
 * namespace under `<enumName>.<code>` (see `enumLabelKey`). The arrays are in display order.
 */

/** Spec §3/§4: `deleted` is shown as "archived"; an archived advisor cannot log in. */
export const advisorStatuses = ['initial', 'active', 'deleted'] as const;
export const advisorStatusSchema = z.enum(advisorStatuses);
export type AdvisorStatus = z.infer<typeof advisorStatusSchema>;

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
export const investmentStatusSchema = z.enum(investmentStatuses);
export type InvestmentStatus = z.infer<typeof investmentStatusSchema>;

/** Spec §4: the kanban shows rejected (by the advisor) and declined (by the investor) as one "lost" column. */
export const investmentColumns = ['invited', 'viewed', 'interested', 'accepted', 'active', 'lost', 'archived'] as const;
export const investmentColumnSchema = z.enum(investmentColumns);
export type InvestmentColumn = z.infer<typeof investmentColumnSchema>;

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
export const onboardingRequestStatusSchema = z.enum(onboardingRequestStatuses);
export type OnboardingRequestStatus = z.infer<typeof onboardingRequestStatusSchema>;

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
export const contractStatusSchema = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const currencies = ['PLN', 'EUR', 'USD'] as const;
export const currencySchema = z.enum(currencies);
export type Currency = z.infer<typeof currencySchema>;

export const interestTypes = ['Variable', 'Fixed'] as const;
export const interestTypeSchema = z.enum(interestTypes);
export type InterestType = z.infer<typeof interestTypeSchema>;

/** Spec §3 "Semi-annually" and "At Maturity" become `SemiAnnually` and `AtMaturity`. */
export const interestPaymentFrequencies = ['Monthly', 'Quarterly', 'SemiAnnually', 'Annually', 'AtMaturity'] as const;
export const interestPaymentFrequencySchema = z.enum(interestPaymentFrequencies);
export type InterestPaymentFrequency = z.infer<typeof interestPaymentFrequencySchema>;

/** The unit of a product's duration (the spec names "duration units" without listing them). */
export const durationUnits = ['day', 'month', 'year'] as const;
export const durationUnitSchema = z.enum(durationUnits);
export type DurationUnit = z.infer<typeof durationUnitSchema>;

export const documentTypes = ['ID_CARD', 'PASSPORT'] as const;
export const documentTypeSchema = z.enum(documentTypes);
export type DocumentType = z.infer<typeof documentTypeSchema>;

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
export const originOfFundsTypeSchema = z.enum(originOfFundsTypes);
export type OriginOfFundsType = z.infer<typeof originOfFundsTypeSchema>;

/** Spec §3 "partially paid" becomes `partially_paid`. */
export const schedulePaymentStatuses = ['unpaid', 'paid', 'scheduled', 'partially_paid', 'cancelled'] as const;
export const schedulePaymentStatusSchema = z.enum(schedulePaymentStatuses);
export type SchedulePaymentStatus = z.infer<typeof schedulePaymentStatusSchema>;

/**
 * The sanctions questions of KYC section 7; "Crimea/Donetsk" is one answer (`crimeaDonetsk`). The
 * codes are the rules module's (`SANCTION_COUNTRIES`), whose total-percentage rule keys on them.
 */
export const sanctionCountries = SANCTION_COUNTRIES;
export const sanctionCountrySchema = z.enum(sanctionCountries);

/** Spec "Mr." / "Mrs." without the dot, which is part of the label, not of the code. */
export const titles = ['Mr', 'Mrs'] as const;
export const titleSchema = z.enum(titles);
export type Title = z.infer<typeof titleSchema>;

export const maritalStatuses = ['Married', 'Other'] as const;
export const maritalStatusSchema = z.enum(maritalStatuses);
export type MaritalStatus = z.infer<typeof maritalStatusSchema>;

/** Matrimonial property regime, asked only of married investors. */
export const propertyRegimes = ['community', 'separate'] as const;
export const propertyRegimeSchema = z.enum(propertyRegimes);
export type PropertyRegime = z.infer<typeof propertyRegimeSchema>;

export { contextTypes };
export const contextTypeSchema = z.enum(contextTypes);
export type ContextType = z.infer<typeof contextTypeSchema>;

/** DESIGN §4: roles inside the advisor panel. */
export const advisorRoles = ['advisor', 'coordinator', 'admin'] as const;
export const advisorRoleSchema = z.enum(advisorRoles);
export type AdvisorRole = z.infer<typeof advisorRoleSchema>;

/** Spec §2 "investor type choice"; the code is the path segment of the KYC form parameters call. */
export const investorTypes = ['natural-person', 'legal-person'] as const;
export const investorTypeSchema = z.enum(investorTypes);
export type InvestorType = z.infer<typeof investorTypeSchema>;

/** DESIGN §4: a campaign's dates decide whether it has not started, is open, or is over. */
export const campaignPhases = ['not_started', 'active', 'completed'] as const;
export const campaignPhaseSchema = z.enum(campaignPhases);
export type CampaignPhase = z.infer<typeof campaignPhaseSchema>;

/** Who a PEP function belongs to: the investor, a family member, or a close associate (AML terms). */
export const pepRelationships = ['self', 'family_member', 'close_associate'] as const;
export const pepRelationshipSchema = z.enum(pepRelationships);
export type PepRelationship = z.infer<typeof pepRelationshipSchema>;

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
export const kycSectionSchema = z.enum(kycSections);
export type KycSection = z.infer<typeof kycSectionSchema>;

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
