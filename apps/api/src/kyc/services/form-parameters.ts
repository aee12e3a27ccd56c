import { type KycFormParameters, type Language, translate } from '@wl/shared';

/**
 * The industries dictionary of the KYC questionnaire (section 3: the industries of the business
 * the money comes from). Ids are stable numbers: saved questionnaires hold them, so an entry is
 * never renumbered or reused; names are translated (`common:kycIndustry.*`).
 */
export const kycIndustries = [
  { id: 1, key: 'agriculture' },
  { id: 2, key: 'manufacturing' },
  { id: 3, key: 'construction' },
  { id: 4, key: 'trade' },
  { id: 5, key: 'transport' },
  { id: 6, key: 'hospitality' },
  { id: 7, key: 'ict' },
  { id: 8, key: 'finance' },
  { id: 9, key: 'realEstate' },
  { id: 10, key: 'professional' },
  { id: 11, key: 'health' },
  { id: 12, key: 'other' },
] as const;

const industryIds = new Set<string>(kycIndustries.map((industry) => String(industry.id)));

/** Whether an id (as the questionnaire holds it, number or text) names an industry of the dictionary. */
export function isKycIndustry(id: number | string): boolean {
  return industryIds.has(String(id).trim());
}

/** GET /api/onboarding/kyc/kyc-form-parameters/natural-person and the investor's …/kyc/parameters. */
export function kycFormParameters(language: Language): KycFormParameters {
  return {
    industries: kycIndustries.map(({ id, key }) => ({ id, name: translate(language, `common:kycIndustry.${key}`) })),
  };
}
