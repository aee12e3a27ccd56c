import { describe, expect, it } from 'vitest';
import { investorInformationFixture, kycAddressFixture, kycDataFixture } from '../../demo/kyc-questionnaire.ts';
import { kycSections } from '../enums.ts';
import { daysFromToday, issuesOf } from '../test-helpers.ts';
import { kycDataSchema, kycDraftSchema, kycSectionSchemas, missingKycSections } from './kyc-data.ts';

const address = kycAddressFixture;
const investorInformation = investorInformationFixture();
const kyc = kycDataFixture();

function withSection<K extends keyof typeof kyc>(section: K, change: Record<string, unknown>) {
  return { ...kyc, [section]: { ...kyc[section], ...change } };
}

describe('kycDataSchema', () => {
  it('accepts a complete questionnaire and normalises what was typed', () => {
    const parsed = kycDataSchema.parse(kyc);
    expect(parsed.bankAccounts.bankAccounts[0]?.iban).toBe('61109010140000071219812874');
    expect(parsed.bankAccounts.bankAccounts[0]?.swift).toBe('WBKPPLPP');
    expect(parsed.investorInformation.phone).toBe('+48600123456');
    expect(parsed.sanctions.percentages.russia).toBe(12.5);
  });

  it.each([
    ['investorInformation', { pesel: '85041212346' }, { 'investorInformation.pesel': 'validation:pesel' }],
    [
      'investorInformation',
      { birthDate: '1985-04-13' },
      { 'investorInformation.birthDate': 'validation:birthDatePesel' },
    ],
    ['investorInformation', { pesel: undefined }, { 'investorInformation.pesel': 'validation:required' }],
    [
      'investorInformation',
      { mailingAddressSameAsResidential: false },
      { 'investorInformation.mailingAddress': 'validation:required' },
    ],
    [
      'investorInformation',
      { mailingAddressSameAsResidential: false, mailingAddress: { ...address, zipCode: '00950' } },
      { 'investorInformation.mailingAddress.zipCode': 'validation:zipCodeExample' },
    ],
    [
      'investorInformation',
      { propertyRegime: undefined },
      { 'investorInformation.propertyRegime': 'validation:required' },
    ],
    [
      'investorInformation',
      { identityDocument: { ...investorInformation.identityDocument, expiryDate: daysFromToday(2) } },
      { 'investorInformation.identityDocument.expiryDate': 'validation:documentExpiry' },
    ],
    ['investorInformation', { title: 'Mr.' }, { 'investorInformation.title': 'validation:invalid' }],
    ['investorInformation', { phone: '12' }, { 'investorInformation.phone': 'validation:phone' }],
    ['taxStatus', { actsOnOwnBehalf: false }, { 'taxStatus.beneficialOwners': 'validation:minItems' }],
    ['investmentDetails', { industries: [] }, { 'investmentDetails.industries': 'validation:industries' }],
    ['investmentDetails', { originOfFunds: [] }, { 'investmentDetails.originOfFunds': 'validation:minItems' }],
    [
      'investorStatus',
      {
        pep: {
          isPep: true,
          functions: [
            {
              function: 'Wójt',
              startDate: '2020-01-01',
              endDate: '2019-01-01',
              currentlyHolding: false,
              relationship: 'self',
            },
          ],
        },
      },
      { 'investorStatus.pep.functions[0].endDate': 'validation:pepEndBeforeStart' },
    ],
    [
      'investorStatus',
      { pep: { isPep: true, functions: [] } },
      { 'investorStatus.pep.functions': 'validation:minItems' },
    ],
    [
      'investorStatus',
      { wellInformedInvestor: { declaresWellInformed: true, commitmentEur: '99999.99' } },
      { 'investorStatus.wellInformedInvestor.declaresWellInformed': 'validation:wellInformedInvestor' },
    ],
    [
      'bankAccounts',
      { bankAccounts: [{ owner: 'A', iban: 'PL00 1234', bankName: 'B', city: 'C' }] },
      { 'bankAccounts.bankAccounts[0].iban': 'validation:bankAccount' },
    ],
    ['fatcaCrs', { usPerson: true }, { 'fatcaCrs.usTin': 'validation:required' }],
    ['fatcaCrs', { declarationAccepted: false }, { 'fatcaCrs.declarationAccepted': 'validation:confirm' }],
    [
      'sanctions',
      { percentages: { russia: 60, iran: 40.01 } },
      { 'sanctions.percentages': 'validation:sanctionTotal' },
    ],
    ['sanctions', { percentages: { cuba: 101 } }, { 'sanctions.percentages.cuba': 'validation:between' }],
  ] as const)('section %s with %j is refused', (section, change, expected) => {
    expect(issuesOf(kycDataSchema, withSection(section, change))).toEqual(expected);
  });

  it('accepts the variants the rules allow', () => {
    const foreigner = withSection('investorInformation', {
      pesel: undefined,
      citizenships: ['DE'],
      maritalStatus: 'Other',
      propertyRegime: undefined,
    });
    expect(kycDataSchema.safeParse(foreigner).success).toBe(true);
    const noBusiness = withSection('investmentDetails', {
      originOfFunds: [
        {
          type: 'SavingsFromEarnings',
          receivedValue: '1000',
          currency: 'EUR',
          date: '2024-01-01',
          supportingDocuments: [],
        },
      ],
      industries: undefined,
    });
    expect(kycDataSchema.safeParse(noBusiness).success).toBe(true);
    expect(
      kycDataSchema.safeParse(withSection('sanctions', { percentages: { russia: 33.33, cuba: 33.33, iran: 33.34 } }))
        .success,
    ).toBe(true);
  });
});

describe('per-section schemas', () => {
  it('has one schema per section, in the questionnaire order', () => {
    expect(Object.keys(kycSectionSchemas)).toEqual([...kycSections]);
    for (const section of kycSections) expect(kycSectionSchemas[section].safeParse(kyc[section]).success).toBe(true);
  });

  it('saves a draft section by section, each sent section validated whole', () => {
    const draft = kycDraftSchema.parse({ investorInformation });
    expect(missingKycSections(draft)).toEqual(kycSections.slice(1));
    expect(issuesOf(kycDraftSchema, { taxStatus: { ...kyc.taxStatus, actsOnOwnBehalf: false } })).toEqual({
      'taxStatus.beneficialOwners': 'validation:minItems',
    });
    expect(issuesOf(kycDraftSchema, { summary: {} })).toEqual({ '': 'validation:invalid' });
  });
});
