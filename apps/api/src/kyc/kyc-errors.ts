import type { KycSection, Language } from '@wl/shared';
import { errorBody, errorCodes, type Violation } from '@wl/shared/errors';
import { translate } from '@wl/shared/i18n';
import { ApiError, conflict, unprocessable } from '../core/api-error.ts';

/**
 * The refusals of the KYC questionnaire (public link and investor panel), each with its
 * catalogue code (spec §8) and a label in the caller's language.
 */

/** Spec §8 'Token is invalid.': no request of this host's tenant has the token (as for offer links). */
export const kycTokenInvalid = () => new ApiError(404, errorBody('Token is invalid.', errorCodes.tokenNotActive));

/** The request is `finished`: its form was sent, its token and its KYC are closed (DESIGN §4). */
export const formAlreadySent = (language: Language) =>
  conflict(translate(language, 'errors:formAlreadySent'), errorCodes.formAlreadySent);

/** `parameters.missing`: the sections still to fill in, comma-separated in questionnaire order. */
export const kycIncomplete = (language: Language, missing: KycSection[]) =>
  unprocessable(translate(language, 'errors:kycIncomplete'), errorCodes.kycIncomplete, {
    missing: missing.join(','),
  });

/** A body that passed its schema but not a rule only the server can check (400 with violations). */
export const validationFailed = (language: Language, violations: Violation[]) =>
  new ApiError(400, errorBody(translate(language, 'errors:validation'), errorCodes.validation, {}, violations));
