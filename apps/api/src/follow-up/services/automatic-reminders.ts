import { type Database, Prisma } from '@wl/db';
import { AUTOMATIC_REMINDERS_PER_STALL, type StalledStage } from '@wl/shared/schemas';
import type { TenantContext } from '../../core/tenant-context.ts';
import { mailReminder } from './reminder-mail.ts';
import { currentStall } from './send-reminder.ts';
import { stallClock } from './stalled-offers.ts';
import { remindableSql, sinceSql, stageSql, stalledSql } from './stalls.ts';

export interface AutomaticReminderSettings {
  /** How long offer links work after their campaign's end (decision 033). */
  offerGraceDays: number;
  /** A tenant's mail host and its links' origin (tenant-mail-host.ts), never a request's Host. */
  tenantContext: (tenantId: string) => Promise<TenantContext | null>;
}

interface JobLog {
  warn(object: object, message: string): void;
}

/** The offer's stall has had fewer automatic reminders than allowed (one: the unique index). */
const automaticLeftSql = Prisma.sql`(SELECT count(*) FROM offer_reminder r
   WHERE r.offer_id = o.id AND r.automatic AND r.stage::text = ${stageSql} AND r.stage_since = ${sinceSql})
   < ${AUTOMATIC_REMINDERS_PER_STALL}`;

/** A claim given back: the transaction ends without a reminder. */
class NothingToSend extends Error {}

/**
 * The automatic reminders (decision 072): for the tenants that turned them on, one reminder per
 * offer and stall (AUTOMATIC_REMINDERS_PER_STALL) to every stalled offer not reminded within 24
 * hours. Any number of replicas may run it at once; the database decides who sends:
 *
 * 1. each offer in a transaction of its own that locks its row `FOR UPDATE SKIP LOCKED` (a replica
 *    or a click holding it is passed by, never waited for);
 * 2. then, in a statement of its own, the stall, the 24 hours and the automatic reminders of the
 *    stall are read again: whatever another replica (or a click) committed before is seen;
 * 3. the reminder row is claimed by an insert the unique index of (offer, stage, stall start) of
 *    the automatic reminders lets succeed once, whatever happens; then the mail is queued in the
 *    same transaction (a failure gives the claim back).
 *
 * Returns how many reminders were sent.
 */
export async function runAutomaticReminders(
  db: Database,
  settings: AutomaticReminderSettings,
  log?: JobLog,
  now = new Date(),
): Promise<number> {
  const clock = stallClock(settings.offerGraceDays, now);
  const candidates = await db.$queryRaw<{ id: string; tenant_id: string }[]>`
    SELECT o.id, o.tenant_id
      FROM offer o
      JOIN tenant t ON t.id = o.tenant_id AND t.automatic_reminders
      JOIN campaign c ON c.id = o.campaign_id
     WHERE ${stalledSql(clock)} AND ${remindableSql(now)} AND ${automaticLeftSql}
     ORDER BY ${sinceSql}, o.id
     LIMIT 1000`;
  const tenants = new Map<string, TenantContext | null>();
  let sent = 0;
  for (const candidate of candidates) {
    if (!tenants.has(candidate.tenant_id)) {
      tenants.set(candidate.tenant_id, await settings.tenantContext(candidate.tenant_id));
    }
    const tenant = tenants.get(candidate.tenant_id);
    if (!tenant) continue;
    try {
      if (await remindOne(db, tenant, candidate.id, settings.offerGraceDays, now)) sent += 1;
    } catch (error) {
      if (!(error instanceof NothingToSend)) {
        log?.warn({ err: error, offerId: candidate.id }, 'automatic reminder failed');
      }
    }
  }
  return sent;
}

async function remindOne(
  db: Database,
  tenant: TenantContext,
  offerId: string,
  offerGraceDays: number,
  now: Date,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM offer WHERE id = ${offerId}::uuid FOR UPDATE SKIP LOCKED`;
    if (locked.length === 0) return false;
    const clock = stallClock(offerGraceDays, now);
    const stall = await currentStall(
      tx,
      offerId,
      clock,
      Prisma.sql`AND t.automatic_reminders AND ${remindableSql(now)} AND ${automaticLeftSql}`,
    );
    if (!stall) return false;
    const claimed = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO offer_reminder (offer_id, tenant_id, stage, stage_since, automatic, sent_at)
      VALUES (${offerId}::uuid, ${tenant.tenantId}::uuid, ${stall.stage}::stalled_stage, ${stall.since}, true, ${now})
      ON CONFLICT (offer_id, stage, stage_since) WHERE automatic DO NOTHING
      RETURNING id`;
    const [claim] = claimed;
    if (!claim) return false;
    const mailId = await mailReminder(tx, tenant, { id: offerId, stage: stall.stage as StalledStage }, offerGraceDays);
    if (!mailId) throw new NothingToSend();
    await tx.offerReminder.update({ where: { id: claim.id }, data: { mailId } });
    return true;
  });
}

/**
 * Runs the automatic reminders every `everyMs` in this process (every replica runs one; the
 * database decides who sends). The first run is one interval after the start; `stop()` waits for
 * a run under way.
 */
export class AutomaticReminderJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly settings: AutomaticReminderSettings,
    private readonly log: JobLog,
    private readonly everyMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = runAutomaticReminders(this.db, this.settings, this.log)
        .catch((error: unknown) => this.log.warn({ err: error }, 'automatic reminders could not run'))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.everyMs);
    this.timer.unref();
  }
}
