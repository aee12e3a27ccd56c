import type { FormErrors } from '@mantine/form';
import type { Language } from '@wl/shared/config';
import { type KycSection, kycSectionSchemas } from '@wl/shared/schemas';
import { validateWithSchema, violationsToFormErrors } from '@/lib/forms/validation.ts';
import type { KycFormValues } from './form-values.ts';
import { type PayloadOptions, sectionPayload } from './to-payload.ts';

/**
 * One section checked by its shared schema (the same one the API checks a draft or a submit
 * with), its errors named by the form's paths (`investorInformation.pesel`).
 */
export function validateSection(
  section: KycSection,
  values: KycFormValues,
  language: Language,
  options: PayloadOptions = {},
): FormErrors {
  const errors = validateWithSchema(kycSectionSchemas[section], sectionPayload(section, values, options), language);
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path ? `${section}.${path}` : section, message]),
  );
}

/** Lists of plain values (countries, ids) have one input: their items' errors belong to it. */
const LEAF_LISTS = new Set(['citizenships', 'industries', 'supportingDocuments']);
/** Rows' keys are the form's own; no error can name them. */
const INTERNAL = new Set(['key']);

/** Every path of the form that shows an error (fields and the groups that show one), deepest first. */
export function errorPaths(values: KycFormValues): string[] {
  const paths: string[] = [];
  const walk = (node: unknown, path: string, name: string) => {
    paths.push(path);
    if (LEAF_LISTS.has(name) || node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (!INTERNAL.has(key)) walk(child, `${path}.${key}`, key);
    }
  };
  for (const [section, node] of Object.entries(values)) walk(node, section, section);
  return paths.sort((a, b) => b.split('.').length - a.split('.').length);
}

/** A refused save or submit's violations (`bankAccounts.bankAccounts[0].iban`) on the form's fields. */
export function serverErrors(error: unknown, values: KycFormValues): FormErrors {
  return violationsToFormErrors(error, errorPaths(values));
}
