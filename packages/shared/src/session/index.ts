/**
 * Client session timing of spec §4: when the access token needs a refresh, what the token says
 * about its user and context (read, never verified, in the browser), and the session timings of
 * spec §9.
 */
export {
  DENIED_NOTIFICATION_DELAY_MS,
  PREFETCH_ONE_HOUR_MS,
  REFRESH_MARGIN_MS,
  RELOAD_GUARD_MS,
  SESSION_STORAGE_KEYS,
} from './constants.ts';
export { isRefreshDue, isTokenExpired, isTokenRefreshDue } from './refresh.ts';
export { decodeTokenClaims } from './token-claims.ts';
