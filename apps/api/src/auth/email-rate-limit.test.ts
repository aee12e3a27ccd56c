import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { EmailRateLimit } from './email-rate-limit.ts';

function limiter(perEmail = 2, windowMs = 1000) {
  let now = 0;
  const limit = new EmailRateLimit({ perEmail, windowMs }, () => now);
  return { limit, advance: (ms: number) => (now += ms) };
}

describe('EmailRateLimit', () => {
  it('allows perEmail attempts per window, then tells the seconds until the window resets', () => {
    const { limit, advance } = limiter(2, 60_000);
    expect(limit.hit('login', 'a@x.pl')).toBeNull();
    expect(limit.hit('login', 'a@x.pl')).toBeNull();
    advance(15_000);
    expect(limit.hit('login', 'a@x.pl')).toBe(45);
  });

  it('starts a new window when the old one is over', () => {
    const { limit, advance } = limiter(1, 1000);
    limit.hit('login', 'a@x.pl');
    expect(limit.hit('login', 'a@x.pl')).not.toBeNull();
    advance(1000);
    expect(limit.hit('login', 'a@x.pl')).toBeNull();
  });

  it('counts an address in any letter case and with blanks as one', () => {
    const { limit } = limiter(1);
    limit.hit('login', 'A@X.pl');
    expect(limit.hit('login', ' a@x.PL ')).not.toBeNull();
  });

  it('counts addresses and actions apart', () => {
    const { limit } = limiter(1);
    limit.hit('login', 'a@x.pl');
    expect(limit.hit('login', 'b@x.pl')).toBeNull();
    expect(limit.hit('password-remind', 'a@x.pl')).toBeNull();
  });

  it('consume throws the 429 error body and sets Retry-After', () => {
    const { limit } = limiter(0, 30_000);
    const headers: Record<string, number> = {};
    const reply = { header: (name: string, value: number) => (headers[name] = value) };

    let thrown: unknown;
    try {
      limit.consume('login', 'a@x.pl', { language: 'en', reply });
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).statusCode).toBe(429);
    expect((thrown as ApiError).body).toMatchObject({
      label: 'Too many attempts. Please try again shortly.',
      code: 'error.too_many_requests',
    });
    expect(headers['retry-after']).toBe(30);
  });

  it('forgets finished windows', () => {
    const { limit, advance } = limiter(5, 1000);
    for (let i = 0; i < 100; i++) limit.hit('login', `user-${i}@x.pl`);
    advance(2000);
    limit.hit('login', 'late@x.pl');
    expect((limit as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
