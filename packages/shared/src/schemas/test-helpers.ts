import type { z } from 'zod';
import { issueKey, propertyPath } from '../i18n/index.ts';

/** `path → key` of the first issue at each path a schema reports for an input (empty when it parses). */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[propertyPath(issue.path)] ??= issueKey(issue);
  return out;
}

/** A uuid for fixtures, distinct per `n`. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Today plus `days`, as `YYYY-MM-DD` (document expiry rules read the real clock). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
