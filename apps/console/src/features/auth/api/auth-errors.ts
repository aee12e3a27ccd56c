import { TRPCClientError } from '@trpc/client';
import { operatorAuthMessages } from '@wl/shared/console';
import type { ConsoleKey } from '../../../lib/i18n.tsx';

/** Whether a call failed because there is no (longer a) signed-in operator. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';
}

/** The translated text of a sign-in refusal: the edge's messages are a fixed, shared set. */
export function signInErrorKey(error: unknown): ConsoleKey {
  const message = error instanceof Error ? error.message : '';
  if (message === operatorAuthMessages.badCredentials) return 'auth.errors.badCredentials';
  if (message === operatorAuthMessages.badTotpCode) return 'auth.errors.badTotpCode';
  if (message === operatorAuthMessages.tooManyAttempts) return 'auth.errors.tooManyAttempts';
  return 'auth.errors.unexpected';
}
