import { normalizeDecimal, parseNumber, SANCTION_COUNTRIES } from '@wl/shared/rules';
import { type KycDictionaryEntry, type KycSection, kycSections } from '@wl/shared/schemas';
import type { AddressValues, KycFormValues } from './form-values.ts';

/**
 * The form's values as the input of the shared section schemas (and of the API, which takes the
 * same input shape): blanks become "not given" (so an optional field is left out and a required
 * one reads "required"), typed numbers keep what was typed unless they parse (`1 000,50` →
 * `1000.5`; garbage stays garbage, so the schema says why), questions asked only after an answer
 * (mailing address, property regime, beneficial owners …) are sent only when asked.
 */

export type SectionPayload = Record<string, unknown>;
export type KycPayload = Partial<Record<KycSection, SectionPayload>>;

export interface PayloadOptions {
  /** The industries dictionary: its ids are numbers or text, the select's values are text. */
  industries?: readonly KycDictionaryEntry[];
}

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/** Text or nothing: blank text is left out. */
export function given(value: string | null | undefined): string | undefined {
  return blank(value) ? undefined : (value as string);
}

/** Money as the schemas take it (a dot, no spaces): `1 000,50` → `1000.5`; unparseable text as typed. */
export function moneyInput(value: string): string | undefined {
  if (blank(value)) return undefined;
  return normalizeDecimal(value) ?? value.trim();
}

/** A count typed as text: a number when it parses, else the text (the schema refuses it). */
function countInput(value: string): number | string | undefined {
  if (blank(value)) return undefined;
  return parseNumber(value) ?? value.trim();
}

function address(values: AddressValues): SectionPayload {
  return {
    street: given(values.street),
    houseNumber: given(values.houseNumber),
    flatNumber: given(values.flatNumber),
    voivodeship: given(values.voivodeship),
    county: given(values.county),
    commune: given(values.commune),
    city: given(values.city),
    zipCode: given(values.zipCode),
    country: given(values.country),
  };
}

function industryId(value: string, dictionary: readonly KycDictionaryEntry[] | undefined): number | string {
  const entry = dictionary?.find((item) => String(item.id) === value);
  if (entry) return entry.id;
  return /^\d+$/.test(value) ? Number(value) : value;
}

type Builders = { [S in KycSection]: (values: KycFormValues[S], options: PayloadOptions) => SectionPayload };

const builders: Builders = {
  investorInformation: (v) => ({
    title: given(v.title),
    firstName: given(v.firstName),
    middleName: given(v.middleName),
    surname: given(v.surname),
    fatherName: given(v.fatherName),
    motherName: given(v.motherName),
    maidenName: given(v.maidenName),
    birthDate: given(v.birthDate),
    birthPlace: given(v.birthPlace),
    pesel: given(v.pesel),
    citizenships: v.citizenships,
    identityDocument: {
      type: given(v.identityDocument.type),
      number: given(v.identityDocument.number),
      expiryDate: given(v.identityDocument.expiryDate),
      issuingCountry: given(v.identityDocument.issuingCountry),
    },
    phone: given(v.phone),
    residentialAddress: address(v.residentialAddress),
    mailingAddressSameAsResidential: v.mailingAddressSameAsResidential,
    mailingAddress: v.mailingAddressSameAsResidential ? undefined : address(v.mailingAddress),
    maritalStatus: given(v.maritalStatus),
    propertyRegime: v.maritalStatus === 'Married' ? given(v.propertyRegime) : undefined,
  }),
  taxStatus: (v) => ({
    mainTaxNumber: { country: given(v.mainTaxNumber.country), number: given(v.mainTaxNumber.number) },
    otherTaxNumbers: v.otherTaxNumbers.map((row) => ({ country: given(row.country), number: given(row.number) })),
    actsOnOwnBehalf: v.actsOnOwnBehalf ?? undefined,
    beneficialOwners:
      v.actsOnOwnBehalf === false
        ? v.beneficialOwners.map((row) => ({
            firstName: given(row.firstName),
            surname: given(row.surname),
            birthDate: given(row.birthDate),
            pesel: given(row.pesel),
            citizenship: given(row.citizenship),
            relationship: given(row.relationship),
          }))
        : [],
  }),
  investmentDetails: (v, options) => {
    const business = v.originOfFunds.some((row) => row.type === 'BusinessActivity');
    return {
      originOfFunds: v.originOfFunds.map((row) => ({
        type: given(row.type),
        receivedValue: moneyInput(row.receivedValue),
        currency: given(row.currency),
        date: given(row.date),
        description: given(row.description),
        supportingDocuments: row.supportingDocuments.map((document) => document.id),
      })),
      // Asked only when money comes from a business; then an empty list is "choose at least one".
      industries: business ? v.industries.map((id) => industryId(id, options.industries)) : [],
    };
  },
  investorStatus: (v) => {
    const answers = v.wellInformedInvestor;
    const declares = answers.declaresWellInformed;
    const quarters = answers.transactionsPerQuarter;
    return {
      wellInformedInvestor: {
        declaresWellInformed: declares ?? undefined,
        ...(declares
          ? {
              commitmentEur: moneyInput(answers.commitmentEur),
              portfolioEur: moneyInput(answers.portfolioEur),
              transactionsPerQuarter: quarters.every(blank) ? undefined : quarters.map(countInput),
            }
          : {}),
      },
      pep: {
        isPep: v.pep.isPep ?? undefined,
        functions: v.pep.isPep
          ? v.pep.functions.map((row) => ({
              function: given(row.function),
              startDate: given(row.startDate),
              endDate: row.currentlyHolding ? undefined : given(row.endDate),
              currentlyHolding: row.currentlyHolding,
              relationship: given(row.relationship),
            }))
          : [],
      },
    };
  },
  bankAccounts: (v) => ({
    bankAccounts: v.bankAccounts.map((row) => ({
      owner: given(row.owner),
      iban: given(row.iban),
      swift: given(row.swift),
      bankName: given(row.bankName),
      city: given(row.city),
    })),
  }),
  fatcaCrs: (v) => ({
    usPerson: v.usPerson ?? undefined,
    usTin: v.usPerson ? given(v.usTin) : undefined,
    taxResidencies: v.taxResidencies.map((row) => ({
      country: given(row.country),
      tin: given(row.tin),
      noTinReason: given(row.noTinReason),
    })),
    declarationAccepted: v.declarationAccepted,
  }),
  sanctions: (v) => ({
    activityInSanctionedCountries: v.activityInSanctionedCountries ?? undefined,
    percentages: v.activityInSanctionedCountries
      ? Object.fromEntries(
          SANCTION_COUNTRIES.filter((country) => !blank(v.percentages[country])).map((country) => [
            country,
            v.percentages[country].trim(),
          ]),
        )
      : {},
  }),
};

/** Drops the keys of what was not given, so the JSON (and the review) holds only answers. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, compact(item)]),
  );
}

/** One section's values as its schema's input. */
export function sectionPayload<S extends KycSection>(
  section: S,
  values: KycFormValues,
  options: PayloadOptions = {},
): SectionPayload {
  return compact(builders[section](values[section], options)) as SectionPayload;
}

/** The given sections (all by default) as a draft or as the complete questionnaire. */
export function kycPayload(
  values: KycFormValues,
  sections: readonly KycSection[] = kycSections,
  options: PayloadOptions = {},
): KycPayload {
  return Object.fromEntries(sections.map((section) => [section, sectionPayload(section, values, options)]));
}
