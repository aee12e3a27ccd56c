import type { KycSection, Language } from '@wl/shared';
import { errorBody, errorCodes, type Violation } from '@wl/shared/errors';
import { translate } from '@wl/shared/i18n';
import { ApiError, conflict, forbidden, unprocessable } from '../core/api-error.ts';

/**
 * The refusals of the onboarding and KYC endpoints, each with its catalogue code (spec §8) and a
 * label in the caller's language.
 */

/** Spec §8 'Token is invalid.': no request of this host's tenant has the token (as for offer links). */
export const kycTokenInvalid = () => new ApiError(404, errorBody('Token is invalid.', errorCodes.tokenNotActive));

/** The request is `finished`: its form was sent, its token and its KYC are closed (DESIGN §4). */
export const formAlreadySent = (language: Language) =>
  conflict(translate(language, 'errors:formAlreadySent'), errorCodes.formAlreadySent);

export const companyNotFound = (language: Language) =>
  new ApiError(404, errorBody(translate(language, 'errors:companyNotFound'), errorCodes.companyNotFound));

export const companyExists = (language: Language, registerNumber: string) =>
  conflict(translate(language, 'errors:companyExists'), errorCodes.companyExists, { registerNumber });

export const companyNotChosen = (language: Language) =>
  unprocessable(translate(language, 'errors:companyNotChosen'), errorCodes.companyNotChosen);

export const legalPersonsDisabled = (language: Language) =>
  forbidden(translate(language, 'errors:legalPersonsDisabled'), errorCodes.legalPersonsDisabled);

/** `parameters.missing`: the sections still to fill in, comma-separated in questionnaire order. */
export const kycIncomplete = (language: Language, missing: KycSection[]) =>
  unprocessable(translate(language, 'errors:kycIncomplete'), errorCodes.kycIncomplete, {
    missing: missing.join(','),
  });

export const identityNotVerified = (language: Language) =>
  conflict(translate(language, 'errors:identityNotVerified'), errorCodes.identityNotVerified);

/** A body that passed its schema but not a rule only the server can check (400 with violations). */
export const validationFailed = (language: Language, violations: Violation[]) =>
  new ApiError(400, errorBody(translate(language, 'errors:validation'), errorCodes.validation, {}, violations));

/** An `incorrectFormData` refusal with the reason as its label (a well-formed form that cannot be accepted). */
export const incorrectFormData = (language: Language) =>
  unprocessable(translate(language, 'errors:incorrectFormData'), errorCodes.incorrectFormData);
