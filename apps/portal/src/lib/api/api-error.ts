import type { Language } from '@wl/shared/config';
import { type ErrorBody, type ErrorMessage, errorMessage, parseErrorBody } from '@wl/shared/errors';

/**
 * A failed API call: the HTTP status (0 when no response arrived) and the body as it came. Its
 * message follows the catalogue of spec §8 (`messageIn`), so every screen words a failure alike.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }

  /** The error body of spec §3, when the response carried one. */
  get errorBody(): ErrorBody | null {
    return parseErrorBody(this.body);
  }

  get code(): string | null {
    return this.errorBody?.code ?? null;
  }

  messageIn(language: Language): ErrorMessage {
    return errorMessage({ status: this.status, body: this.body }, language);
  }
}

/** A call the client cancelled before sending (spec §2: an API path without a stored token). */
export class ApiCallCancelled extends Error {
  constructor(readonly path: string) {
    super(`Cancelled without a session: ${path}`);
    this.name = 'ApiCallCancelled';
  }
}

/** The catalogue message of any error a call can end with (network, cancelled, API). */
export function messageOfError(error: unknown, language: Language): ErrorMessage {
  if (error instanceof ApiRequestError) return error.messageIn(language);
  return errorMessage({ status: 0 }, language);
}
