import { issueMessage } from '@wl/shared/i18n';
import { issueText } from './error-text.ts';
import type { ConsoleLanguage } from './i18n.tsx';

/** Field path (`firstAdmin.email`) → the message shown under that field. */
export type FieldErrors = Record<string, string>;

/** The issues of a local zod check, translated, by dotted path (the first issue per field wins). */
type Issue = Parameters<typeof issueMessage>[0];

export function localErrors(error: { issues: readonly Issue[] } | undefined, language: ConsoleLanguage): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    out[path] ??= issueMessage(issue, language);
  }
  return out;
}

/** `error.data.issues` of a refusal over HTTP (`[{path, message}]`), translated where a key. */
export function serverErrors(error: unknown, language: ConsoleLanguage): FieldErrors | null {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  const out: FieldErrors = {};
  for (const issue of issues as { path?: string; message?: string; params?: unknown }[]) {
    out[issue.path ?? ''] ??= issueText(issue, language);
  }
  return out;
}

/** The tRPC code of a refusal (`CONFLICT`, `BAD_REQUEST`, …), if any. */
export function errorCode(error: unknown): string | undefined {
  return (error as { data?: { code?: string } } | null)?.data?.code;
}
