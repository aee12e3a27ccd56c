import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { Language } from '@wl/shared/config';
import { type Company, companySchema } from '@wl/shared/schemas';
import { validateWithSchema } from '@/lib/forms/validation.ts';

/**
 * The company form of the company step (spec §3 "Company"): every field as text for the inputs,
 * checked by the shared `companySchema` (the schema the API checks the same company with).
 */

export interface RepresentativeValues {
  /** React's key of a list item (not sent). */
  key: string;
  firstName: string;
  surname: string;
  function: string;
  signer: boolean;
  verified: boolean;
}

export interface CompanyFormValues {
  name: string;
  legalForm: string;
  registerNumber: string;
  statisticalNumber: string;
  coreBusiness: string;
  taxOffice: string;
  registeredAddress: {
    street: string;
    houseNumber: string;
    flatNumber: string;
    voivodeship: string;
    county: string;
    commune: string;
    city: string;
    zipCode: string;
    country: string;
  };
  representatives: RepresentativeValues[];
}

export const optionalAddressFields = ['flatNumber', 'voivodeship', 'county', 'commune'] as const;

export function emptyRepresentative(): RepresentativeValues {
  return { key: randomId(), firstName: '', surname: '', function: '', signer: false, verified: false };
}

/** A company typed in by hand: only the register number known, in Poland. */
export function emptyCompanyValues(registerNumber = ''): CompanyFormValues {
  return {
    name: '',
    legalForm: '',
    registerNumber: registerNumber.trim(),
    statisticalNumber: '',
    coreBusiness: '',
    taxOffice: '',
    registeredAddress: {
      street: '',
      houseNumber: '',
      flatNumber: '',
      voivodeship: '',
      county: '',
      commune: '',
      city: '',
      zipCode: '',
      country: 'PL',
    },
    representatives: [emptyRepresentative()],
  };
}

/** A company as the register answered it, ready to review and edit. */
export function companyToValues(company: Company): CompanyFormValues {
  const address = company.registeredAddress;
  return {
    name: company.name,
    legalForm: company.legalForm,
    registerNumber: company.registerNumber,
    statisticalNumber: company.statisticalNumber,
    coreBusiness: company.coreBusiness,
    taxOffice: company.taxOffice,
    registeredAddress: {
      street: address.street,
      houseNumber: address.houseNumber,
      flatNumber: address.flatNumber ?? '',
      voivodeship: address.voivodeship ?? '',
      county: address.county ?? '',
      commune: address.commune ?? '',
      city: address.city,
      zipCode: address.zipCode,
      country: address.country,
    },
    representatives: company.representatives.map((person) => ({ key: randomId(), ...person })),
  };
}

/** The company the form describes, as the API takes it: optional address parts left out when empty. */
export function valuesToCompany(values: CompanyFormValues): Company {
  const address: Record<string, string> = {};
  for (const [field, value] of Object.entries(values.registeredAddress)) {
    const optional = (optionalAddressFields as readonly string[]).includes(field);
    if (!optional || value.trim() !== '') address[field] = value;
  }
  return {
    name: values.name,
    legalForm: values.legalForm,
    registerNumber: values.registerNumber,
    statisticalNumber: values.statisticalNumber,
    coreBusiness: values.coreBusiness,
    taxOffice: values.taxOffice,
    registeredAddress: address as Company['registeredAddress'],
    representatives: values.representatives.map(({ key: _key, ...person }) => person),
  };
}

/** The shared schema's verdict on the form, worded as the API words it. */
export function validateCompanyForm(values: CompanyFormValues, language: Language): FormErrors {
  return validateWithSchema(companySchema, valuesToCompany(values), language);
}
