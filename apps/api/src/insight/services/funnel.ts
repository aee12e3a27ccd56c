import { type Database, Prisma } from '@wl/db';
import {
  type Currency,
  type Funnel,
  type FunnelQuery,
  type FunnelStep,
  funnelPeriod,
  funnelSteps,
  PLATFORM_TIME_ZONE,
  todayIso,
} from '@wl/shared';
import { sumMoney } from '@wl/shared/schedule';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { campaignScope } from '../../offers/offer-scope.ts';
import { type FunnelScope, funnelScope } from '../funnel-scope.ts';

/** The counts and medians (seconds) of the steps, as the first query answers them. */
type StepRow = Record<`${FunnelStep}_count`, number> & Record<`${Exclude<FunnelStep, 'active'>}_median`, number | null>;
/** The money per currency, as the second query answers it. */
interface AmountRow {
  currency: Currency;
  accepted: string;
  active: string;
  maximum: string;
}

/**
 * GET /api/advisor/funnel (issue 20, decision 070): of the offers invited (made) within the
 * period, in the caller's scope and the filters, how many reached each step, the conversion from
 * the step before, the median time spent in each step, and the money per currency. The filters
 * only narrow the scope: a network or advisor outside it gives an empty funnel, never its offers.
 * A campaign of another tenant (or none) is not found.
 */
export async function funnelOf(
  db: Database,
  caller: AdvisorCaller,
  query: FunnelQuery,
  today: string = todayIso(),
): Promise<Funnel> {
  if (query.campaignId) {
    const campaign = await db.campaign.findFirst({
      where: { AND: [campaignScope(caller), { id: query.campaignId }] },
      select: { id: true },
    });
    if (!campaign) throw notFound();
  }
  const period = funnelPeriod(query, today);
  const { steps, amounts } = await funnelQueries(db, funnelScope(caller), { ...query, ...period });
  let previous: number | null = null;
  return {
    period,
    steps: funnelSteps.map((step) => {
      const count = Number(steps?.[`${step}_count`] ?? 0);
      const median = step === 'active' ? null : (steps?.[`${step}_median`] ?? null);
      const conversion = previous === null || previous === 0 ? null : Math.round((count / previous) * 10_000) / 10_000;
      previous = count;
      return { step, count, conversion, medianSeconds: median === null ? null : Math.round(median) };
    }),
    amounts: amounts.map((amount) => ({
      currency: amount.currency,
      accepted: amount.accepted,
      active: amount.active,
      raised: sumMoney([amount.accepted, amount.active]),
      maximum: amount.maximum,
    })),
  };
}

interface FunnelFilter {
  from: string;
  to: string;
  campaignId?: string;
  networkId?: string;
  advisorId?: string;
}

/**
 * The funnel in two statements over the same offers, each one scan of the covering index of
 * migration 20261206100000 (decision 070). When an offer entered each step is kept on the offer
 * by triggers (invited: made; viewed … active: its first history row to that status; signed: its
 * first completed agreement); the furthest step it reached also counts its current status and the
 * agreement status it carries, so an offer that skipped a step has passed it. Time in a step runs
 * from entering it to entering any later one. Parameters only: the filters that are not asked
 * are null and PostgreSQL plans them away.
 *
 * The rows are in memory, and the default random_page_cost (made for spinning disks) would have
 * PostgreSQL read the table instead of the index when the campaign is much of it: each statement's
 * transaction lowers it for that statement only. The two run at once, on two connections.
 */
async function funnelQueries(
  db: Database,
  scope: FunnelScope,
  filter: FunnelFilter,
): Promise<{ steps: StepRow | undefined; amounts: AmountRow[] }> {
  const campaignId = filter.campaignId ?? null;
  const networkId = filter.networkId ?? null;
  const advisorId = filter.advisorId ?? null;
  const from = filter.from;
  const to = filter.to;
  const zone = PLATFORM_TIME_ZONE;
  // The offers of the funnel (`o`), one fragment for both statements.
  const offersOfFunnel = Prisma.sql`o.tenant_id = ${scope.tenantId}::uuid
                 AND o.created_at >= (${from}::date)::timestamp AT TIME ZONE ${zone}
                 AND o.created_at < (${to}::date + 1)::timestamp AT TIME ZONE ${zone}
                 AND (${campaignId}::uuid IS NULL OR o.campaign_id = ${campaignId}::uuid)
                 AND (${networkId}::uuid IS NULL OR o.network_id = ${networkId}::uuid)
                 AND (${advisorId}::uuid IS NULL OR o.owner_advisor_id = ${advisorId}::uuid)
                 AND (${scope.everything}::boolean
                      OR o.owner_advisor_id = ${scope.ownerAdvisorId}::uuid
                      OR o.network_id = ANY(${scope.networkIds}::uuid[]))`;
  const steps = indexed(db, async (tx) => {
    const [row] = await tx.$queryRaw<StepRow[]>`
      SELECT count(*)::int AS invited_count,
             count(*) FILTER (WHERE reached >= 1)::int AS viewed_count,
             count(*) FILTER (WHERE reached >= 2)::int AS interested_count,
             count(*) FILTER (WHERE reached >= 3)::int AS accepted_count,
             count(*) FILTER (WHERE reached >= 4)::int AS signed_count,
             count(*) FILTER (WHERE reached >= 5)::int AS active_count,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY in_invited) FILTER (WHERE in_invited >= 0) AS invited_median,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY in_viewed) FILTER (WHERE in_viewed >= 0) AS viewed_median,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY in_interested) FILTER (WHERE in_interested >= 0) AS interested_median,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY in_accepted) FILTER (WHERE in_accepted >= 0) AS accepted_median,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY in_signed) FILTER (WHERE in_signed >= 0) AS signed_median
        FROM (SELECT CASE
                       WHEN o.active_at IS NOT NULL OR o.status = 'active' THEN 5
                       WHEN o.signed_at IS NOT NULL OR o.contract_status = 'Completed' THEN 4
                       WHEN o.accepted_at IS NOT NULL OR o.status = 'accepted' THEN 3
                       WHEN o.interested_at IS NOT NULL OR o.status = 'interested' THEN 2
                       WHEN o.viewed_at IS NOT NULL OR o.status = 'viewed' THEN 1
                       ELSE 0
                     END AS reached,
                     date_part('epoch', least(o.viewed_at, o.interested_at, o.accepted_at, o.signed_at, o.active_at) - o.created_at) AS in_invited,
                     date_part('epoch', least(o.interested_at, o.accepted_at, o.signed_at, o.active_at) - o.viewed_at) AS in_viewed,
                     date_part('epoch', least(o.accepted_at, o.signed_at, o.active_at) - o.interested_at) AS in_interested,
                     date_part('epoch', least(o.signed_at, o.active_at) - o.accepted_at) AS in_accepted,
                     date_part('epoch', o.active_at - o.signed_at) AS in_signed
                FROM offer o
               WHERE ${offersOfFunnel}
               -- Not flattened: each offer's step and times are computed once, not in every aggregate.
               OFFSET 0) f`;
    return row;
  });
  const amounts = indexed(
    db,
    (tx) =>
      // Accepted: subscribed, not active yet. Active: active, or archived after being active.
      // Maximum: each offer's product maximum (grouped by product first, then multiplied).
      tx.$queryRaw<AmountRow[]>`
      SELECT g.currency::text AS currency,
             round(coalesce(sum(g.accepted), 0), 2)::text AS accepted,
             round(coalesce(sum(g.active), 0), 2)::text AS active,
             round(sum(g.offers * p.investment_value_max), 2)::text AS maximum
        FROM (SELECT o.currency, o.product_id, count(*) AS offers,
                     sum(o.investment_value) FILTER (WHERE o.status = 'accepted') AS accepted,
                     sum(o.investment_value) FILTER (WHERE o.status = 'active'
                                                       OR (o.status = 'archived' AND o.active_at IS NOT NULL)) AS active
                FROM offer o
               WHERE ${offersOfFunnel}
               GROUP BY o.currency, o.product_id) g
        JOIN product p ON p.id = g.product_id
       GROUP BY g.currency
       ORDER BY g.currency`,
  );
  // Two connections, each statement on its own core.
  const [stepRow, amountRows] = await Promise.all([steps, amounts]);
  return { steps: stepRow, amounts: amountRows };
}

/**
 * A statement in a transaction that reads the in-memory index as the cheap path it is, in its own
 * process: the two statements already run side by side, and starting parallel workers for a scan
 * of a few tens of milliseconds costs more than it saves.
 */
function indexed<T>(db: Database, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT set_config('random_page_cost', '1.1', true),
                              set_config('max_parallel_workers_per_gather', '0', true)`;
    return work(tx);
  });
}
