import { EMAIL_TAKEN_KEY, type Language, translate, type ValidationKey } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError, conflict } from '../core/api-error.ts';

/** The module's own codes, part of the shared catalogue (`errorCodes`). */
export const advisorErrorCodes = {
  /** 409: the status move is not one of the advisor state machine (DESIGN §4). */
  invalidTransition: errorCodes.advisorInvalidTransition,
  /** 409: an admin tried to archive their own account. */
  cannotArchiveSelf: errorCodes.advisorCannotArchiveSelf,
  /** 409: the e-mail of a person with an account elsewhere cannot be changed from this tenant. */
  sharedAccountEmail: errorCodes.advisorSharedAccountEmail,
} as const;

/** A 409/422 whose violations are on form fields, so the form shows the message beside the field. */
function fieldError(status: number, language: Language, field: string, key: ValidationKey): ApiError {
  const title = translate(language, key);
  return new ApiError(
    status,
    errorBody(title, errorCodes.validation, {}, [{ propertyPath: field, title, message: key }]),
  );
}

/** Spec §5 "e-mail already used": an advisor of this tenant already has the address. */
export const emailTaken = (language: Language) => fieldError(409, language, 'email', EMAIL_TAKEN_KEY);

/** A network id that is not one of the tenant's networks (another tenant's, or none at all). */
export const unknownNetworks = (language: Language) =>
  fieldError(422, language, 'brokerNetworkIds', 'validation:invalid');

/** A status move the state machine does not have; `parameters` name both ends. */
export const invalidTransition = (from: string, to: string) =>
  conflict(`An advisor in status ${from} cannot become ${to}.`, advisorErrorCodes.invalidTransition, { from, to });

/** The activation mail is for advisors who have not been activated yet. */
export const notAwaitingActivation = (status: string) =>
  conflict(
    `Only an advisor in status initial can be sent an activation mail; this one is ${status}.`,
    advisorErrorCodes.invalidTransition,
    { from: status },
  );

export const cannotArchiveSelf = () =>
  conflict('You cannot archive your own account.', advisorErrorCodes.cannotArchiveSelf);

export const sharedAccountEmail = () =>
  conflict(
    'This person is also an investor here with this e-mail address, so it cannot be changed here.',
    advisorErrorCodes.sharedAccountEmail,
  );
