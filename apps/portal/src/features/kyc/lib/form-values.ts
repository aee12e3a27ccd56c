import { randomId } from '@mantine/hooks';
import { SANCTION_COUNTRIES, type SanctionCountry } from '@wl/shared/rules';

/**
 * The questionnaire as the form holds it: every section of `kycDataSchema`, with what a person
 * types (text for numbers and dates, `''` for a choice not made, `null` for an unanswered yes/no)
 * rather than what the schemas output. `to-payload.ts` turns it into the schemas' input, and
 * `from-data.ts` turns saved data back into it. List rows carry a `key` of their own (React keys
 * survive removing a row in the middle); it never travels.
 */

export type YesNo = boolean | null;

export interface AddressValues {
  street: string;
  houseNumber: string;
  flatNumber: string;
  voivodeship: string;
  county: string;
  commune: string;
  city: string;
  zipCode: string;
  country: string;
}

export interface InvestorInformationValues {
  title: string;
  firstName: string;
  middleName: string;
  surname: string;
  fatherName: string;
  motherName: string;
  maidenName: string;
  birthDate: string;
  birthPlace: string;
  pesel: string;
  citizenships: string[];
  identityDocument: { type: string; number: string; expiryDate: string; issuingCountry: string };
  phone: string;
  residentialAddress: AddressValues;
  mailingAddressSameAsResidential: boolean;
  mailingAddress: AddressValues;
  maritalStatus: string;
  propertyRegime: string;
}

export interface TaxNumberValues {
  key: string;
  country: string;
  number: string;
}

export interface BeneficialOwnerValues {
  key: string;
  firstName: string;
  surname: string;
  birthDate: string;
  pesel: string;
  citizenship: string;
  relationship: string;
}

export interface TaxStatusValues {
  mainTaxNumber: { country: string; number: string };
  otherTaxNumbers: TaxNumberValues[];
  actsOnOwnBehalf: YesNo;
  beneficialOwners: BeneficialOwnerValues[];
}

/** An uploaded supporting document: its id travels, its name is kept for the list on screen. */
export interface DocumentValues {
  id: string;
  fileName: string;
}

export interface OriginOfFundsValues {
  key: string;
  type: string;
  receivedValue: string;
  currency: string;
  date: string;
  description: string;
  supportingDocuments: DocumentValues[];
}

export interface InvestmentDetailsValues {
  originOfFunds: OriginOfFundsValues[];
  /** Dictionary ids as text (select values); `to-payload` gives them back the dictionary's type. */
  industries: string[];
}

export interface PepFunctionValues {
  key: string;
  function: string;
  startDate: string;
  endDate: string;
  currentlyHolding: boolean;
  relationship: string;
}

export interface InvestorStatusValues {
  wellInformedInvestor: {
    declaresWellInformed: YesNo;
    commitmentEur: string;
    portfolioEur: string;
    /** The last four quarters, oldest first. */
    transactionsPerQuarter: [string, string, string, string];
  };
  pep: { isPep: YesNo; functions: PepFunctionValues[] };
}

export interface BankAccountValues {
  key: string;
  owner: string;
  iban: string;
  swift: string;
  bankName: string;
  city: string;
}

export interface BankAccountsValues {
  bankAccounts: BankAccountValues[];
}

export interface TaxResidencyValues {
  key: string;
  country: string;
  tin: string;
  noTinReason: string;
}

export interface FatcaCrsValues {
  usPerson: YesNo;
  usTin: string;
  taxResidencies: TaxResidencyValues[];
  declarationAccepted: boolean;
}

export interface SanctionsValues {
  activityInSanctionedCountries: YesNo;
  percentages: Record<SanctionCountry, string>;
}

export interface KycFormValues {
  investorInformation: InvestorInformationValues;
  taxStatus: TaxStatusValues;
  investmentDetails: InvestmentDetailsValues;
  investorStatus: InvestorStatusValues;
  bankAccounts: BankAccountsValues;
  fatcaCrs: FatcaCrsValues;
  sanctions: SanctionsValues;
}

export const emptyAddress = (country = 'PL'): AddressValues => ({
  street: '',
  houseNumber: '',
  flatNumber: '',
  voivodeship: '',
  county: '',
  commune: '',
  city: '',
  zipCode: '',
  country,
});

export const emptyTaxNumber = (): TaxNumberValues => ({ key: randomId(), country: 'PL', number: '' });

export const emptyBeneficialOwner = (): BeneficialOwnerValues => ({
  key: randomId(),
  firstName: '',
  surname: '',
  birthDate: '',
  pesel: '',
  citizenship: 'PL',
  relationship: '',
});

export const emptyOriginOfFunds = (): OriginOfFundsValues => ({
  key: randomId(),
  type: '',
  receivedValue: '',
  currency: 'PLN',
  date: '',
  description: '',
  supportingDocuments: [],
});

export const emptyPepFunction = (): PepFunctionValues => ({
  key: randomId(),
  function: '',
  startDate: '',
  endDate: '',
  currentlyHolding: false,
  relationship: '',
});

export const emptyBankAccount = (owner = ''): BankAccountValues => ({
  key: randomId(),
  owner,
  iban: '',
  swift: '',
  bankName: '',
  city: '',
});

export const emptyTaxResidency = (): TaxResidencyValues => ({
  key: randomId(),
  country: 'PL',
  tin: '',
  noTinReason: '',
});

const emptyPercentages = (): Record<SanctionCountry, string> =>
  Object.fromEntries(SANCTION_COUNTRIES.map((country) => [country, ''])) as Record<SanctionCountry, string>;

/**
 * A questionnaire nobody has started: Poland preselected where a country is asked (the platform's
 * investors mostly live there; any other can be chosen), one row where a list needs at least one.
 */
export function emptyKycFormValues(): KycFormValues {
  return {
    investorInformation: {
      title: '',
      firstName: '',
      middleName: '',
      surname: '',
      fatherName: '',
      motherName: '',
      maidenName: '',
      birthDate: '',
      birthPlace: '',
      pesel: '',
      citizenships: ['PL'],
      identityDocument: { type: '', number: '', expiryDate: '', issuingCountry: 'PL' },
      phone: '',
      residentialAddress: emptyAddress(),
      mailingAddressSameAsResidential: true,
      mailingAddress: emptyAddress(),
      maritalStatus: '',
      propertyRegime: '',
    },
    taxStatus: {
      mainTaxNumber: { country: 'PL', number: '' },
      otherTaxNumbers: [],
      actsOnOwnBehalf: null,
      beneficialOwners: [],
    },
    investmentDetails: { originOfFunds: [emptyOriginOfFunds()], industries: [] },
    investorStatus: {
      wellInformedInvestor: {
        declaresWellInformed: null,
        commitmentEur: '',
        portfolioEur: '',
        transactionsPerQuarter: ['', '', '', ''],
      },
      pep: { isPep: null, functions: [] },
    },
    bankAccounts: { bankAccounts: [emptyBankAccount()] },
    fatcaCrs: { usPerson: null, usTin: '', taxResidencies: [emptyTaxResidency()], declarationAccepted: false },
    sanctions: { activityInSanctionedCountries: null, percentages: emptyPercentages() },
  };
}
