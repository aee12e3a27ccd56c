import type { Language } from '@wl/shared';
import type { RateLimits } from '../../app.ts';
import {
  type BackoffRule,
  type LimitVerdict,
  limitKey,
  type RateLimiter,
  type WindowRule,
} from '../../core/rate-limiter.ts';
import { tooManyRequests } from '../auth-errors.ts';

/** What an account-level limit counts: sign-in attempts, second-factor codes, mailed links. */
export type LimitedAction =
  | 'login'
  | 'two-factor'
  | 'investor-send-token'
  | 'activation-send-token'
  | 'password-remind'
  | 'console-sign-in';

/** Sign-in attempts: a few at once, then 1 s, 2 s, 4 s … up to 15 minutes between tries. */
const SIGN_IN_BACKOFF = { baseMs: 1000, maxMs: 15 * 60_000 };
/** Mailed links: a few at once, then 30 s, 60 s … up to 15 minutes (no inbox flooding). */
const MAIL_BACKOFF = { baseMs: 30_000, maxMs: 15 * 60_000 };

const mailing = new Set<LimitedAction>(['investor-send-token', 'activation-send-token', 'password-remind']);

interface HeaderWriter {
  header(name: string, value: number): unknown;
}

/**
 * The limits of the sign-in and token-sending endpoints (decision 035), in PostgreSQL so every
 * replica shares them:
 * - per client address and route, a window sized for an office behind one NAT
 *   (`perIp` attempts per `windowMs`, default 300 per 15 minutes);
 * - per tenant and account (e-mail, or the user for the second factor), growing back-off after
 *   `perEmail` attempts in a row; a successful sign-in resets it. Keys are per tenant, so failures on
 *   one broker's host never lock the same address out of another's.
 * Every attempt counts, right or wrong, known address or not, so a refusal says nothing of an account.
 */
export class AuthLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimits,
  ) {}

  private windowRule(): WindowRule {
    return { max: this.limits.perIp, windowMs: this.limits.windowMs };
  }

  private backoffRule(action: LimitedAction): BackoffRule {
    const backoff = mailing.has(action)
      ? MAIL_BACKOFF
      : { ...SIGN_IN_BACKOFF, baseMs: this.limits.signInBackoffMs ?? SIGN_IN_BACKOFF.baseMs };
    return { free: this.limits.perEmail, windowMs: this.limits.windowMs, ...backoff };
  }

  /** Counts a request of `route` from `ip`. */
  fromAddress(route: string, ip: string): Promise<LimitVerdict> {
    return this.limiter.window(limitKey('ip', route, ip), this.windowRule());
  }

  /** Counts an attempt of `action` on an account (`scope`: the tenant, or `console`). */
  onAccount(action: LimitedAction, scope: string, subject: string): Promise<LimitVerdict> {
    return this.limiter.backoff(limitKey(action, scope, subject.trim().toLowerCase()), this.backoffRule(action));
  }

  /** A successful sign-in forgets the account's failed attempts. */
  succeeded(action: LimitedAction, scope: string, subject: string): Promise<void> {
    return this.limiter.reset(limitKey(action, scope, subject.trim().toLowerCase()));
  }
}

/** Throws the 429 of the error catalogue, with Retry-After, when a verdict refuses. */
export function enforce(verdict: LimitVerdict, caller: { language: Language; reply: HeaderWriter }): void {
  if (verdict === null) return;
  caller.reply.header('retry-after', verdict);
  throw tooManyRequests(caller.language);
}
