import { describe, expect, it } from 'vitest';
import { DENIED_NOTIFICATION_DELAY_MS, PREFETCH_ONE_HOUR_MS, REFRESH_MARGIN_MS, RELOAD_GUARD_MS } from './constants.ts';
import { isRefreshDue, isTokenExpired, isTokenRefreshDue } from './refresh.ts';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const inSeconds = (ms: number) => (now + ms) / 1000;

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const issued = {
    sub: '0b7c6f4e-2d1a-4c3b-9e8f-7a6b5c4d3e2f',
    context_type: 'investor-panel',
    context_id: '00000000-0000-4000-8000-000000000002',
    username: 'anna@example.pl',
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...issued, ...claims })}.signature`;
}

describe('isRefreshDue (spec §4)', () => {
  it.each<[string, number | null | undefined, boolean]>([
    ['an hour left', inSeconds(3_600_000), false],
    ['5 minutes and 1 second left', inSeconds(REFRESH_MARGIN_MS + 1000), false],
    ['exactly 5 minutes left', inSeconds(REFRESH_MARGIN_MS), true],
    ['4 minutes left', inSeconds(4 * 60_000), true],
    ['expiring now', inSeconds(0), true],
    ['expired a minute ago', inSeconds(-60_000), true],
    ['no expiry', undefined, true],
    ['null expiry', null, true],
    ['NaN expiry', Number.NaN, true],
  ])('%s → %s', (_name, exp, due) => {
    expect(isRefreshDue(exp, now)).toBe(due);
  });

  it('takes another margin', () => {
    expect(isRefreshDue(inSeconds(60_000), now, 30_000)).toBe(false);
    expect(isRefreshDue(inSeconds(60_000), now, 60_000)).toBe(true);
  });

  it('defaults to the current time', () => {
    expect(isRefreshDue(Date.now() / 1000 + 3600)).toBe(false);
    expect(isRefreshDue(Date.now() / 1000 + 60)).toBe(true);
  });
});

describe('isTokenRefreshDue and isTokenExpired', () => {
  it.each<[string, string | null, boolean, boolean]>([
    ['fresh token', token({ exp: inSeconds(15 * 60_000) }), false, false],
    ['token in the margin', token({ exp: inSeconds(60_000) }), true, false],
    ['expired token', token({ exp: inSeconds(-1000) }), true, true],
    ['token without exp', token({ username: 'a@x.pl' }), true, true],
    ['garbage', 'garbage', true, true],
    ['no token', null, true, true],
  ])('%s', (_name, jwt, due, expired) => {
    expect(isTokenRefreshDue(jwt, now)).toBe(due);
    expect(isTokenExpired(jwt, now)).toBe(expired);
  });
});

describe('session constants (spec §4, §9)', () => {
  it('has the values of the spec', () => {
    expect(REFRESH_MARGIN_MS).toBe(300_000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(DENIED_NOTIFICATION_DELAY_MS).toBe(250);
    expect(PREFETCH_ONE_HOUR_MS).toBe(3_600_000);
  });
});
