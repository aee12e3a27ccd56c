import type { UseFormReturnType } from '@mantine/form';
import type { KycFormValues } from '../../lib/form-values.ts';

/** The questionnaire's one form (all seven sections; only the section on screen is validated). */
export type KycForm = UseFormReturnType<KycFormValues>;

/** A form error as text (the schemas' messages are strings). */
export function errorAt(form: KycForm, path: string): string | null {
  const error = form.errors[path];
  return typeof error === 'string' && error ? error : null;
}
