import type { Language } from '../config/fields.ts';
import { translate } from '../i18n/translate.ts';
import { catalogueMessage, type ErrorMessage, errorMessageKeys } from './catalogue.ts';

/** The result of one invitation call (spec §7: one call per e-mail, results collected individually). */
export interface InvitationResult {
  email: string;
  ok: boolean;
}

/**
 * Spec §8 "invitations partly failed versus all sent": all sent when no call failed, otherwise
 * the partly-failed message with the failed addresses (also when every call failed: the counts
 * say so). Values: `sent`, `failed`, `total`, `addresses` (failed ones, comma-separated).
 */
export function invitationsMessage(results: readonly InvitationResult[], language: Language): ErrorMessage {
  const failed = results.filter((result) => !result.ok);
  const sent = results.length - failed.length;
  if (failed.length === 0) return catalogueMessage(errorMessageKeys.invitationsAllSent, language, { sent });
  return catalogueMessage(errorMessageKeys.invitationsPartlyFailed, language, {
    sent,
    failed: failed.length,
    total: results.length,
    addresses: failed.map((result) => result.email).join(', '),
  });
}

/**
 * Spec §8 404 texts: 'Page not found: {path}' for an unmatched route, 'Page Not Found: {path}'
 * when a route's parameters fail validation (both in `common:notFound`).
 */
export function notFoundMessage(
  path: string,
  language: Language,
  cause: 'unmatched' | 'invalid' = 'unmatched',
): ErrorMessage {
  const key = cause === 'invalid' ? errorMessageKeys.routeInvalid : errorMessageKeys.pageNotFound;
  return catalogueMessage(key, language, { path });
}

/** Spec §8: the notification an investor sees when access is denied ('Błąd' / 'Brak dostępu'). */
export function investorDeniedNotification(language: Language): { title: string; message: string } {
  return {
    title: translate(language, errorMessageKeys.investorDeniedTitle),
    message: translate(language, errorMessageKeys.investorDeniedMessage),
  };
}
