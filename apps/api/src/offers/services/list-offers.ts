import type { Database, Prisma } from '@wl/db';
import type { InvestmentListQuery, InvestmentRow, Language } from '@wl/shared';
import { dayCondition, instantCondition, type TextFilter, textCondition } from '../../core/list-filters.ts';
import { countUpToCap, type ListTotal } from '../../core/list-total.ts';
import { campaignNameColumn, type OfferRecord, offerRowInclude, toInvestmentRow } from '../offer-row.ts';

/** A page of offers and the total of rows matching the filters, counted up to a cap (decision 079). */
export interface OfferPage extends ListTotal {
  rows: InvestmentRow[];
}

type Filter = InvestmentListQuery['filter'];
/** A person's name matches when its first name or surname does (the column shows both). */
function nameCondition(filter: TextFilter): Prisma.UserWhereInput | undefined {
  const condition = textCondition(filter);
  return condition ? { OR: [{ firstName: condition }, { surname: condition }] } : undefined;
}

/**
 * The conditions on the offer's investor (their name, e-mail, and the search box's words), as
 * conditions on the investor's user: one list, so they can be tested on the investors first.
 */
function investorUserConditions(filter: Filter): Prisma.UserWhereInput[] {
  const conditions: Prisma.UserWhereInput[] = [];
  const investorName = nameCondition(filter.investorName);
  if (investorName) conditions.push(investorName);
  const investorEmail = textCondition(filter.investorEmail);
  if (investorEmail) conditions.push({ email: investorEmail });
  // Issue 19 (a campaign's offers): one search box, each word in the name or the e-mail.
  for (const word of filter.investor?.like?.split(/\s+/).filter(Boolean).slice(0, 5) ?? []) {
    const contains = textCondition({ like: word });
    conditions.push({ OR: [{ firstName: contains }, { surname: contains }, { email: contains }] });
  }
  return conditions;
}

/** The offers whose investor matches `conditions`, by the relation (a join to the investor and user). */
function investorRelationCondition(conditions: Prisma.UserWhereInput[]): Prisma.OfferWhereInput {
  return { investor: { user: { AND: conditions } } };
}

function investorRelationFilter(filter: Filter): Prisma.OfferWhereInput | undefined {
  const conditions = investorUserConditions(filter);
  return conditions.length > 0 ? investorRelationCondition(conditions) : undefined;
}

/**
 * The Prisma where-clause of the investors table's filters (the list query, already parsed).
 * `investor`: the condition on the offer's investor when the caller has already resolved it
 * ({@link investorCondition}); by default the relation's.
 */
export function offerFilterConditions(
  filter: Filter,
  investor = investorRelationFilter(filter),
): Prisma.OfferWhereInput[] {
  const conditions: Prisma.OfferWhereInput[] = investor ? [investor] : [];
  const ownerName = nameCondition(filter.ownerName);
  if (ownerName) conditions.push({ ownerAdvisor: { user: ownerName } });
  const campaignName = textCondition(filter.campaignName);
  // Either language's name matches (decision 066): a reader may type the name they saw elsewhere.
  if (campaignName) conditions.push({ campaign: { OR: [{ name: campaignName }, { nameEn: campaignName }] } });
  const productCode = textCondition(filter.productCode);
  if (productCode) conditions.push({ product: { code: productCode } });
  // Issue 19: the "my offers" tab by owner, the product by id.
  if (filter.ownerUserId?.in) conditions.push({ ownerAdvisor: { userId: { in: filter.ownerUserId.in } } });
  if (filter.productId?.in) conditions.push({ productId: { in: filter.productId.in } });
  if (filter.networkId?.in) conditions.push({ networkId: { in: filter.networkId.in } });
  if (filter.currency?.in) conditions.push({ currency: { in: filter.currency.in } });
  if (filter.status?.in) conditions.push({ status: { in: filter.status.in } });
  if (filter.productAutentiStatus?.in) conditions.push({ contractStatus: { in: filter.productAutentiStatus.in } });
  const value = filter.investmentValue;
  if (value && (value.from !== undefined || value.to !== undefined)) {
    conditions.push({
      investmentValue: {
        ...(value.from !== undefined ? { gte: value.from } : {}),
        ...(value.to !== undefined ? { lte: value.to } : {}),
      },
    });
  }
  for (const field of ['agreementDate', 'paymentDate', 'endDate'] as const) {
    const condition = dayCondition(filter[field]);
    if (condition) conditions.push({ [field]: condition });
  }
  const statusDate = instantCondition(filter.statusDate);
  if (statusDate) conditions.push({ statusDate });
  return conditions;
}

/** The offers of the table: within `scope` (one of offer-scope.ts) and matching the query's filters. */
export function offerListWhere(scope: Prisma.OfferWhereInput, filter: Filter): Prisma.OfferWhereInput {
  return { AND: [scope, ...offerFilterConditions(filter)] };
}

/** Up to this many investors matching the investor filters are listed by id (issue 18). */
const FEW_INVESTORS = 1000;

/**
 * The condition on the offer's investor, resolved on the tenant's investors first: when few
 * match (a name or an e-mail searched for), the offers are those of their ids (`byIds`), which
 * PostgreSQL tests within the index that orders the page. At 1 000 000 offers, 111 investors
 * matching an e-mail (55 000 offers): a page of 20 through the join 13 ms, by ids 1-2 ms
 * (`EXPLAIN ANALYZE`). When many match, the relation's condition stays: matches are then dense,
 * and a page finds its rows after a short walk.
 */
export async function investorCondition(
  db: Database,
  tenantId: string,
  filter: Filter,
): Promise<{ where: Prisma.OfferWhereInput; byIds: boolean } | undefined> {
  const conditions = investorUserConditions(filter);
  if (conditions.length === 0) return undefined;
  const investors = await db.investor.findMany({
    where: { tenantId, user: { AND: conditions } },
    select: { id: true },
    take: FEW_INVESTORS + 1,
  });
  return investors.length > FEW_INVESTORS
    ? { where: investorRelationCondition(conditions), byIds: false }
    : { where: { investorId: { in: investors.map(({ id }) => id) } }, byIds: true };
}

type OrderBy = Prisma.OfferOrderByWithRelationInput;

function orderKeys(
  field: InvestmentListQuery['sort'][number]['field'],
  direction: 'asc' | 'desc',
  language: Language,
): OrderBy[] {
  const nullable = { sort: direction, nulls: 'last' } as const;
  switch (field) {
    case 'investorName':
      return [{ investor: { user: { firstName: direction } } }, { investor: { user: { surname: direction } } }];
    case 'investorEmail':
      return [{ investor: { user: { email: direction } } }];
    case 'ownerName':
      return [{ ownerAdvisor: { user: { firstName: direction } } }, { ownerAdvisor: { user: { surname: direction } } }];
    case 'campaignName':
      // By the name the reader sees (decision 066).
      return [{ campaign: { [campaignNameColumn(language)]: direction } }];
    case 'productCode':
      return [{ product: { code: direction } }];
    case 'agreementDate':
    case 'paymentDate':
    case 'endDate':
    case 'investmentValue':
      return [{ [field]: nullable }];
    case 'currency':
    case 'status':
    case 'statusDate':
      return [{ [field]: direction }];
  }
}

export function offerOrderBy(sort: InvestmentListQuery['sort'], language: Language): OrderBy[] {
  // A unique last key keeps pages stable when values repeat. It runs in the direction of the last
  // sort key, so an index on (…, key, id) serves the whole order in one scan.
  const direction = sort.at(-1)?.direction ?? 'desc';
  return [...sort.flatMap(({ field, direction }) => orderKeys(field, direction, language)), { id: direction }];
}

/**
 * One page of offers of the tenant within `scope` (one of offer-scope.ts), filtered and sorted by
 * the query; the campaign's name in the reader's `language` (decision 066). The total is counted
 * up to the page's cap (decision 079).
 */
export async function listOffers(
  db: Database,
  list: { tenantId: string; scope: Prisma.OfferWhereInput },
  query: InvestmentListQuery,
  withOwner: boolean,
  language: Language,
): Promise<OfferPage> {
  const investor = await investorCondition(db, list.tenantId, query.filter);
  const where: Prisma.OfferWhereInput = {
    AND: [{ tenantId: list.tenantId }, list.scope, ...offerFilterConditions(query.filter, investor?.where)],
  };
  const orderBy = offerOrderBy(query.sort, language);
  // The total and the page run side by side on pooled connections: the total shown beside a page
  // needs no shared snapshot, and a transaction would put both on one connection in turn.
  // The page is found by id first (a "deferred join"): filtering and ordering then read only the
  // covering indexes of the offer table (see the migrations of 2026-11-23 and 2026-12-08), and
  // only the 20 rows shown are read whole with their relations.
  // A capped count is the same in any order; the order only chooses the index PostgreSQL walks.
  // Listed investors' offers are found by the investor's index, in a few short scans.
  const countOrder: OrderBy[] = investor?.byIds ? [{ investorId: 'asc' }] : orderBy;
  const counting = countUpToCap(query, (take) => db.offer.count({ where, orderBy: countOrder, take }));
  const reading = (async () => {
    const page = await db.offer.findMany({
      where,
      select: { id: true },
      orderBy,
      skip: query.offset,
      take: query.limit,
    });
    if (page.length === 0) return [];
    const records = await db.offer.findMany({
      where: { id: { in: page.map(({ id }) => id) } },
      include: offerRowInclude,
    });
    const byId = new Map(records.map((record: OfferRecord) => [record.id, record]));
    // A row deleted between the two reads is left out rather than failing the page.
    return page.flatMap(({ id }) => {
      const record = byId.get(id);
      return record ? [toInvestmentRow(record, withOwner, language)] : [];
    });
  })();
  const [total, rows] = await Promise.all([counting, reading]);
  return { rows, ...total };
}
