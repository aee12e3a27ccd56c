import { type ErrorBody, errorBody, errorCodes } from '@wl/shared/errors';

/**
 * A refusal the API means to give: its status and the error body of spec §8. Services throw it;
 * the API's error handler sends it as it is. Anything else that escapes is a 500.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.label);
    this.name = 'ApiError';
  }
}

type Parameters = ErrorBody['parameters'];

export const badRequest = (label: string, code: string | null = null, parameters: Parameters = {}) =>
  new ApiError(400, errorBody(label, code, parameters));
export const unauthorized = (label = 'Unauthorized', code: string | null = null) =>
  new ApiError(401, errorBody(label, code));
export const forbidden = (label = 'Access denied', code: string | null = errorCodes.forbidden) =>
  new ApiError(403, errorBody(label, code));
export const notFound = (label = 'Not Found') => new ApiError(404, errorBody(label, errorCodes.notFound));
export const conflict = (label: string, code: string | null = null, parameters: Parameters = {}) =>
  new ApiError(409, errorBody(label, code, parameters));
export const unprocessable = (label: string, code: string | null = null, parameters: Parameters = {}) =>
  new ApiError(422, errorBody(label, code, parameters));
