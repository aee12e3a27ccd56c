import { randomUUID } from 'node:crypto';
import { createDatabase } from '@wl/db';
import { createTestDatabase, type TestDatabase } from '@wl/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKey, RateLimiter } from './rate-limiter.ts';

/**
 * Issue #15, finding 7 (decision 035): limits live in PostgreSQL, one atomic statement per
 * check, so two replicas share them; back-off grows and a success resets it.
 */

let t: TestDatabase;
let second: ReturnType<typeof createDatabase>;
beforeAll(async () => {
  t = await createTestDatabase();
  second = createDatabase(t.url, { max: 2 });
});
afterAll(async () => {
  await second.db.$disconnect();
  await second.pool.end();
});

const key = () => limitKey('test', randomUUID());
/** Moves a subject's clock back: as if its last attempt and block were `ms` earlier. */
const age = (subject: string, ms: number) =>
  t.pool.query(
    `UPDATE rate_limit SET last_attempt_at = last_attempt_at - $2 * interval '1 millisecond',
       blocked_until = blocked_until - $2 * interval '1 millisecond',
       expires_at = expires_at - $2 * interval '1 millisecond' WHERE key = $1`,
    [subject, ms],
  );

describe('a fixed window', () => {
  it('allows max attempts, then refuses with the seconds to wait, and starts again after the window', async () => {
    const limiter = new RateLimiter(t.db);
    const subject = key();
    const rule = { max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect(await limiter.window(subject, rule)).toBeNull();
    const wait = await limiter.window(subject, rule);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    await age(subject, 61_000);
    expect(await limiter.window(subject, rule)).toBeNull();
  });

  it('is one count for every replica', async () => {
    const a = new RateLimiter(t.db);
    const b = new RateLimiter(second.db);
    const subject = key();
    const rule = { max: 4, windowMs: 60_000 };
    const verdicts = await Promise.all([a, b, a, b, a, b].map((limiter) => limiter.window(subject, rule)));
    expect(verdicts.filter((verdict) => verdict === null)).toHaveLength(4);
  });
});

describe('growing back-off', () => {
  const rule = { free: 3, windowMs: 15 * 60_000, baseMs: 1000, maxMs: 15 * 60_000 };

  it('lets `free` attempts through, then makes every next one wait twice as long', async () => {
    const limiter = new RateLimiter(t.db);
    const subject = key();
    expect(await limiter.backoff(subject, rule)).toBeNull();
    expect(await limiter.backoff(subject, rule)).toBeNull();
    expect(await limiter.backoff(subject, rule)).toBeNull();
    // Blocked for 1 s after the third.
    expect(await limiter.backoff(subject, rule)).toBe(1);
    await age(subject, 1_100);
    expect(await limiter.backoff(subject, rule)).toBeNull();
    // Now 2 s, then 4 s, 8 s …
    expect(await limiter.backoff(subject, rule)).toBe(2);
    await age(subject, 2_100);
    expect(await limiter.backoff(subject, rule)).toBeNull();
    expect(await limiter.backoff(subject, rule)).toBe(4);
    for (let i = 0; i < 20; i++) {
      await age(subject, 16 * 60_000 - 1);
      await t.pool.query('UPDATE rate_limit SET last_attempt_at = now() WHERE key = $1', [subject]);
      await limiter.backoff(subject, rule);
    }
    // Capped.
    const capped = await limiter.backoff(subject, rule);
    expect(capped).toBeLessThanOrEqual(15 * 60);
    expect(capped).toBeGreaterThan(14 * 60);
  });

  it('forgets after a quiet window, and a success resets it at once', async () => {
    const limiter = new RateLimiter(t.db);
    const subject = key();
    for (let i = 0; i < 3; i++) await limiter.backoff(subject, rule);
    expect(await limiter.backoff(subject, rule)).not.toBeNull();
    await age(subject, rule.windowMs + 1000);
    expect(await limiter.backoff(subject, rule)).toBeNull();

    for (let i = 0; i < 3; i++) await limiter.backoff(subject, rule);
    await limiter.reset(subject);
    expect(await limiter.backoff(subject, rule)).toBeNull();
  });

  it('is shared by two replicas', async () => {
    const a = new RateLimiter(t.db);
    const b = new RateLimiter(second.db);
    const subject = key();
    const verdicts = await Promise.all([a, b, a, b, a, b].map((limiter) => limiter.backoff(subject, rule)));
    expect(verdicts.filter((verdict) => verdict === null)).toHaveLength(3);
  });

  it('stores no e-mail in clear', async () => {
    const limiter = new RateLimiter(t.db);
    await limiter.backoff(limitKey('login', 'tenant', 'jan@example.pl'), rule);
    const { rows } = await t.pool.query("SELECT key FROM rate_limit WHERE key LIKE '%example%'");
    expect(rows).toEqual([]);
  });
});
