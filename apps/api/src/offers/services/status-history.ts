import type { Database } from '@wl/db';
import { canTransition, type OfferHistoryEntry } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { offerScope } from '../offer-scope.ts';

/**
 * GET /api/advisor/investor/{offerId}/history (issue 19: the advisor's investment page shows who
 * moved the investment, when, from which status to which, and why). The offer must be one the
 * caller may read (offer-scope.ts), else 404 like the offer itself. Oldest first, in the order
 * the changes were made. Who: the offer's investor, or a person of the advisor panel (by name, else
 * e-mail). A move written without an account is the investor's when only the investor makes it
 * (by the invitation link: opened, interested, accepted, declined), else the platform's (an
 * agreement signed at the provider, an end date passed): null, as for an account deleted since.
 *
 * Issue 20 (decision 072): the reminders mailed to the investor are in the same history
 * (`kind: 'reminder'`): when, about which stall, and who sent it (an advisor by name; null for the
 * tenant's automatic reminders). Merged with the status changes by time; at the same moment a
 * status change comes first.
 */
export async function offerStatusHistory(
  db: Database,
  caller: AdvisorCaller,
  offerId: string,
): Promise<OfferHistoryEntry[]> {
  const offer = await db.offer.findFirst({
    where: { AND: [offerScope(caller), { id: offerId }] },
    select: {
      id: true,
      investor: { select: { userId: true, user: { select: { firstName: true, surname: true, email: true } } } },
    },
  });
  if (!offer) throw notFound();
  const [changes, reminders] = await Promise.all([
    db.offerStatusChange.findMany({
      where: { offerId: offer.id },
      orderBy: [{ changedAt: 'asc' }, { id: 'asc' }],
    }),
    db.offerReminder.findMany({
      where: { offerId: offer.id },
      orderBy: [{ sentAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const userIds = [
    ...new Set([
      ...changes.flatMap((change) => (change.changedByUserId ? [change.changedByUserId] : [])),
      ...reminders.flatMap((reminder) => (reminder.sentByUserId ? [reminder.sentByUserId] : [])),
    ]),
  ];
  const users =
    userIds.length === 0
      ? []
      : await db.user.findMany({
          where: { id: { in: userIds }, tenantId: caller.tenantId },
          select: { id: true, firstName: true, surname: true, email: true },
        });
  const byId = new Map(users.map((user) => [user.id, user]));
  const investor = { id: offer.investor.userId, ...offer.investor.user };
  const nameOf = (user: { firstName: string; surname: string; email: string }) =>
    `${user.firstName} ${user.surname}`.trim() || user.email;
  const statusEntries = changes.map((change): OfferHistoryEntry => {
    const byLink =
      change.changedByUserId === null &&
      change.fromStatus !== null &&
      canTransition(change.fromStatus, change.toStatus, 'investor');
    const user = change.changedByUserId ? byId.get(change.changedByUserId) : byLink ? investor : undefined;
    const name = user ? nameOf(user) : null;
    return {
      kind: 'status',
      id: change.id,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      changedAt: change.changedAt.toISOString(),
      changedBy:
        user && name
          ? { name, role: user.id === offer.investor.userId ? ('investor' as const) : ('advisor' as const) }
          : null,
      reason: change.reason,
    };
  });
  const reminderEntries = reminders.map((reminder): OfferHistoryEntry => {
    const sender = reminder.sentByUserId ? byId.get(reminder.sentByUserId) : undefined;
    return {
      kind: 'reminder',
      id: reminder.id,
      changedAt: reminder.sentAt.toISOString(),
      stage: reminder.stage,
      automatic: reminder.automatic,
      changedBy: sender ? { name: nameOf(sender), role: 'advisor' } : null,
    };
  });
  // Both lists are in time order: merged, a status change first at the same moment.
  const merged: OfferHistoryEntry[] = [];
  let r = 0;
  for (const entry of statusEntries) {
    while (r < reminderEntries.length && (reminderEntries[r] as OfferHistoryEntry).changedAt < entry.changedAt) {
      merged.push(reminderEntries[r] as OfferHistoryEntry);
      r += 1;
    }
    merged.push(entry);
  }
  return [...merged, ...reminderEntries.slice(r)];
}
