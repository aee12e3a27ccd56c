import { z } from 'zod';
import type { Language } from '../config/fields.ts';
import { formatDateTime } from '../format/date.ts';
import { translate } from '../i18n/translate.ts';

/*
 * The console's refusals cross the wire untranslated: the edge throws a tRPC error whose
 * `message` is the English text (logs, scripts, tests) and whose `data` carries the key and its
 * values, which the console translates into the operator's language (issue #8).
 */

/** A refusal's values. A date is an ISO string under a name ending in `At` (`savedAt`). */
export const consoleMessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ConsoleMessageParams = z.infer<typeof consoleMessageParamsSchema>;

/**
 * A refusal before translation: a key of the shared translations, mostly the `console` namespace
 * (`console:refusals.branding.noDraft`; the API services' own refusals: `errors:*`), and its values.
 */
export interface ConsoleRefusal {
  key: `${string}:${string}`;
  params?: ConsoleMessageParams;
}

/** One refused field: its dotted path, its message (a key like `validation:required`, or text) and values. */
export const consoleIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  params: consoleMessageParamsSchema.optional(),
});
export type ConsoleIssue = z.infer<typeof consoleIssueSchema>;

/**
 * `error.data` of every console tRPC error: tRPC's `code` / `httpStatus`, the field issues of a
 * form's refusal, and the refusal's key and values (null for errors that have none: the client
 * then shows `message`, or a generic failure).
 */
export const consoleErrorDataSchema = z.object({
  code: z.string(),
  httpStatus: z.number().int(),
  path: z.string().optional(),
  issues: z.array(consoleIssueSchema).nullable(),
  messageKey: z.string().nullable(),
  messageParams: consoleMessageParamsSchema.nullable(),
});
export type ConsoleErrorData = z.infer<typeof consoleErrorDataSchema>;

/** Whether a value is a date by the naming rule of {@link consoleMessageParamsSchema}. */
function isDateParam(name: string, value: string | number): value is string {
  return typeof value === 'string' && name.endsWith('At');
}

/**
 * The values of a refusal ready for its text: dates as `22.11.2026, 14:05` in the time zone
 * given (the operator's in the console; Warsaw, the platform's, on the server).
 */
export function refusalParams(
  params: ConsoleMessageParams | null | undefined,
  language: Language,
  timeZone?: string,
): ConsoleMessageParams {
  const out: ConsoleMessageParams = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    out[name] = isDateParam(name, value)
      ? formatDateTime(value, language, timeZone) || value
      : name === 'role' && typeof value === 'string'
        ? translate(language, `console:operators.roles.${value}`)
        : value;
  }
  return out;
}
