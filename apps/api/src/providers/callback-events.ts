import type { Prisma } from '@wl/db';
import { type Language, translate } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError } from '../core/api-error.ts';

/** Prisma's unique-constraint violation (here: an `eventId` already recorded). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

export const callbackReplayed = (language: Language) =>
  new ApiError(
    409,
    errorBody(translate(language, 'errors:providerCallbackReplayed'), errorCodes.providerCallbackReplayed),
  );

export const callbackInvalid = (language: Language) =>
  new ApiError(
    401,
    errorBody(translate(language, 'errors:providerCallbackInvalid'), errorCodes.providerCallbackInvalid),
  );

/**
 * Records a callback's event id inside the transaction that applies it. The unique index makes a
 * replay (also a concurrent one: the second insert waits for the first to commit) a 409.
 */
export async function recordOnce(language: Language, insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw callbackReplayed(language);
    throw error;
  }
}

export type Tx = Prisma.TransactionClient;
