import { type Database, Prisma } from '@wl/db';
import { type Language, todayIso } from '@wl/shared';
import type { Currency, FollowUpQuery, StalledOffer, StalledStage } from '@wl/shared/schemas';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { funnelScope } from '../../insight/funnel-scope.ts';
import { campaignScope } from '../../offers/offer-scope.ts';
import { offerLinkCutoff } from '../../offers/services/offer-links.ts';
import { lastReminderSql, nextReminderAt, type StallClock, sinceSql, stageSql, stalledSql } from './stalls.ts';

interface Row {
  offer_id: string;
  stage: StalledStage;
  since: Date;
  investor_name: string;
  investor_email: string;
  campaign_name: string;
  product_code: string;
  amount: string | null;
  currency: Currency;
  owner_name: string;
  last_reminder_at: Date | null;
  total: number;
}

const DAY_MS = 86_400_000;

/** The clock of a stall judged now (links per decision 033). */
export function stallClock(offerGraceDays: number, now = new Date()): StallClock {
  const today = todayIso(() => now);
  return { now, today, linkCutoff: offerLinkCutoff(offerGraceDays, today) };
}

/**
 * GET /api/advisor/follow-up (decision 072): the stalled offers of the caller's offer scope (an
 * advisor's own, a coordinator's own and its networks', an admin's tenant: the funnel's scope,
 * from the one role rule), longest stalled first, a page with the total of all of them, in one
 * statement. The campaign is named in the reader's language (decision 066); `campaignId` and
 * `stage` only narrow. A campaign of another tenant is not found.
 */
export async function stalledOffers(
  db: Database,
  caller: AdvisorCaller,
  query: FollowUpQuery,
  language: Language,
  clock: StallClock,
): Promise<{ rows: StalledOffer[]; total: number }> {
  if (query.campaignId) {
    const campaign = await db.campaign.findFirst({
      where: { AND: [campaignScope(caller), { id: query.campaignId }] },
      select: { id: true },
    });
    if (!campaign) throw notFound();
  }
  const scope = funnelScope(caller);
  const campaignId = query.campaignId ?? null;
  const stage = query.stage ?? null;
  const campaignName = language === 'en' ? Prisma.sql`c.name_en` : Prisma.sql`c.name`;
  const filter = Prisma.sql`o.tenant_id = ${scope.tenantId}::uuid
    AND (${scope.everything}::boolean
         OR o.owner_advisor_id = ${scope.ownerAdvisorId}::uuid
         OR o.network_id = ANY(${scope.networkIds}::uuid[]))
    AND (${campaignId}::uuid IS NULL OR o.campaign_id = ${campaignId}::uuid)
    AND (${stage}::text IS NULL OR ${stageSql} = ${stage}::text)
    AND ${stalledSql(clock)}`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT o.id AS offer_id, ${stageSql} AS stage, ${sinceSql} AS since,
           coalesce(nullif(btrim(iu.first_name || ' ' || iu.surname), ''), iu.email) AS investor_name,
           iu.email AS investor_email,
           ${campaignName} AS campaign_name,
           p.code AS product_code,
           round(o.investment_value, 2)::text AS amount,
           o.currency::text AS currency,
           coalesce(nullif(btrim(au.first_name || ' ' || au.surname), ''), au.email) AS owner_name,
           ${lastReminderSql} AS last_reminder_at,
           count(*) OVER ()::int AS total
      FROM offer o
      JOIN tenant t ON t.id = o.tenant_id
      JOIN campaign c ON c.id = o.campaign_id
      JOIN product p ON p.id = o.product_id
      JOIN investor i ON i.id = o.investor_id
      JOIN app_user iu ON iu.id = i.user_id
      JOIN advisor a ON a.id = o.owner_advisor_id
      JOIN app_user au ON au.id = a.user_id
     WHERE ${filter}
     ORDER BY since ASC, o.id ASC
     LIMIT ${query.limit} OFFSET ${query.offset}`;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    // A page past the end has no row to carry the total.
    const [counted] = await db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM offer o
        JOIN tenant t ON t.id = o.tenant_id JOIN campaign c ON c.id = o.campaign_id
       WHERE ${filter}`;
    total = counted?.total ?? 0;
  }
  return {
    total,
    rows: rows.map((row) => {
      const lastReminderAt = row.last_reminder_at;
      const next = nextReminderAt(lastReminderAt, clock.now);
      return {
        offerId: row.offer_id,
        stage: row.stage,
        since: row.since.toISOString(),
        days: Math.max(0, Math.floor((clock.now.getTime() - row.since.getTime()) / DAY_MS)),
        investorName: row.investor_name,
        investorEmail: row.investor_email,
        campaignName: row.campaign_name,
        productCode: row.product_code,
        amount: row.amount,
        currency: row.currency,
        ownerName: row.owner_name,
        lastReminderAt: lastReminderAt ? lastReminderAt.toISOString() : null,
        nextReminderAt: next ? next.toISOString() : null,
      };
    }),
  };
}
