import { kycDataFixture } from '@wl/shared/demo';
import type { KycFormValues } from '../lib/form-values.ts';
import { formValuesFromData } from '../lib/from-data.ts';

/** The shared fixture (a complete, valid questionnaire as a form sends it) as form values. */
export function validFormValues(): KycFormValues {
  return formValuesFromData(kycDataFixture());
}

/** The industries dictionary as the API answers it (ids are numbers). */
export const industries = [
  { id: 3, name: 'Budownictwo' },
  { id: 7, name: 'Informacja i komunikacja' },
];
