import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSessionExpired,
  expectSessionEnd,
  SESSION_EXPIRED_KEY,
  sessionExpiredPending,
  watchSessionExpiry,
} from './session-expiry.ts';
import { tokenStore } from './token-store.ts';

describe('session expiry notice', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    sessionStorage.clear();
  });

  it('flags an access token that disappears while the app is open, until the user was told', () => {
    tokenStore.store({ accessToken: 'a', refreshToken: 'r' });
    stop = watchSessionExpiry();
    tokenStore.removeAccessToken();
    expect(sessionStorage.getItem(SESSION_EXPIRED_KEY)).toBe('1');
    expect(sessionExpiredPending()).toBe(true);
    expect(sessionExpiredPending()).toBe(true);
    clearSessionExpired();
    expect(sessionExpiredPending()).toBe(false);
  });

  it('raises no flag for a sign-out on purpose, nor for new tokens', () => {
    tokenStore.store({ accessToken: 'a', refreshToken: 'r' });
    stop = watchSessionExpiry();
    tokenStore.store({ accessToken: 'b' });
    expect(sessionExpiredPending()).toBe(false);
    expectSessionEnd();
    tokenStore.clear();
    expect(sessionExpiredPending()).toBe(false);
  });
});
