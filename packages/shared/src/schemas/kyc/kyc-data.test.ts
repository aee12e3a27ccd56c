import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { investorInformationFixture, kycAddressFixture, kycDataFixture } from '../../demo/kyc-questionnaire.ts';
import { composePesel } from '../../rules/index.ts';
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

/** "Today" for the rules that read the clock: the KYC is filled in on 20 November 2026. */
function onKycDay() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
}

const owner = (birthDate: string, pesel?: string) => ({
  firstName: 'Jan',
  surname: 'Nowak',
  birthDate,
  ...(pesel ? { pesel } : {}),
  citizenship: 'PL',
});
const withOwners = (...owners: unknown[]) =>
  withSection('taxStatus', { actsOnOwnBehalf: false, beneficialOwners: owners });
const person = (birthDate: string) =>
  withSection('investorInformation', { birthDate, pesel: composePesel(birthDate, 'female') });

describe('issue 19: a beneficial owner’s PESEL matches their birth date', () => {
  it('refuses another birth date than the PESEL’s, on the owner’s birth date field', () => {
    const pesel = composePesel('1990-07-23', 'male', 7);
    expect(issuesOf(kycDataSchema, withOwners(owner('1990-07-24', pesel)))).toEqual({
      'taxStatus.beneficialOwners[0].birthDate': 'validation:birthDatePesel',
    });
    expect(issuesOf(kycDataSchema, withOwners(owner('1990-07-23', pesel), owner('1970-01-01')))).toEqual({});
  });

  it('checks the second owner too, and the owner’s PESEL itself', () => {
    const pesel = composePesel('1990-07-23', 'male', 7);
    expect(issuesOf(kycDataSchema, withOwners(owner('1970-01-01'), owner('1991-07-23', pesel)))).toEqual({
      'taxStatus.beneficialOwners[1].birthDate': 'validation:birthDatePesel',
    });
    expect(issuesOf(kycDataSchema, withOwners(owner('1990-07-23', '90072312370')))).toEqual({
      'taxStatus.beneficialOwners[0].pesel': 'validation:pesel',
    });
  });
});

describe('issue 19: dates that cannot be true', () => {
  onKycDay();

  it('refuses a birth date in 2030, though its PESEL is valid and matches', () => {
    expect(issuesOf(kycDataSchema, person('2030-01-01'))).toEqual({
      'investorInformation.birthDate': 'validation:dateInFuture',
    });
    expect(issuesOf(kycDataSchema, withOwners(owner('2030-01-01', composePesel('2030-01-01', 'male'))))).toEqual({
      'taxStatus.beneficialOwners[0].birthDate': 'validation:dateInFuture',
    });
  });

  it('refuses an investor who is not 18 on the day of the KYC', () => {
    expect(issuesOf(kycDataSchema, person('2015-06-01'))).toEqual({
      'investorInformation.birthDate': 'validation:adult',
    });
    expect(issuesOf(kycDataSchema, person('2008-11-21'))).toEqual({
      'investorInformation.birthDate': 'validation:adult',
    });
    expect(issuesOf(kycDataSchema, person('2008-11-20'))).toEqual({});
  });

  it('lets a beneficial owner be a minor (decision 057)', () => {
    expect(issuesOf(kycDataSchema, withOwners(owner('2015-06-01', composePesel('2015-06-01', 'female'))))).toEqual({});
  });

  it('refuses money received after today', () => {
    const receivedOn = (date: string) =>
      withSection('investmentDetails', {
        originOfFunds: [{ ...kyc.investmentDetails.originOfFunds[0], date }],
      });
    expect(issuesOf(kycDataSchema, receivedOn('2026-11-21'))).toEqual({
      'investmentDetails.originOfFunds[0].date': 'validation:dateInFuture',
    });
    expect(issuesOf(kycDataSchema, receivedOn('2026-11-20'))).toEqual({});
  });
});

describe('issue 19: conditional rules speak together with every other error', () => {
  it('section 1: a missing name, a wrong phone and expiry date, and the PESEL and property regime', () => {
    const { firstName: _, pesel: __, propertyRegime: ___, ...rest } = investorInformation;
    const section = {
      ...rest,
      phone: '12',
      identityDocument: { ...investorInformation.identityDocument, expiryDate: '31.02.2030' },
      mailingAddressSameAsResidential: false,
    };
    expect(issuesOf(kycDataSchema.shape.investorInformation, section)).toEqual({
      firstName: 'validation:required',
      phone: 'validation:phone',
      'identityDocument.expiryDate': 'validation:date',
      pesel: 'validation:required',
      mailingAddress: 'validation:required',
      propertyRegime: 'validation:required',
    });
  });

  it('section 1: a PESEL of another birth date, next to a missing name', () => {
    expect(
      issuesOf(kycDataSchema.shape.investorInformation, {
        ...investorInformation,
        firstName: undefined,
        pesel: composePesel('1990-07-23', 'male'),
      }),
    ).toEqual({ firstName: 'validation:required', birthDate: 'validation:birthDatePesel' });
  });

  it('section 2: the beneficial owners, next to a missing tax number and an owner’s wrong birth date', () => {
    expect(
      issuesOf(kycDataSchema.shape.taxStatus, {
        mainTaxNumber: { country: 'PL' },
        otherTaxNumbers: [],
        actsOnOwnBehalf: false,
        beneficialOwners: [],
      }),
    ).toEqual({ 'mainTaxNumber.number': 'validation:required', beneficialOwners: 'validation:minItems' });
    const pesel = composePesel('1990-07-23', 'male');
    expect(
      issuesOf(kycDataSchema.shape.taxStatus, {
        ...kyc.taxStatus,
        actsOnOwnBehalf: false,
        beneficialOwners: [{ ...owner('1990-07-24', pesel), firstName: undefined }],
      }),
    ).toEqual({
      'beneficialOwners[0].firstName': 'validation:required',
      'beneficialOwners[0].birthDate': 'validation:birthDatePesel',
    });
  });

  it('section 3: the industries and an "other" source’s description, next to a missing amount', () => {
    const origin = kyc.investmentDetails.originOfFunds[0];
    expect(
      issuesOf(kycDataSchema.shape.investmentDetails, {
        originOfFunds: [
          { ...origin, receivedValue: undefined },
          { ...origin, type: 'Other', currency: undefined },
        ],
        industries: [],
      }),
    ).toEqual({
      'originOfFunds[0].receivedValue': 'validation:required',
      'originOfFunds[1].currency': 'validation:invalid',
      'originOfFunds[1].description': 'validation:required',
      industries: 'validation:industries',
    });
  });

  it('section 4: a PEP function’s end date, next to its missing name', () => {
    expect(
      issuesOf(kycDataSchema.shape.investorStatus, {
        ...kyc.investorStatus,
        pep: {
          isPep: true,
          functions: [{ startDate: '2020-01-01', currentlyHolding: false, relationship: 'self' }],
        },
      }),
    ).toEqual({
      'pep.functions[0].function': 'validation:required',
      'pep.functions[0].endDate': 'validation:required',
    });
  });

  it('section 6: the US TIN and a TIN or its reason, next to the declaration and a wrong country', () => {
    expect(
      issuesOf(kycDataSchema.shape.fatcaCrs, {
        usPerson: true,
        taxResidencies: [{ country: 'Polska' }],
        declarationAccepted: false,
      }),
    ).toEqual({
      'taxResidencies[0].country': 'validation:pattern',
      'taxResidencies[0].tin': 'validation:required',
      declarationAccepted: 'validation:confirm',
      usTin: 'validation:required',
    });
  });

  it('an address: the postal code for its country, next to a missing street', () => {
    const { street: _, ...address } = kycAddressFixture;
    expect(
      issuesOf(kycDataSchema.shape.investorInformation, {
        ...investorInformation,
        residentialAddress: { ...address, zipCode: '00950' },
      }),
    ).toEqual({
      'residentialAddress.street': 'validation:required',
      'residentialAddress.zipCode': 'validation:zipCodeExample',
    });
  });
});

describe('issue 19: the identity document number of the KYC follows its type and country (decision 054)', () => {
  const document = investorInformation.identityDocument;
  const numberKey = (number: string, change: Record<string, unknown> = {}) =>
    issuesOf(
      kycDataSchema,
      withSection('investorInformation', { identityDocument: { ...document, ...change, number } }),
    )['investorInformation.identityDocument.number'];

  it('refuses "!!" and a Polish identity card number whose check digit does not match', () => {
    expect(numberKey('!!')).toBe('validation:idCardNumber');
    expect(numberKey('ABC123456')).toBe('validation:documentNumberCheckDigit');
  });

  it('accepts a valid Polish number typed in lower case, and stores it in capitals', () => {
    expect(numberKey('abc523456')).toBeUndefined();
    const parsed = kycDataSchema.parse(
      withSection('investorInformation', { identityDocument: { ...document, number: 'abc523456' } }),
    );
    expect(parsed.investorInformation.identityDocument.number).toBe('ABC523456');
  });

  it('takes another country’s number by its characters and length, next to a missing name', () => {
    expect(numberKey('X 1234-5', { issuingCountry: 'DE' })).toBeUndefined();
    expect(numberKey('X!1', { issuingCountry: 'DE' })).toBe('validation:documentNumber');
    const keys = issuesOf(
      kycDataSchema,
      withSection('investorInformation', { firstName: '', identityDocument: { ...document, number: '!!' } }),
    );
    expect(keys['investorInformation.firstName']).toBe('validation:required');
    expect(keys['investorInformation.identityDocument.number']).toBeDefined();
  });
});
