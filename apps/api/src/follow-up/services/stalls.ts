import { Prisma } from '@wl/db';
import { REMINDER_INTERVAL_HOURS, type StalledStage } from '@wl/shared/schemas';

/**
 * The one definition of a stalled offer (issue 20, item 4; decision 072), as SQL over an offer
 * `o`, its campaign `c` and its tenant `t`, shared by the list, the reminder button and the
 * automatic reminders, so the three never disagree:
 *
 * - `viewed`: status viewed, since it was first opened (`viewed_at`);
 * - `interested`: status interested, since `interested_at`;
 * - `accepted`: status accepted, its agreement not completed, since `accepted_at`;
 * - `signed`: status accepted (not active), its agreement completed, since `signed_at`;
 *
 * each for at least the tenant's `follow_up_stall_days`. The times are kept on the offer by the
 * triggers of migration 20261206100000 (decision 070): the first time wins, so a stall's start
 * never moves, and (offer, stage, since) names one stall of one offer.
 *
 * Which campaigns: a viewed or interested offer only while its campaign is active, started and
 * not ended (nobody is asked to subscribe to a campaign that refuses interest, spec §8); an accepted or signed one while its offer
 * link still works (decision 033: the end date plus the grace days), since signing and paying go on
 * after the end. The link of the reminder works in every stall the list shows.
 */

/** The stage an offer is in, if it is one of the four (stalled or not yet). */
export const stageSql = Prisma.sql`(CASE
  WHEN o.status = 'viewed' THEN 'viewed'
  WHEN o.status = 'interested' THEN 'interested'
  WHEN o.status = 'accepted' AND o.contract_status IS DISTINCT FROM 'Completed' THEN 'accepted'
  WHEN o.status = 'accepted' THEN 'signed'
END)`;

/** When the offer entered that stage. */
export const sinceSql = Prisma.sql`(CASE
  WHEN o.status = 'viewed' THEN o.viewed_at
  WHEN o.status = 'interested' THEN o.interested_at
  WHEN o.status = 'accepted' AND o.contract_status IS DISTINCT FROM 'Completed' THEN o.accepted_at
  WHEN o.status = 'accepted' THEN o.signed_at
END)`;

export interface StallClock {
  /** The moment the stall is judged at. */
  now: Date;
  /** Today in the platform's time zone (campaign end dates are calendar days). */
  today: string;
  /** The oldest campaign end date whose offer links still work (offers/services/offer-links.ts). */
  linkCutoff: Date;
}

/**
 * The condition "offer `o` is stalled now", with `c` its campaign and `t` its tenant. The status
 * test comes first so that PostgreSQL narrows by the offers' (tenant, status, …) indexes.
 */
export function stalledSql(clock: StallClock): Prisma.Sql {
  return Prisma.sql`o.status IN ('viewed', 'interested', 'accepted')
    AND ${sinceSql} <= ${clock.now}::timestamptz - make_interval(days => t.follow_up_stall_days)
    AND c.end_date >= ${clock.linkCutoff}::date
    AND (o.status = 'accepted'
         OR (c.active AND c.start_date <= ${clock.today}::date AND c.end_date >= ${clock.today}::date))`;
}

/** The last reminder of offer `o` (by hand or automatic), through the (offer_id, sent_at) index. */
export const lastReminderSql = Prisma.sql`(SELECT max(r.sent_at) FROM offer_reminder r WHERE r.offer_id = o.id)`;

/** The rate limit: no reminder of the offer within the interval before `now`. */
export function remindableSql(now: Date): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (SELECT 1 FROM offer_reminder r WHERE r.offer_id = o.id
    AND r.sent_at > ${now}::timestamptz - make_interval(hours => ${REMINDER_INTERVAL_HOURS}::int))`;
}

/** When the next reminder of an offer last reminded at `last` may go out; null when it may now. */
export function nextReminderAt(last: Date | null, now: Date): Date | null {
  if (!last) return null;
  const next = new Date(last.getTime() + REMINDER_INTERVAL_HOURS * 3_600_000);
  return next > now ? next : null;
}

/** One stalled offer as the stall queries answer it. */
export interface StallRow {
  stage: StalledStage;
  since: Date;
}
