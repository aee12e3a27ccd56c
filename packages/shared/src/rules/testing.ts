import type { z } from 'zod';
import type { Language } from '../config/fields.ts';
import { issueKey, issueMessage, propertyPath } from '../i18n/issue-message.ts';

/** Test helper: the message keys a schema reports for an input (empty when it is accepted). */
export function keysOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(issueKey);
}

/** Test helper: the only message key reported, or undefined when accepted (fails on several). */
export function keyOf(schema: z.ZodType, input: unknown): string | undefined {
  const keys = keysOf(schema, input);
  if (keys.length > 1) throw new Error(`Expected at most one issue, got ${keys.join(', ')}`);
  return keys[0];
}

/** Test helper: path, key and translated text of every issue, as a form would show them. */
export function issuesOf(
  schema: z.ZodType,
  input: unknown,
  language: Language = 'en',
): { path: string; key: string; text: string }[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: propertyPath(issue.path),
    key: issueKey(issue),
    text: issueMessage(issue, language),
  }));
}
