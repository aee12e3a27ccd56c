import { refusalParams } from '@wl/shared/console';
import { isMessageKey, translate as translateShared } from '@wl/shared/i18n';
import { type ConsoleLanguage, translate } from './i18n.tsx';

/** The operator's own time zone (dates in refusals), like the console's other dates. */
function operatorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type Params = Record<string, string | number>;

function paramsOf(value: unknown): Params | null {
  if (typeof value !== 'object' || value === null) return null;
  const params: Params = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  }
  return params;
}

/** A key of the shared translations in the operator's language; null when there is no such text. */
function translated(key: string, params: Params | null, language: ConsoleLanguage, timeZone: string): string | null {
  const text = translateShared(language, key, refusalParams(params, language, timeZone));
  return text === key ? null : text;
}

/** The key of a refusal's text (`console:refusals.catalogue.hostTaken`), if the edge sent one. */
export function errorMessageKey(error: unknown): string | null {
  const key = (error as { data?: { messageKey?: unknown } } | null)?.data?.messageKey;
  return typeof key === 'string' ? key : null;
}

/**
 * What the console shows for a failed call (`data` as the edge's errorFormatter sends it,
 * `consoleErrorDataSchema`): the refusal's key in the operator's language when the edge sent
 * one, else the server's own message, else `fallback` (a generic failure by default). Network
 * failures and server crashes (no `data`, or INTERNAL_SERVER_ERROR) get the fallback: their
 * message is technical English, not a refusal.
 */
export function errorText(
  error: unknown,
  language: ConsoleLanguage,
  options: { fallback?: string; timeZone?: string } = {},
): string {
  const timeZone = options.timeZone ?? operatorTimeZone();
  const data = (error as { data?: { code?: unknown; messageParams?: unknown } } | null)?.data;
  const key = errorMessageKey(error);
  if (key) {
    const text = translated(key, paramsOf(data?.messageParams), language, timeZone);
    if (text !== null) return text;
  }
  const message = error instanceof Error ? error.message.trim() : '';
  if (data && data.code !== 'INTERNAL_SERVER_ERROR' && message) return message;
  return options.fallback ?? translate(language, 'refusals.generic');
}

/**
 * One field issue of `error.data.issues` (`{ path, message, params? }`): a key (`validation:required`,
 * `console:checks.hostReserved`) in the operator's language, any other text as it is.
 */
export function issueText(
  issue: { message?: unknown; params?: unknown },
  language: ConsoleLanguage,
  timeZone: string = operatorTimeZone(),
): string {
  const message = String(issue.message ?? '');
  if (!isMessageKey(message)) return message;
  return translated(message, paramsOf(issue.params), language, timeZone) ?? message;
}
