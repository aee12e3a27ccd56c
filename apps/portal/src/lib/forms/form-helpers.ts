import type { UseFormReturnType } from '@mantine/form';
import { isMessageKey, translate } from '@wl/shared/i18n/core';
import { PASSWORD_MIN_LENGTH } from '@wl/shared/rules';
import type { ReactNode } from 'react';
import { useBranding } from '@/lib/branding-context.tsx';

/**
 * The shared zod schemas put i18n keys in their issues (`validation:required`); zod4Resolver hands
 * them to the form as they are, so each field's error is translated here, in the page's language.
 * The password rule's only value is the minimum length (spec §9).
 */
export function translateFieldError(error: ReactNode, language: 'pl' | 'en'): ReactNode {
  if (typeof error !== 'string' || !isMessageKey(error)) return error;
  return translate(language, error, { min: PASSWORD_MIN_LENGTH });
}

/** `form.getInputProps` with the error translated. */
export function useFieldProps<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const { language } = useBranding();
  return (path: keyof Values & string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: translateFieldError(props.error, language) };
  };
}
