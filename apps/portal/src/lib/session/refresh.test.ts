import { RELOAD_GUARD_MS } from '@wl/shared/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '@/testing/fake-api.ts';
import {
  ensureFreshAccessToken,
  type RefreshEnvironment,
  RefreshUnanswered,
  releaseOwnRefreshFlag,
  STALE_FLAG_MS,
} from './refresh.ts';
import { sessionExpiredPending } from './session-expiry.ts';
import { tokenStore } from './token-store.ts';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const minutes = (count: number) => count * 60_000;
/** A token expiring `ms` from the fake clock's now. */
const tokenExpiringIn = (ms: number, claims: Record<string, unknown> = {}) =>
  accessToken({ exp: Math.floor((Date.now() + ms) / 1000), ...claims });

interface FakeEnvironment extends RefreshEnvironment {
  post: ReturnType<typeof vi.fn<RefreshEnvironment['post']>>;
  reload: ReturnType<typeof vi.fn<() => void>>;
  goHome: ReturnType<typeof vi.fn<() => void>>;
}

/** The browser as the refresh sees it, on vitest's fake clock; `post` answers `reply`. */
function fakeEnvironment(
  reply: () => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>,
): FakeEnvironment {
  return {
    now: () => Date.now(),
    post: vi.fn<RefreshEnvironment['post']>(reply),
    reload: vi.fn<() => void>(),
    goHome: vi.fn<() => void>(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** The refresh endpoint's reply, after `delayMs` of the fake clock (at once when 0). */
const answer =
  (body: unknown, ok = true, delayMs = 0, status = ok ? 200 : 401) =>
  () => {
    const response = { ok, status, json: async () => body };
    if (delayMs === 0) return Promise.resolve(response);
    return new Promise<typeof response>((resolve) => setTimeout(() => resolve(response), delayMs));
  };

describe('ensureFreshAccessToken (spec §4 session refresh)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('sends a token with more than 5 minutes left as it is, and clears a leftover flag', async () => {
    const token = tokenExpiringIn(minutes(5) + 1000);
    tokenStore.store({ accessToken: token, refreshToken: 'r1' });
    tokenStore.setRefreshFlag(START - 1000);
    const env = fakeEnvironment(answer({}));
    await expect(ensureFreshAccessToken(env)).resolves.toBe(token);
    expect(env.post).not.toHaveBeenCalled();
    expect(tokenStore.refreshFlag()).toBeNull();
  });

  it('has no token to send without a session', async () => {
    const env = fakeEnvironment(answer({}));
    await expect(ensureFreshAccessToken(env)).resolves.toBeNull();
    expect(env.post).not.toHaveBeenCalled();
    expect(env.goHome).not.toHaveBeenCalled();
  });

  it.each([
    ['within the 5-minute margin', minutes(5)],
    ['a minute before expiry', minutes(1)],
    ['past expiry', -minutes(1)],
  ])('refreshes a token %s, replacing both tokens', async (_name, left) => {
    tokenStore.store({ accessToken: tokenExpiringIn(left), refreshToken: 'r1' });
    const fresh = tokenExpiringIn(minutes(15));
    const env = fakeEnvironment(answer({ accessToken: fresh, refreshToken: 'r2' }));
    await expect(ensureFreshAccessToken(env)).resolves.toBe(fresh);
    expect(env.post).toHaveBeenCalledExactlyOnceWith('/auth/refresh-token', { refreshToken: 'r1' });
    expect(tokenStore.accessToken()).toBe(fresh);
    expect(tokenStore.refreshToken()).toBe('r2');
    expect(tokenStore.refreshFlag()).toBeNull();
  });

  it('uses the investor endpoint for an investor token', async () => {
    tokenStore.store({
      accessToken: tokenExpiringIn(minutes(1), { context_type: 'investor-panel' }),
      refreshToken: 'r1',
    });
    const env = fakeEnvironment(answer({ accessToken: tokenExpiringIn(minutes(15)), refreshToken: 'r2' }));
    await ensureFreshAccessToken(env);
    expect(env.post).toHaveBeenCalledExactlyOnceWith('/auth/refresh-investor-token', { refreshToken: 'r1' });
  });

  it('makes one refresh for two parallel calls, and holds the flag while it is in flight', async () => {
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    const fresh = tokenExpiringIn(minutes(15));
    const env = fakeEnvironment(answer({ accessToken: fresh, refreshToken: 'r2' }, true, 500));
    const first = ensureFreshAccessToken(env);
    const second = ensureFreshAccessToken(env);
    await vi.advanceTimersByTimeAsync(100);
    expect(tokenStore.refreshFlag()).toBe(START);
    await vi.advanceTimersByTimeAsync(500);
    await expect(Promise.all([first, second])).resolves.toEqual([fresh, fresh]);
    expect(env.post).toHaveBeenCalledTimes(1);
    expect(tokenStore.refreshFlag()).toBeNull();
  });

  it("waits for another tab's refresh (its flag) and uses the token it stored", async () => {
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    tokenStore.setRefreshFlag(START);
    const env = fakeEnvironment(answer({}));
    const call = ensureFreshAccessToken(env);
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.post).not.toHaveBeenCalled();
    // The other tab finishes: new tokens, flag cleared.
    const fromOtherTab = tokenExpiringIn(minutes(15));
    tokenStore.store({ accessToken: fromOtherTab, refreshToken: 'r2' });
    tokenStore.clearRefreshFlag();
    await vi.advanceTimersByTimeAsync(100);
    await expect(call).resolves.toBe(fromOtherTab);
    expect(env.post).not.toHaveBeenCalled();
  });

  it('ignores a flag left by a tab that died, and refreshes itself', async () => {
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    tokenStore.setRefreshFlag(START - STALE_FLAG_MS);
    const fresh = tokenExpiringIn(minutes(15));
    const env = fakeEnvironment(answer({ accessToken: fresh, refreshToken: 'r2' }));
    await expect(ensureFreshAccessToken(env)).resolves.toBe(fresh);
    expect(env.post).toHaveBeenCalledTimes(1);
  });

  it('ignores a flag from the future (a clock put back): it would be waited for forever', async () => {
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    tokenStore.setRefreshFlag(START + minutes(11));
    const fresh = tokenExpiringIn(minutes(15));
    const env = fakeEnvironment(answer({ accessToken: fresh, refreshToken: 'r2' }));
    await expect(ensureFreshAccessToken(env)).resolves.toBe(fresh);
    expect(env.post).toHaveBeenCalledTimes(1);
  });

  it('a page that goes away mid-refresh clears its flag, so the next page does not wait for it', async () => {
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    // The page reloads while the refresh is in flight (its answer is lost with the page).
    let lose: (error: Error) => void = () => {};
    const env = fakeEnvironment(() => new Promise((_, reject) => (lose = reject)));
    const call = ensureFreshAccessToken(env);
    await vi.advanceTimersByTimeAsync(0);
    expect(tokenStore.refreshFlag()).toBe(START);
    window.dispatchEvent(new Event('pagehide'));
    expect(tokenStore.refreshFlag()).toBeNull();
    // Another tab's flag is not ours to clear.
    tokenStore.setRefreshFlag(START + 5);
    releaseOwnRefreshFlag();
    expect(tokenStore.refreshFlag()).toBe(START + 5);
    tokenStore.clearRefreshFlag();
    lose(new TypeError('Failed to fetch'));
    await call;
  });

  it('on a refused refresh removes the access token and reloads, at most once in 10 s', async () => {
    const env = fakeEnvironment(answer({ label: 'Session expired' }, false));
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    await expect(ensureFreshAccessToken(env)).resolves.toBeNull();
    expect(tokenStore.accessToken()).toBeNull();
    expect(tokenStore.refreshFlag()).toBeNull();
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.goHome).not.toHaveBeenCalled();
    // The sign-in page the reload leads to says the session expired, even when this happened as
    // the page opened, before any app page watched the session (issue 19).
    expect(sessionExpiredPending()).toBe(true);

    // The reloaded page fails again within the guard: no second reload, the user goes home.
    await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS - 1000);
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    await ensureFreshAccessToken(env);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.goHome).toHaveBeenCalledTimes(1);

    // Past the guard a failure reloads again.
    await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS);
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    await ensureFreshAccessToken(env);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  // Issue #15, finding 6d (decision 034): a refresh that got no answer never ends the session.
  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an aborted request (the page reloads)', () => Promise.reject(new DOMException('aborted', 'AbortError'))],
    ['a 502 of the proxy', answer('<html>Bad Gateway</html>', false, 0, 502)],
    ['a 503 while the database is down', answer({ label: 'Service unavailable' }, false, 0, 503)],
    ['a 429', answer({ label: 'Too many requests' }, false, 0, 429)],
  ])('keeps the session after %s, clears the flag, and refreshes again on the next call', async (_name, reply) => {
    const token = tokenExpiringIn(minutes(1));
    tokenStore.store({ accessToken: token, refreshToken: 'r1' });
    const env = fakeEnvironment(reply as () => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>);
    await expect(ensureFreshAccessToken(env)).resolves.toBe(token);
    expect(tokenStore.accessToken()).toBe(token);
    expect(tokenStore.refreshToken()).toBe('r1');
    expect(tokenStore.refreshFlag()).toBeNull();
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.goHome).not.toHaveBeenCalled();

    const fresh = tokenExpiringIn(minutes(15));
    const next = fakeEnvironment(answer({ accessToken: fresh, refreshToken: 'r2' }));
    await expect(ensureFreshAccessToken(next)).resolves.toBe(fresh);
    expect(next.post).toHaveBeenCalledExactlyOnceWith('/auth/refresh-token', { refreshToken: 'r1' });
  });

  it('after a lost answer does not hand out a token already past its end, and keeps the session', async () => {
    const expired = tokenExpiringIn(-minutes(1));
    tokenStore.store({ accessToken: expired, refreshToken: 'r1' });
    const env = fakeEnvironment(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(ensureFreshAccessToken(env)).rejects.toBeInstanceOf(RefreshUnanswered);
    expect(tokenStore.accessToken()).toBe(expired);
    expect(tokenStore.refreshToken()).toBe('r1');
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.goHome).not.toHaveBeenCalled();
  });

  it('after a lost answer uses the newer tokens another tab stored meanwhile', async () => {
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)), refreshToken: 'r1' });
    const fromOtherTab = tokenExpiringIn(minutes(15));
    const env = fakeEnvironment(() => {
      // While this tab's request is lost, the other tab's refresh lands in localStorage.
      tokenStore.store({ accessToken: fromOtherTab, refreshToken: 'r2' });
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(ensureFreshAccessToken(env)).resolves.toBe(fromOtherTab);
    expect(tokenStore.refreshToken()).toBe('r2');
  });

  it('without a refresh token removes the access token and sends the user to /', async () => {
    tokenStore.store({ accessToken: tokenExpiringIn(minutes(1)) });
    const env = fakeEnvironment(answer({}));
    await expect(ensureFreshAccessToken(env)).resolves.toBeNull();
    expect(tokenStore.accessToken()).toBeNull();
    expect(env.goHome).toHaveBeenCalledTimes(1);
    expect(env.post).not.toHaveBeenCalled();
    expect(sessionExpiredPending()).toBe(true);
  });
  describe("on the API's clock (decision 081)", () => {
    /** A token the API issued at `issuedAt` (its clock), valid for 15 minutes. */
    const issued = (issuedAt: number) =>
      accessToken({ iat: Math.floor(issuedAt / 1000), exp: Math.floor(issuedAt / 1000) + 15 * 60 });

    it('a device clock 11 minutes fast does not refresh a token the API has just issued', async () => {
      // The API's clock says START - 11 minutes; this device's says START.
      const token = issued(START - minutes(11));
      tokenStore.store({ accessToken: token, refreshToken: 'r1' }, START);
      const env = fakeEnvironment(answer({}));
      await expect(ensureFreshAccessToken(env)).resolves.toBe(token);
      expect(env.post).not.toHaveBeenCalled();
      // Eleven minutes later by both clocks, the token is within its last five: refreshed once,
      // and the fresh one (issued then, on the API's clock) is used as it is on the next call.
      vi.setSystemTime(START + minutes(11));
      const fresh = issued(START);
      env.post.mockImplementation(answer({ accessToken: fresh, refreshToken: 'r2' }));
      await expect(ensureFreshAccessToken(env)).resolves.toBe(fresh);
      await expect(ensureFreshAccessToken(env)).resolves.toBe(fresh);
      expect(env.post).toHaveBeenCalledTimes(1);
    });

    it('a device clock 20 minutes slow refreshes before the API would refuse the token', async () => {
      const token = issued(START + minutes(20));
      tokenStore.store({ accessToken: token, refreshToken: 'r1' }, START);
      const env = fakeEnvironment(answer({ accessToken: issued(START + minutes(31)), refreshToken: 'r2' }));
      vi.setSystemTime(START + minutes(9));
      await expect(ensureFreshAccessToken(env)).resolves.toBe(token);
      // Its own clock says the token has 26 minutes left; the API's, 4.
      vi.setSystemTime(START + minutes(11));
      await ensureFreshAccessToken(env);
      expect(env.post).toHaveBeenCalledTimes(1);
    });

    it("a token that does not say when it was issued is judged on this device's clock", async () => {
      tokenStore.store({ accessToken: issued(START - minutes(11)), refreshToken: 'r1' }, START);
      tokenStore.store({ accessToken: tokenExpiringIn(minutes(4)), refreshToken: 'r1' }, START);
      const env = fakeEnvironment(answer({ accessToken: tokenExpiringIn(minutes(15)), refreshToken: 'r2' }));
      await ensureFreshAccessToken(env);
      expect(env.post).toHaveBeenCalledTimes(1);
    });

    it('signing out forgets the offset', () => {
      tokenStore.store({ accessToken: issued(START - minutes(11)), refreshToken: 'r1' }, START);
      expect(tokenStore.serverTime(START)).toBe(START - minutes(11));
      tokenStore.clear();
      expect(tokenStore.serverTime(START)).toBe(START);
    });
  });
});
