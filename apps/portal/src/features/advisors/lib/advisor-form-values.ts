import type { FormErrors } from '@mantine/form';
import type { Language } from '@wl/shared/config';
import { type AdvisorDetail, type AdvisorForm, advisorFormSchema } from '@wl/shared/schemas';
import { validateWithSchema } from '@/lib/forms/validation.ts';

/** The advisor form as the inputs hold it: text everywhere, '' for "not filled in". */
export interface AdvisorFormValues {
  firstName: string;
  surname: string;
  email: string;
  externalId: string;
  documentType: string;
  documentNumber: string;
  /** `YYYY-MM-DD` or ''. */
  documentExpiryDate: string;
  country: string;
  powerOfAttorneyStart: string;
  powerOfAttorneyEnd: string;
  brokerNetworkIds: string[];
}

export const advisorFormFields = [
  'firstName',
  'surname',
  'email',
  'externalId',
  'documentType',
  'documentNumber',
  'documentExpiryDate',
  'country',
  'powerOfAttorneyStart',
  'powerOfAttorneyEnd',
  'brokerNetworkIds',
] as const satisfies readonly (keyof AdvisorFormValues)[];

export const emptyAdvisorForm: AdvisorFormValues = {
  firstName: '',
  surname: '',
  email: '',
  externalId: '',
  documentType: '',
  documentNumber: '',
  documentExpiryDate: '',
  country: 'PL',
  powerOfAttorneyStart: '',
  powerOfAttorneyEnd: '',
  brokerNetworkIds: [],
};

/** The edit form of a stored advisor (missing document data stays empty for the admin to fill in). */
export function advisorToFormValues(advisor: AdvisorDetail): AdvisorFormValues {
  return {
    firstName: advisor.firstName,
    surname: advisor.surname,
    email: advisor.email,
    externalId: advisor.externalId ?? '',
    documentType: advisor.documentType ?? '',
    documentNumber: advisor.documentNumber ?? '',
    documentExpiryDate: advisor.documentExpiryDate ?? '',
    country: advisor.country ?? '',
    powerOfAttorneyStart: advisor.powerOfAttorneyStart ?? '',
    powerOfAttorneyEnd: advisor.powerOfAttorneyEnd ?? '',
    brokerNetworkIds: [...advisor.brokerNetworkIds],
  };
}

/** The body the API takes: empty inputs left out, so a missing value reads as "required". */
export function toAdvisorInput(values: AdvisorFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = { brokerNetworkIds: values.brokerNetworkIds };
  for (const field of advisorFormFields) {
    if (field === 'brokerNetworkIds') continue;
    const value = values[field].trim();
    if (value !== '') out[field] = value;
  }
  return out;
}

/** The shared advisor form schema's verdict, in the language (the same words as the API). */
export function validateAdvisorForm(values: AdvisorFormValues, language: Language): FormErrors {
  return validateWithSchema(advisorFormSchema, toAdvisorInput(values), language);
}

/** The validated payload (the schema trims and normalises, e.g. the country code). */
export function toAdvisorPayload(values: AdvisorFormValues): AdvisorForm {
  return advisorFormSchema.parse(toAdvisorInput(values));
}
