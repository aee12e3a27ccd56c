import type { FormErrors } from '@mantine/form';
import type { Language } from '@wl/shared/config';
import { issueMessage, translate } from '@wl/shared/i18n/core';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api/api-error.ts';

/** `brokerNetworkIds`, `addresses.0.zipCode`: the path of a field as @mantine/form names it. */
export function formPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined),
    values,
  );
}

/**
 * Validates form values with a schema of packages/shared and words each issue the way the server
 * does (`issueMessage`: the rule's i18n key with its values, e.g. the earliest accepted expiry
 * date), so the browser and the API refuse the same input with the same message. One message per
 * field: the first issue. A field left empty (a select not chosen yet) reads as "required"
 * rather than as an invalid choice.
 */
export function validateWithSchema(schema: z.ZodType, values: unknown, language: Language): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = formPath(issue.path);
    if (path in errors) continue;
    const missing = issue.path.length > 0 && valueAt(values, issue.path) === undefined;
    errors[path] = missing ? translate(language, 'validation:required') : issueMessage(issue, language);
  }
  return errors;
}

/**
 * The violations of a refused write (400/409/422 with `violations[{propertyPath, title}]`) as
 * form errors on the fields they name (`addresses[0].zip` → `addresses.0.zip`); only fields the
 * form has, so nothing is set on a field the user cannot see.
 */
export function violationsToFormErrors(error: unknown, fields: readonly string[]): FormErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: FormErrors = {};
  for (const violation of error.errorBody?.violations ?? []) {
    const path = violation.propertyPath.replace(/\[(\d+)\]/g, '.$1');
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && !(field in errors)) errors[field] = violation.title;
  }
  return errors;
}
