import type { AccessTokenClaims } from '@wl/shared/schemas';
import { decodeTokenClaims, SESSION_STORAGE_KEYS } from '@wl/shared/session';

/**
 * Spec §3/§4: the session lives in local storage — `apiKey` (the access token) and
 * `refreshToken` — so every tab of the host shares it. Reads never throw (a browser with storage
 * disabled simply has no session).
 */
const keys = SESSION_STORAGE_KEYS;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the session then lasts as long as the page.
  }
}

/**
 * How far this device's clock runs ahead of the API's (negative: behind), from the access token
 * that just arrived: the time it arrived less the time the API issued it (`iat`). Null when the
 * token does not say when it was issued.
 */
function clockOffsetOf(accessToken: string, receivedAt: number): number | null {
  const issuedAt = decodeTokenClaims(accessToken)?.iat;
  return typeof issuedAt === 'number' && Number.isFinite(issuedAt) ? receivedAt - issuedAt * 1000 : null;
}

export const tokenStore = {
  accessToken: () => read(keys.accessToken),
  refreshToken: () => read(keys.refreshToken),
  /**
   * New tokens replace the stored ones (a refresh rotates both). `receivedAt` (this device's clock)
   * gives the clock offset that keeps the refresh on the API's time (decision 081).
   */
  store(tokens: { accessToken: string; refreshToken?: string | undefined }, receivedAt: number = Date.now()): void {
    write(keys.accessToken, tokens.accessToken);
    const offset = clockOffsetOf(tokens.accessToken, receivedAt);
    write(keys.clockOffset, offset === null ? null : String(offset));
    if (tokens.refreshToken) write(keys.refreshToken, tokens.refreshToken);
    notifySessionChange();
  },
  /**
   * The API's time for this device's `now` (decision 081): a token's expiry is the API's clock, and
   * a phone whose clock runs ten minutes fast would otherwise refresh before every call, one that
   * runs behind not until the API had already refused the token.
   */
  serverTime(now: number): number {
    const offset = Number(read(keys.clockOffset));
    return Number.isFinite(offset) ? now - offset : now;
  },
  removeAccessToken(): void {
    write(keys.accessToken, null);
    write(keys.clockOffset, null);
    notifySessionChange();
  },
  clear(): void {
    write(keys.accessToken, null);
    write(keys.clockOffset, null);
    write(keys.refreshToken, null);
    write(keys.refreshInFlight, null);
    notifySessionChange();
  },
  /** The in-flight refresh flag (spec §4): when it was set, or null. */
  refreshFlag(): number | null {
    const value = Number(read(keys.refreshInFlight));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  setRefreshFlag(at: number): void {
    write(keys.refreshInFlight, String(at));
  },
  clearRefreshFlag(): void {
    write(keys.refreshInFlight, null);
  },
  read,
  write,
};

/** What the stored access token says (unverified: the API is the judge), or null. */
export function currentClaims(): AccessTokenClaims | null {
  return decodeTokenClaims(tokenStore.accessToken());
}

/** Spec §6: a user is an investor when the token's context type is investor-panel. */
export function isInvestorToken(claims: AccessTokenClaims | null = currentClaims()): boolean {
  return claims?.context_type === 'investor-panel';
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribe to changes of the stored session (this tab's writes and other tabs' via `storage`). */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === keys.accessToken || event.key === keys.refreshToken || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function notifySessionChange(): void {
  for (const listener of listeners) listener();
}
