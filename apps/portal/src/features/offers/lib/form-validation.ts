import type { Language } from '@wl/shared/config';
import { issueMessage, propertyPath } from '@wl/shared/i18n/core';
import type { z } from 'zod';

/**
 * A @mantine/form `validate` over a shared zod schema, with every message translated the way the
 * server words it (`issueMessage`: the rule's i18n key with its values, e.g. which addresses of
 * the invitation list are not valid). The first message per field wins.
 */
export function translatedZodValidate<T>(schema: z.ZodType, language: Language) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = propertyPath(issue.path);
      if (!(path in errors)) errors[path] = issueMessage(issue, language);
    }
    return errors;
  };
}
