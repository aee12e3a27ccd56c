import { type Language, translate } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError } from '../core/api-error.ts';

/**
 * The refusals of the auth module. Labels the portal maps (spec §8: 'User with the given email
 * not found', 'Bad credentials', 'Access denied', 'Token is invalid.') are sent verbatim; a
 * refusal without a catalogue message of its own carries a label already translated into the
 * caller's language, which the portal shows as it is.
 */

/** The module's own codes, part of the shared catalogue (`errorCodes`). */
export const authErrorCodes = {
  twoFactorInvalidCode: errorCodes.twoFactorInvalidCode,
  twoFactorState: errorCodes.twoFactorState,
  notImpersonating: errorCodes.notImpersonating,
} as const;

export const userNotFound = () =>
  new ApiError(401, errorBody('User with the given email not found', errorCodes.userNotFound));
export const badCredentials = () => new ApiError(401, errorBody('Bad credentials', errorCodes.badCredentials));
export const accessDenied = () => new ApiError(403, errorBody('Access denied', errorCodes.accessDenied));
export const accountNotActive = () =>
  new ApiError(403, errorBody('Account is not active.', errorCodes.accountNotActive));
export const tokenInvalid = () => new ApiError(401, errorBody('Token is invalid.', errorCodes.tokenNotActive));
/**
 * A mailed link checked when its page opens (decision 067): 404 like the offer and KYC links, not
 * the 401 of the routes that use it, so a check never ends the session of whoever is signed in.
 */
export const linkNotActive = () => new ApiError(404, errorBody('Token is invalid.', errorCodes.tokenNotActive));
export const sessionExpired = () => new ApiError(401, errorBody('Session expired', errorCodes.sessionExpired));

/** A refusal whose label is the `errors:` message `key` in the caller's language. */
export function translatedError(language: Language, status: number, key: string, code: string | null) {
  return new ApiError(status, errorBody(translate(language, `errors:${key}`), code));
}

export const tooManyRequests = (language: Language) =>
  translatedError(language, 429, 'tooManyRequests', errorCodes.tooManyRequests);
