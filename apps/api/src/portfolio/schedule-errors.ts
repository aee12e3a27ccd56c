import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError } from '../core/api-error.ts';

/** A 422 whose one violation is on `field`, so the form shows the message beside it. */
function fieldRefused(field: string, label: string, message: string, parameters: Record<string, string> = {}) {
  return new ApiError(
    422,
    errorBody(label, errorCodes.validation, parameters, [{ propertyPath: field, title: label, message }]),
  );
}

/** The offer has no schedule (not invested, or its money has not arrived): nothing to mark (409). */
export const scheduleNotAvailable = () =>
  new ApiError(409, errorBody('The investment has no payment schedule yet.', errorCodes.scheduleNotAvailable));

/** The import's preview is no longer what applying it would do (409). */
export const scheduleImportChanged = () =>
  new ApiError(
    409,
    errorBody('The import changed since its preview; preview it again.', errorCodes.scheduleImportChanged),
  );

export const paidOnInFuture = () =>
  fieldRefused('paidOn', 'The payment date cannot be later than today.', 'validation:dateInFuture');

export const partialAmountOutOfRange = () =>
  fieldRefused(
    'paidAmount',
    'A partial payment is more than zero and less than the payment’s total.',
    'validation:invalid',
  );

/** The CSV text is larger than an import may be (1 MB) or has more lines (10 000). */
export const importTooLarge = (label: string) => new ApiError(422, errorBody(label, errorCodes.fileTooLarge));

/** The CSV text cannot be read at all (an unclosed quote, a line longer than a line may be). */
export const importUnreadable = (line: number) =>
  fieldRefused('csv', `The CSV cannot be read at line ${line}.`, 'validation:pattern', { line: String(line) });
