import type { Language } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { translate } from '@wl/shared/i18n';
import { ApiError, conflict, forbidden, unprocessable } from '../core/api-error.ts';

/**
 * The refusals of the onboarding endpoints, each with its catalogue code (spec §8) and a label
 * in the caller's language (the KYC questionnaire's are in kyc/kyc-errors.ts).
 */

export const companyNotFound = (language: Language) =>
  new ApiError(404, errorBody(translate(language, 'errors:companyNotFound'), errorCodes.companyNotFound));

export const companyExists = (language: Language, registerNumber: string) =>
  conflict(translate(language, 'errors:companyExists'), errorCodes.companyExists, { registerNumber });

export const companyNotChosen = (language: Language) =>
  unprocessable(translate(language, 'errors:companyNotChosen'), errorCodes.companyNotChosen);

export const legalPersonsDisabled = (language: Language) =>
  forbidden(translate(language, 'errors:legalPersonsDisabled'), errorCodes.legalPersonsDisabled);

export const identityNotVerified = (language: Language) =>
  conflict(translate(language, 'errors:identityNotVerified'), errorCodes.identityNotVerified);

/** An `incorrectFormData` refusal with the reason as its label (a well-formed form that cannot be accepted). */
export const incorrectFormData = (language: Language) =>
  unprocessable(translate(language, 'errors:incorrectFormData'), errorCodes.incorrectFormData);
