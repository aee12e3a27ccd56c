/** The zod schema of each enumeration of `enum-values.ts` (its values, types and labels are there). */
import { z } from 'zod';
import {
  advisorRoles,
  advisorStatuses,
  campaignPhases,
  contextTypes,
  contractStatuses,
  currencies,
  documentTypes,
  durationUnits,
  interestPaymentFrequencies,
  interestTypes,
  investmentColumns,
  investmentStatuses,
  investorTypes,
  kycSections,
  maritalStatuses,
  onboardingRequestStatuses,
  originOfFundsTypes,
  pepRelationships,
  propertyRegimes,
  sanctionCountries,
  schedulePaymentStatuses,
  titles,
} from './enum-values.ts';

export * from './enum-values.ts';

export const advisorStatusSchema = z.enum(advisorStatuses);
export const investmentStatusSchema = z.enum(investmentStatuses);
export const investmentColumnSchema = z.enum(investmentColumns);
export const onboardingRequestStatusSchema = z.enum(onboardingRequestStatuses);
export const contractStatusSchema = z.enum(contractStatuses);
export const currencySchema = z.enum(currencies);
export const interestTypeSchema = z.enum(interestTypes);
export const interestPaymentFrequencySchema = z.enum(interestPaymentFrequencies);
export const durationUnitSchema = z.enum(durationUnits);
export const documentTypeSchema = z.enum(documentTypes);
export const originOfFundsTypeSchema = z.enum(originOfFundsTypes);
export const schedulePaymentStatusSchema = z.enum(schedulePaymentStatuses);
export const sanctionCountrySchema = z.enum(sanctionCountries);
export const titleSchema = z.enum(titles);
export const maritalStatusSchema = z.enum(maritalStatuses);
export const propertyRegimeSchema = z.enum(propertyRegimes);
export const contextTypeSchema = z.enum(contextTypes);
export const advisorRoleSchema = z.enum(advisorRoles);
export const investorTypeSchema = z.enum(investorTypes);
export const campaignPhaseSchema = z.enum(campaignPhases);
export const pepRelationshipSchema = z.enum(pepRelationships);
export const kycSectionSchema = z.enum(kycSections);
