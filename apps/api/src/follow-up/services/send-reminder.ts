import { type Database, Prisma } from '@wl/db';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { REMINDER_INTERVAL_HOURS, type ReminderSent, type StalledStage } from '@wl/shared/schemas';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { ApiError, conflict, notFound } from '../../core/api-error.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { offerScope } from '../../offers/offer-scope.ts';
import { mailReminder } from './reminder-mail.ts';
import { stallClock } from './stalled-offers.ts';
import { lastReminderSql, nextReminderAt, type StallClock, sinceSql, stageSql, stalledSql } from './stalls.ts';

type Tx = Prisma.TransactionClient;

/** The offer's stall now and its last reminder; none when it is in no stall (or in none of the tenant's). */
export async function currentStall(
  tx: Tx,
  offerId: string,
  clock: StallClock,
  only: Prisma.Sql = Prisma.empty,
): Promise<{ stage: StalledStage; since: Date; lastReminderAt: Date | null } | undefined> {
  const [row] = await tx.$queryRaw<{ stage: StalledStage; since: Date; last_reminder_at: Date | null }[]>`
    SELECT ${stageSql} AS stage, ${sinceSql} AS since, ${lastReminderSql} AS last_reminder_at
      FROM offer o JOIN tenant t ON t.id = o.tenant_id JOIN campaign c ON c.id = o.campaign_id
     WHERE o.id = ${offerId}::uuid AND ${stalledSql(clock)} ${only}`;
  return row ? { stage: row.stage, since: row.since, lastReminderAt: row.last_reminder_at } : undefined;
}

export const reminderTooSoon = (next: Date) =>
  new ApiError(
    429,
    errorBody(`A reminder was sent less than ${REMINDER_INTERVAL_HOURS} hours ago.`, errorCodes.offerReminderTooSoon, {
      nextReminderAt: next.toISOString(),
    }),
  );

/**
 * POST /api/advisor/investor/{offerId}/reminder (decision 072): one reminder mail to the investor
 * of a stalled offer in the caller's scope (else 404). In one transaction that first locks the
 * offer's row, as every writer of reminders does, so two clicks at once (or a click and the
 * automatic job) are one after the other: the second sees the first's reminder and is refused
 * (429 `offer.reminder_too_soon` with `nextReminderAt`, within 24 hours of any reminder). An offer
 * in no stall now is 409 `offer.not_stalled`. The reminder row is the offer's history entry.
 */
export async function sendReminder(
  db: Database,
  caller: AdvisorCaller,
  tenant: TenantContext,
  offerId: string,
  offerGraceDays: number,
): Promise<ReminderSent> {
  return db.$transaction(async (tx) => {
    const offer = await tx.offer.findFirst({
      where: { AND: [offerScope(caller), { id: offerId }] },
      select: { id: true },
    });
    if (!offer) throw notFound();
    await tx.$queryRaw`SELECT id FROM offer WHERE id = ${offer.id}::uuid FOR UPDATE`;
    // After the lock, in a statement of its own: every reminder committed before is seen.
    const clock = stallClock(offerGraceDays);
    const stall = await currentStall(tx, offer.id, clock);
    if (!stall) throw conflict('The offer is not stalled.', errorCodes.offerNotStalled);
    const wait = nextReminderAt(stall.lastReminderAt, clock.now);
    if (wait) throw reminderTooSoon(wait);
    const mailId = await mailReminder(tx, tenant, { id: offer.id, stage: stall.stage }, offerGraceDays);
    if (!mailId) throw conflict('The offer has just changed.', errorCodes.offerOutOfDate);
    const sentAt = clock.now;
    await tx.offerReminder.create({
      data: {
        offerId: offer.id,
        tenantId: caller.tenantId,
        stage: stall.stage,
        stageSince: stall.since,
        automatic: false,
        sentByUserId: caller.userId,
        mailId,
        sentAt,
      },
    });
    return {
      sentAt: sentAt.toISOString(),
      nextReminderAt: new Date(sentAt.getTime() + REMINDER_INTERVAL_HOURS * 3_600_000).toISOString(),
    };
  });
}
