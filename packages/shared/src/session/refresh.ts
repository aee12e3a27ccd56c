import { REFRESH_MARGIN_MS } from './constants.ts';
import { decodeTokenClaims } from './token-claims.ts';

/**
 * Spec §4: a refresh is due when the access token is within `marginMs` (5 minutes) of its expiry
 * or past it. `expSeconds` is the token's `exp` claim (seconds); a missing or non-finite expiry
 * counts as due, since a token whose lifetime cannot be read cannot be trusted to still work.
 */
export function isRefreshDue(
  expSeconds: number | null | undefined,
  now: number = Date.now(),
  marginMs: number = REFRESH_MARGIN_MS,
): boolean {
  if (typeof expSeconds !== 'number' || !Number.isFinite(expSeconds)) return true;
  return expSeconds * 1000 - now <= marginMs;
}

/** {@link isRefreshDue} for a stored access token; an unreadable token is due. */
export function isTokenRefreshDue(
  jwt: string | null | undefined,
  now: number = Date.now(),
  marginMs: number = REFRESH_MARGIN_MS,
): boolean {
  return isRefreshDue(decodeTokenClaims(jwt)?.exp, now, marginMs);
}

/** Whether the token is at or past its `exp` (no margin); an unreadable token counts as expired. */
export function isTokenExpired(jwt: string | null | undefined, now: number = Date.now()): boolean {
  return isRefreshDue(decodeTokenClaims(jwt)?.exp, now, 0);
}
