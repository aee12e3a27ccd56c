import { isTokenExpired, isTokenRefreshDue, RELOAD_GUARD_MS } from '@wl/shared/session';
import { markSessionExpired } from './session-expiry.ts';
import { currentClaims, isInvestorToken, tokenStore } from './token-store.ts';

/**
 * Spec §4, session refresh:
 * - within 5 minutes of expiry (or past it) one refresh is attempted, on the API's clock (decision
 *   081: this device's clock less its offset, measured when the token arrived); an in-flight flag
 *   in local storage makes parallel calls and other tabs wait for it instead of refreshing again;
 * - the flag is cleared when the token is still valid and after any response;
 * - a refused refresh (the server said no: 401, 400 …) removes the access token and reloads the
 *   page (at most once in 10 s); a refresh that got no answer (a network error, an aborted request
 *   when the page reloads, a timeout, 5xx or 429) keeps the session, and the next call tries again
 *   (issue #15, decision 034: the server answers a repeated token within 30 s with the same pair);
 *   when the access token is then already past its end, {@link RefreshUnanswered} is thrown
 *   instead of handing it out;
 * - no refresh token: the access token is removed and the user goes to `/`;
 * - investors use `/auth/refresh-investor-token`, everyone else `/auth/refresh-token`.
 */
export interface RefreshEnvironment {
  now(): number;
  /** POST without the session's own headers (the refresh call must not recurse into itself). */
  post(path: string, body: unknown): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  reload(): void;
  goHome(): void;
  sleep(ms: number): Promise<void>;
}

/** A flag older than this is a refresh that died with its tab: ignored. */
export const STALE_FLAG_MS = 15_000;
const WAIT_STEP_MS = 100;
const RELOAD_KEY = 'sessionReloadAt';

export const browserEnvironment: RefreshEnvironment = {
  now: () => Date.now(),
  post: (path, body) =>
    fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }),
  reload: () => window.location.reload(),
  goHome: () => window.location.assign('/'),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

let inFlight: Promise<string | null> | null = null;
/** The flag this page set for its refresh in flight (the time it holds), else null. */
let ownFlag: number | null = null;

/**
 * A page that goes away (a reload, a link, a closed tab) while its refresh is in flight takes the
 * refresh with it: its flag is cleared, so the next page does not wait for an answer that will
 * never come (it waited up to {@link STALE_FLAG_MS} on a stuck "loading" screen).
 */
export function releaseOwnRefreshFlag(): void {
  if (ownFlag !== null && tokenStore.refreshFlag() === ownFlag) tokenStore.clearRefreshFlag();
  ownFlag = null;
}
if (typeof window !== 'undefined') window.addEventListener('pagehide', releaseOwnRefreshFlag);

/** The access token to send now, refreshed first when due; null when there is no session. */
export function ensureFreshAccessToken(env: RefreshEnvironment = browserEnvironment): Promise<string | null> {
  const token = tokenStore.accessToken();
  if (!token) return Promise.resolve(null);
  if (!isTokenRefreshDue(token, tokenStore.serverTime(env.now()))) {
    tokenStore.clearRefreshFlag();
    return Promise.resolve(token);
  }
  if (!tokenStore.refreshToken()) {
    tokenStore.removeAccessToken();
    markSessionExpired();
    env.goHome();
    return Promise.resolve(null);
  }
  inFlight ??= refreshOnce(env).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function refreshOnce(env: RefreshEnvironment): Promise<string | null> {
  const waited = await waitForOtherRefresh(env);
  if (waited) return waited;

  const investor = isInvestorToken(currentClaims());
  const refreshToken = tokenStore.refreshToken();
  ownFlag = env.now();
  tokenStore.setRefreshFlag(ownFlag);
  let response: Awaited<ReturnType<RefreshEnvironment['post']>>;
  try {
    response = await env.post(investor ? '/auth/refresh-investor-token' : '/auth/refresh-token', { refreshToken });
  } catch {
    // No answer (offline, the request aborted by a reload): the session is not over.
    tokenStore.clearRefreshFlag();
    ownFlag = null;
    return keepSession(env);
  }
  const body = (await response.json().catch(() => null)) as { accessToken?: unknown; refreshToken?: unknown } | null;
  tokenStore.clearRefreshFlag();
  ownFlag = null;
  if (response.ok && typeof body?.accessToken === 'string') {
    tokenStore.store(
      {
        accessToken: body.accessToken,
        refreshToken: typeof body.refreshToken === 'string' ? body.refreshToken : undefined,
      },
      env.now(),
    );
    return body.accessToken;
  }
  if (response.ok || NO_ANSWER_STATUSES.has(response.status)) return keepSession(env);
  failRefresh(env);
  return null;
}

/** Statuses that say the server could not answer now, not that the session is over. */
const NO_ANSWER_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * A refresh got no answer while the access token is already past its end: the session is kept,
 * but the call cannot be made now (sent with that token, its 401 would end the session).
 */
export class RefreshUnanswered extends Error {
  constructor() {
    super('The session could not be refreshed now: no answer.');
    this.name = 'RefreshUnanswered';
  }
}

/**
 * A refresh that got no real answer: the stored tokens stay (another tab may have stored newer
 * ones meanwhile, which are then used), and the next call tries again. A token already past its
 * end is not handed out ({@link RefreshUnanswered}); one that is only due still works.
 */
function keepSession(env: RefreshEnvironment): string | null {
  const token = tokenStore.accessToken();
  if (token && isTokenExpired(token, tokenStore.serverTime(env.now()))) throw new RefreshUnanswered();
  return token;
}

/** A flag worth waiting for: set at most {@link STALE_FLAG_MS} ago, and not in this clock's future. */
function isLiveFlag(flag: number | null, now: number): flag is number {
  return flag !== null && now - flag >= 0 && now - flag < STALE_FLAG_MS;
}

/**
 * Another tab (or a call before a reload) holds the flag: wait until it clears, then use the token
 * it stored. A flag past {@link STALE_FLAG_MS} is ignored, and so is one from the future (set by a
 * clock that has since been put back, or another tab's skewed one): it would be waited for forever.
 */
async function waitForOtherRefresh(env: RefreshEnvironment): Promise<string | null> {
  let flag = tokenStore.refreshFlag();
  while (isLiveFlag(flag, env.now())) {
    await env.sleep(WAIT_STEP_MS);
    flag = tokenStore.refreshFlag();
  }
  const token = tokenStore.accessToken();
  return token && !isTokenRefreshDue(token, tokenStore.serverTime(env.now())) ? token : null;
}

/** The refresh failed: the access token goes, and the page reloads unless it just did (10 s guard). */
function failRefresh(env: RefreshEnvironment): void {
  tokenStore.removeAccessToken();
  markSessionExpired();
  const last = Number(tokenStore.read(RELOAD_KEY));
  const now = env.now();
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) {
    env.goHome();
    return;
  }
  tokenStore.write(RELOAD_KEY, String(now));
  env.reload();
}
