import { describe, expect, it } from 'vitest';
import { composePesel } from '../../rules/index.ts';
import { kycSections } from '../enums.ts';
import { daysFromToday, issuesOf, uuid } from '../test-helpers.ts';
import { kycDataSchema, kycDraftSchema, kycSectionSchemas, missingKycSections } from './kyc-data.ts';

const address = { street: 'Prosta', houseNumber: '1', city: 'Warszawa', zipCode: '00-950', country: 'PL' };

const investorInformation = {
  title: 'Mrs',
  firstName: 'Anna',
  middleName: 'Maria',
  surname: 'Nowak',
  fatherName: 'Jan',
  motherName: 'Ewa',
  maidenName: 'Kowalska',
  birthDate: '1985-04-12',
  birthPlace: 'Kraków',
  pesel: composePesel('1985-04-12', 'female'),
  citizenships: ['PL'],
  identityDocument: { type: 'ID_CARD', number: 'ABC123456', expiryDate: daysFromToday(400), issuingCountry: 'PL' },
  phone: '600 123 456',
  residentialAddress: address,
  mailingAddressSameAsResidential: true,
  maritalStatus: 'Married',
  propertyRegime: 'separate',
};

const kyc = {
  investorInformation,
  taxStatus: {
    mainTaxNumber: { country: 'PL', number: '5260250274' },
    otherTaxNumbers: [],
    actsOnOwnBehalf: true,
    beneficialOwners: [],
  },
  investmentDetails: {
    originOfFunds: [
      {
        type: 'BusinessActivity',
        receivedValue: '250000.00',
        currency: 'PLN',
        date: '2024-12-31',
        supportingDocuments: [uuid(1)],
      },
    ],
    industries: [3],
  },
  investorStatus: {
    wellInformedInvestor: { declaresWellInformed: true, commitmentEur: '100000' },
    pep: {
      isPep: true,
      functions: [
        {
          function: 'Poseł na Sejm',
          startDate: '2015-11-12',
          endDate: '2019-11-11',
          currentlyHolding: false,
          relationship: 'family_member',
        },
      ],
    },
  },
  bankAccounts: {
    bankAccounts: [
      {
        owner: 'Anna Nowak',
        iban: '61 1090 1014 0000 0712 1981 2874',
        swift: 'wbkpplpp',
        bankName: 'Santander',
        city: 'Warszawa',
      },
    ],
  },
  fatcaCrs: { usPerson: false, taxResidencies: [{ country: 'PL', tin: '85041212345' }], declarationAccepted: true },
  sanctions: { activityInSanctionedCountries: true, percentages: { russia: '12,5', cuba: 0 } },
};

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
