import { describe, expect, it } from 'vitest';
import { fakeJwt } from '@/testing/fake-api.ts';
import {
  forgetRemember2faToken,
  readRemember2faClaims,
  readRemember2faToken,
  remember2faCookieName,
  storeRemember2faToken,
} from './remember-2fa.ts';

/** A cookie jar that records what was written, as `document.cookie` would be set. */
function jar(initial = '') {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return initial;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

const exp = Date.UTC(2027, 0, 15, 12, 0, 0) / 1000;
const token = fakeJwt({ sub: 'u1', username: 'doradca2fa@demo.localhost', exp });

describe('remember-2fa cookie (spec §4)', () => {
  it('names the cookie by the username, in a form legal for a cookie name', () => {
    expect(remember2faCookieName('doradca2fa@demo.localhost')).toBe('remember2fa_doradca2fa%40demo.localhost');
    expect(remember2faCookieName(' Doradca2FA@Demo.localhost ')).toBe('remember2fa_doradca2fa%40demo.localhost');
  });

  it("stores the token under its username's name, lasting until its exp", () => {
    const cookies = jar();
    expect(storeRemember2faToken(token, cookies, false)).toBe(true);
    expect(cookies.written).toEqual([
      `remember2fa_doradca2fa%40demo.localhost=${token}; expires=Fri, 15 Jan 2027 12:00:00 GMT; path=/; SameSite=Strict`,
    ]);
  });

  it('marks the cookie Secure on https', () => {
    const cookies = jar();
    storeRemember2faToken(token, cookies, true);
    expect(cookies.written[0]).toMatch(/; Secure$/);
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['no username', fakeJwt({ exp })],
    ['no exp', fakeJwt({ username: 'a@b.pl' })],
    ['an exp that is not a number', fakeJwt({ username: 'a@b.pl', exp: 'soon' })],
  ])('keeps nothing for a token with %s', (_name, value) => {
    const cookies = jar();
    expect(storeRemember2faToken(value, cookies)).toBe(false);
    expect(cookies.written).toEqual([]);
    expect(readRemember2faClaims(value)).toBeNull();
  });

  it('reads back the token of the user signing in, and only theirs', () => {
    const cookies = jar(
      `lang=pl; remember2fa_doradca2fa%40demo.localhost=${encodeURIComponent(token)}; remember2fa_other%40x.pl=zzz`,
    );
    expect(readRemember2faToken('doradca2fa@demo.localhost', cookies)).toBe(token);
    expect(readRemember2faToken('DORADCA2FA@demo.localhost ', cookies)).toBe(token);
    expect(readRemember2faToken('doradca@demo.localhost', cookies)).toBeUndefined();
    expect(readRemember2faToken('other@x.pl', cookies)).toBe('zzz');
    expect(readRemember2faToken('a@b.pl', jar(''))).toBeUndefined();
  });

  it('works with the real document.cookie', () => {
    expect(storeRemember2faToken(token)).toBe(true);
    expect(readRemember2faToken('doradca2fa@demo.localhost')).toBe(token);
    forgetRemember2faToken('doradca2fa@demo.localhost');
    expect(readRemember2faToken('doradca2fa@demo.localhost')).toBeUndefined();
  });
});
