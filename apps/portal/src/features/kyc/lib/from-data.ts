import { randomId } from '@mantine/hooks';
import { formatBankAccount } from '@wl/shared/format';
import { SANCTION_COUNTRIES } from '@wl/shared/rules';
import { type KycSection, kycSections } from '@wl/shared/schemas';
import { type AddressValues, emptyAddress, emptyKycFormValues, type KycFormValues, type YesNo } from './form-values.ts';

/**
 * Saved KYC data (a draft of the investor panel, the public form's draft, or what the form itself
 * stored) back into form values. Saved data is what the schemas output (an IBAN without spaces,
 * a phone in E.164, percentages as numbers) and comes from a jsonb column the portal does not
 * control, so every field is read defensively: anything of the wrong type is left blank for the
 * user to fill in again rather than breaking the form.
 */

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Data => (isRecord(value) ? value : {});
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isRecord) : []);

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A decimal as people here write it (spec §9: a comma), `250000.00` → `250000,00`. */
function decimalText(value: unknown): string {
  return text(value).replace('.', ',');
}

const yesNo = (value: unknown): YesNo => (typeof value === 'boolean' ? value : null);
const flag = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

function address(value: unknown): AddressValues {
  const data = record(value);
  const empty = emptyAddress();
  return Object.fromEntries(
    (Object.keys(empty) as (keyof AddressValues)[]).map((key) => [key, text(data[key]) || empty[key]]),
  ) as unknown as AddressValues;
}

type Readers = { [S in KycSection]: (data: Data, empty: KycFormValues[S]) => KycFormValues[S] };

const readers: Readers = {
  investorInformation: (d, empty) => {
    const document = record(d.identityDocument);
    const citizenships = texts(d.citizenships);
    return {
      title: text(d.title),
      firstName: text(d.firstName),
      middleName: text(d.middleName),
      surname: text(d.surname),
      fatherName: text(d.fatherName),
      motherName: text(d.motherName),
      maidenName: text(d.maidenName),
      birthDate: text(d.birthDate),
      birthPlace: text(d.birthPlace),
      pesel: text(d.pesel),
      citizenships: citizenships.length ? citizenships : empty.citizenships,
      identityDocument: {
        type: text(document.type),
        number: text(document.number),
        expiryDate: text(document.expiryDate),
        issuingCountry: text(document.issuingCountry) || empty.identityDocument.issuingCountry,
      },
      phone: text(d.phone),
      residentialAddress: address(d.residentialAddress),
      mailingAddressSameAsResidential: flag(d.mailingAddressSameAsResidential, true),
      mailingAddress: address(d.mailingAddress),
      maritalStatus: text(d.maritalStatus),
      propertyRegime: text(d.propertyRegime),
    };
  },
  taxStatus: (d) => {
    const main = record(d.mainTaxNumber);
    return {
      mainTaxNumber: { country: text(main.country) || 'PL', number: text(main.number) },
      otherTaxNumbers: list(d.otherTaxNumbers).map((row) => ({
        key: randomId(),
        country: text(row.country),
        number: text(row.number),
      })),
      actsOnOwnBehalf: yesNo(d.actsOnOwnBehalf),
      beneficialOwners: list(d.beneficialOwners).map((row) => ({
        key: randomId(),
        firstName: text(row.firstName),
        surname: text(row.surname),
        birthDate: text(row.birthDate),
        pesel: text(row.pesel),
        citizenship: text(row.citizenship),
        relationship: text(row.relationship),
      })),
    };
  },
  investmentDetails: (d, empty) => {
    const origins = list(d.originOfFunds).map((row) => ({
      key: randomId(),
      type: text(row.type),
      receivedValue: decimalText(row.receivedValue),
      currency: text(row.currency) || 'PLN',
      date: text(row.date),
      description: text(row.description),
      supportingDocuments: (Array.isArray(row.supportingDocuments) ? row.supportingDocuments : []).flatMap(
        (document: unknown) => {
          // The form's own copy keeps the names; saved data has the ids only.
          if (isRecord(document) && typeof document.id === 'string')
            return [{ id: document.id, fileName: text(document.fileName) }];
          return typeof document === 'string' ? [{ id: document, fileName: '' }] : [];
        },
      ),
    }));
    return { originOfFunds: origins.length ? origins : empty.originOfFunds, industries: texts(d.industries) };
  },
  investorStatus: (d) => {
    const answers = record(d.wellInformedInvestor);
    const quarters = Array.isArray(answers.transactionsPerQuarter) ? answers.transactionsPerQuarter : [];
    const pep = record(d.pep);
    return {
      wellInformedInvestor: {
        declaresWellInformed: yesNo(answers.declaresWellInformed),
        commitmentEur: decimalText(answers.commitmentEur),
        portfolioEur: decimalText(answers.portfolioEur),
        transactionsPerQuarter: [text(quarters[0]), text(quarters[1]), text(quarters[2]), text(quarters[3])],
      },
      pep: {
        isPep: yesNo(pep.isPep),
        functions: list(pep.functions).map((row) => ({
          key: randomId(),
          function: text(row.function),
          startDate: text(row.startDate),
          endDate: text(row.endDate),
          currentlyHolding: flag(row.currentlyHolding),
          relationship: text(row.relationship),
        })),
      },
    };
  },
  bankAccounts: (d, empty) => {
    const accounts = list(d.bankAccounts).map((row) => ({
      key: randomId(),
      owner: text(row.owner),
      iban: formatBankAccount(text(row.iban)),
      swift: text(row.swift),
      bankName: text(row.bankName),
      city: text(row.city),
    }));
    return { bankAccounts: accounts.length ? accounts : empty.bankAccounts };
  },
  fatcaCrs: (d, empty) => {
    const residencies = list(d.taxResidencies).map((row) => ({
      key: randomId(),
      country: text(row.country),
      tin: text(row.tin),
      noTinReason: text(row.noTinReason),
    }));
    return {
      usPerson: yesNo(d.usPerson),
      usTin: text(d.usTin),
      taxResidencies: residencies.length ? residencies : empty.taxResidencies,
      declarationAccepted: flag(d.declarationAccepted),
    };
  },
  sanctions: (d) => {
    const percentages = record(d.percentages);
    return {
      activityInSanctionedCountries: yesNo(d.activityInSanctionedCountries),
      percentages: Object.fromEntries(
        SANCTION_COUNTRIES.map((country) => [country, decimalText(percentages[country])]),
      ) as KycFormValues['sanctions']['percentages'],
    };
  },
};

/** The sections saved data holds (as objects), in questionnaire order. */
export function sectionsIn(data: unknown): KycSection[] {
  const source = record(data);
  return kycSections.filter((section) => isRecord(source[section]));
}

/**
 * Form values from saved data: the sections it holds read from it, the others left empty (or
 * taken from `base`, e.g. what the user typed locally).
 */
export function formValuesFromData(data: unknown, base: KycFormValues = emptyKycFormValues()): KycFormValues {
  const source = record(data);
  const empty = emptyKycFormValues();
  const values = { ...base };
  for (const section of sectionsIn(source)) {
    // Each reader gets its own section's types; the map keeps them paired.
    (values as Record<KycSection, unknown>)[section] = (readers[section] as (data: Data, empty: unknown) => unknown)(
      record(source[section]),
      empty[section],
    );
  }
  return values;
}
