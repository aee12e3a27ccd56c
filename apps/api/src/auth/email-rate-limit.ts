import type { Language } from '@wl/shared';
import type { RateLimits } from '../app.ts';
import { tooManyRequests } from './auth-errors.ts';

interface HeaderWriter {
  header(name: string, value: number): unknown;
}

/**
 * The per-e-mail half of the login and token-sending limits (DESIGN §4): a fixed window per
 * `action:subject`, where the subject is the lower-cased e-mail (the user id for the two-factor
 * step). The per-IP half is @fastify/rate-limit on the route; this one stops an attacker who
 * rotates addresses against a single account, or floods one inbox.
 *
 * The counters live in this process: with N replicas an address gets up to N × the limit per
 * window, which still bounds guessing; a shared store (Postgres, Redis) is the upgrade if that
 * ever matters. Every attempt counts, successful or not, so the limit says nothing about whether
 * an account exists.
 */
export class EmailRateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly limits: Pick<RateLimits, 'perEmail' | 'windowMs'>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt; `null` while within the limit, otherwise the seconds until the window
   * resets (for Retry-After).
   */
  hit(action: string, subject: string): number | null {
    const now = this.now();
    this.sweep(now);
    const key = `${action}:${subject.trim().toLowerCase()}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.limits.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limits.perEmail ? Math.ceil((window.resetAt - now) / 1000) : null;
  }

  /** Like {@link hit}, throwing the 429 error body (with Retry-After) when over the limit. */
  consume(action: string, subject: string, caller: { language: Language; reply: HeaderWriter }): void {
    const retryAfter = this.hit(action, subject);
    if (retryAfter === null) return;
    caller.reply.header('retry-after', retryAfter);
    throw tooManyRequests(caller.language);
  }

  /** Drops finished windows now and then, so memory stays bounded by the attempts of one window. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.limits.windowMs;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
