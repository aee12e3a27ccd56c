import { composePesel } from '../rules/index.ts';
import type { KycData } from '../schemas/kyc/kyc-data.ts';

/**
 * A complete, valid KYC questionnaire of a natural person (every section filled, a valid PESEL
 * and IBAN) for the demo seed and the tests: shared, so the portal, the API and the seed agree on
 * what "valid" looks like. The input shape, as a form sends it (typed IBAN and phone, a comma in
 * a percentage); fresh on every call, with the document valid for 400 more days from today.
 */

/** Today plus `days`, as `YYYY-MM-DD`. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const kycAddressFixture = {
  street: 'Prosta',
  houseNumber: '1',
  city: 'Warszawa',
  zipCode: '00-950',
  country: 'PL',
} as const;

export interface KycFixtureOptions {
  firstName?: string;
  middleName?: string;
  surname?: string;
  birthDate?: string;
  /** `YYYY-MM-DD`; 400 days from today unless given. */
  documentExpiryDate?: string;
  sex?: 'male' | 'female';
  mainTaxNumber?: string;
  /** Ids of the supporting documents of the origin of funds (none unless given: an id must be a document uploaded to the request). */
  supportingDocuments?: string[];
}

export function investorInformationFixture(options: KycFixtureOptions = {}) {
  const birthDate = options.birthDate ?? '1985-04-12';
  const firstName = options.firstName ?? 'Anna';
  const surname = options.surname ?? 'Nowak';
  return {
    title: options.sex === 'male' ? 'Mr' : 'Mrs',
    firstName,
    middleName: options.middleName ?? 'Maria',
    surname,
    fatherName: 'Jan',
    motherName: 'Ewa',
    maidenName: 'Kowalska',
    birthDate,
    birthPlace: 'Kraków',
    pesel: composePesel(birthDate, options.sex ?? 'female'),
    citizenships: ['PL'],
    identityDocument: {
      type: 'ID_CARD',
      number: 'ABC523456',
      expiryDate: options.documentExpiryDate ?? daysFromToday(400),
      issuingCountry: 'PL',
    },
    phone: '600 123 456',
    residentialAddress: { ...kycAddressFixture },
    mailingAddressSameAsResidential: true,
    maritalStatus: 'Married',
    propertyRegime: 'separate',
  };
}

export function kycDataFixture(options: KycFixtureOptions = {}) {
  const investorInformation = investorInformationFixture(options);
  return {
    investorInformation,
    taxStatus: {
      mainTaxNumber: { country: 'PL', number: options.mainTaxNumber ?? '5260250274' },
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
          supportingDocuments: options.supportingDocuments ?? [],
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
          owner: `${investorInformation.firstName} ${investorInformation.surname}`,
          iban: '61 1090 1014 0000 0712 1981 2874',
          swift: 'wbkpplpp',
          bankName: 'Santander',
          city: 'Warszawa',
        },
      ],
    },
    fatcaCrs: {
      usPerson: false,
      taxResidencies: [{ country: 'PL', tin: investorInformation.pesel }],
      declarationAccepted: true,
    },
    sanctions: { activityInSanctionedCountries: true, percentages: { russia: '12,5', cuba: 0 } },
  } satisfies Record<keyof KycData, unknown>;
}
