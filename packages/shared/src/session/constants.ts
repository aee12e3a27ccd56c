/** Session and start-up timings of spec §4 and §9. */

/** §4/§9: the access token is refreshed when it is within 5 minutes of expiry, or past it. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** §9: page reload guard: after a reload caused by a failed refresh, no second one for 10 s. */
export const RELOAD_GUARD_MS = 10_000;
/** §9: delay before the investor "access denied" notification (spec §8) is shown. */
export const DENIED_NOTIFICATION_DELAY_MS = 250;
/** §9: a one-hour value held at start-up (link prefetch / query stale time); its use is not shown. */
export const PREFETCH_ONE_HOUR_MS = 3_600_000;
/** §4: local storage keys of the session (access token, refresh token, in-flight refresh flag). */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'apiKey',
  refreshToken: 'refreshToken',
  refreshInFlight: 'refreshInFlight',
  /** How far this device's clock runs ahead of the API's, in ms (decision 081). */
  clockOffset: 'sessionClockOffset',
  language: 'currentLanguage',
} as const;

/** Spec §6: the panel a token is valid for; `investor-panel` makes the user an investor. */
export const contextTypes = ['advisor-panel', 'investor-panel'] as const;
