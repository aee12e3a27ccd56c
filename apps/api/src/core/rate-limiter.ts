import { createHash } from 'node:crypto';
import type { Prisma } from '@wl/db';

type Db = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw'>;

/**
 * Rate limits kept in PostgreSQL (decision 035), so every replica counts against the same rows:
 * with N edges an attacker gets the limit once, not N times. Each check is one atomic statement.
 */

/** A fixed window: at most `max` attempts per `windowMs`. */
export interface WindowRule {
  max: number;
  windowMs: number;
}

/**
 * Growing back-off: `free` attempts in a row, then every further attempt must wait `baseMs`,
 * then twice that, and so on up to `maxMs`. The row forgets after `windowMs` without an attempt
 * (a continuous attacker never gets fresh free attempts); a success resets it.
 */
export interface BackoffRule {
  free: number;
  windowMs: number;
  baseMs: number;
  maxMs: number;
}

/** Null: go ahead. Otherwise the seconds to wait (for Retry-After). */
export type LimitVerdict = number | null;

/** The stored key of a subject: a hash, so no e-mail or address sits in the table in clear. */
export function limitKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

function secondsUntil(until: Date | null, now: Date): number {
  if (!until) return 1;
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export class RateLimiter {
  private nextSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly log?: { warn(object: object, message: string): void },
  ) {}

  /** Counts an attempt in a fixed window; refused (not counted) past `max`. */
  async window(key: string, rule: WindowRule): Promise<LimitVerdict> {
    this.sweepNowAndThen();
    const rows = await this.db.$queryRaw<{ refused: boolean; expires_at: Date; now: Date }[]>`
      INSERT INTO "rate_limit" AS r ("key", "attempts", "window_start", "last_attempt_at", "refused", "expires_at")
      VALUES (${key}::text, 1, now(), now(), false, now() + ${rule.windowMs}::float8 * interval '1 millisecond')
      ON CONFLICT ("key") DO UPDATE SET
        "refused" = r."expires_at" > now() AND r."attempts" >= ${rule.max}::int,
        "attempts" = CASE WHEN r."expires_at" <= now() THEN 1
                          WHEN r."attempts" >= ${rule.max}::int THEN r."attempts"
                          ELSE r."attempts" + 1 END,
        "window_start" = CASE WHEN r."expires_at" <= now() THEN now() ELSE r."window_start" END,
        "expires_at" = CASE WHEN r."expires_at" <= now()
                            THEN now() + ${rule.windowMs}::float8 * interval '1 millisecond' ELSE r."expires_at" END,
        "last_attempt_at" = now()
      RETURNING "refused", "expires_at", now() AS "now"`;
    const row = rows[0];
    return row?.refused ? secondsUntil(row.expires_at, row.now) : null;
  }

  /** Counts an attempt under growing back-off; refused (not counted) while the subject must wait. */
  async backoff(key: string, rule: BackoffRule): Promise<LimitVerdict> {
    this.sweepNowAndThen();
    const rows = await this.db.$queryRaw<{ refused: boolean; blocked_until: Date | null; now: Date }[]>`
      WITH "rule" AS (
        SELECT ${rule.free}::int AS "free", ${rule.windowMs}::float8 * interval '1 millisecond' AS "window",
               ${rule.baseMs}::float8 AS "base", ${rule.maxMs}::float8 AS "cap"
      )
      INSERT INTO "rate_limit" AS r ("key", "attempts", "window_start", "last_attempt_at", "blocked_until", "refused", "expires_at")
      SELECT ${key}::text, 1, now(), now(),
             CASE WHEN 1 > "free" - 1 THEN now() + least("cap", "base") * interval '1 millisecond' END,
             false, now() + "window" + "cap" * interval '1 millisecond'
        FROM "rule"
      ON CONFLICT ("key") DO UPDATE SET
        "refused" = r."blocked_until" IS NOT NULL AND r."blocked_until" > now(),
        "attempts" = CASE WHEN r."blocked_until" > now() THEN r."attempts"
                          WHEN r."last_attempt_at" + (SELECT "window" FROM "rule") <= now() THEN 1
                          ELSE r."attempts" + 1 END,
        "blocked_until" = CASE
            WHEN r."blocked_until" > now() THEN r."blocked_until"
            WHEN r."last_attempt_at" + (SELECT "window" FROM "rule") <= now() THEN
              CASE WHEN 1 >= (SELECT "free" FROM "rule")
                   THEN now() + (SELECT least("cap", "base") FROM "rule") * interval '1 millisecond' END
            WHEN r."attempts" + 1 >= (SELECT "free" FROM "rule") THEN
              now() + (SELECT least("cap", "base" * power(2, least(30, r."attempts" + 1 - "free"))) FROM "rule")
                      * interval '1 millisecond'
            ELSE NULL END,
        "last_attempt_at" = CASE WHEN r."blocked_until" > now() THEN r."last_attempt_at" ELSE now() END,
        "window_start" = CASE WHEN r."last_attempt_at" + (SELECT "window" FROM "rule") <= now() THEN now()
                              ELSE r."window_start" END,
        "expires_at" = now() + (SELECT "window" + "cap" * interval '1 millisecond' FROM "rule")
      RETURNING "refused", "blocked_until", now() AS "now"`;
    const row = rows[0];
    return row?.refused ? secondsUntil(row.blocked_until, row.now) : null;
  }

  /** Forgets a subject (a successful sign-in). */
  async reset(key: string): Promise<void> {
    await this.db.$executeRaw`DELETE FROM "rate_limit" WHERE "key" = ${key}`;
  }

  /** Rows past their expiry go, now and then (any replica may do it: the delete is idempotent). */
  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    this.db.$executeRaw`DELETE FROM "rate_limit" WHERE "expires_at" < now()`.catch((error: unknown) =>
      this.log?.warn({ err: error }, 'rate limit sweep failed'),
    );
  }
}
