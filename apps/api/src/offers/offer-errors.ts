import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError } from '../core/api-error.ts';

/** A 422 whose one violation is on `field`, so a form shows the message beside it. */
export function fieldRefused(field: string, label: string): ApiError {
  return new ApiError(
    422,
    errorBody(label, errorCodes.validation, {}, [{ propertyPath: field, title: label, message: 'validation:invalid' }]),
  );
}

/** PATCH …/owner/{ownerId}: the new owner is not an active advisor of the offer's network. */
export const ownerNotInNetwork = () =>
  fieldRefused('ownerId', 'The new owner must be an active advisor of the network the investment was made in.');
