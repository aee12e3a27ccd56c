import type { Database, Prisma } from '@wl/db';
import type { InvestmentListQuery, InvestmentRow, Language } from '@wl/shared';
import { dayCondition, instantCondition, type TextFilter, textCondition } from '../../core/list-filters.ts';
import { campaignNameColumn, type OfferRecord, offerRowInclude, toInvestmentRow } from '../offer-row.ts';

export interface OfferPage {
  rows: InvestmentRow[];
  /** Rows matching the filters before limit and offset (the `x-total-count` header). */
  total: number;
}

type Filter = InvestmentListQuery['filter'];
/** A person's name matches when its first name or surname does (the column shows both). */
function nameCondition(filter: TextFilter): Prisma.UserWhereInput | undefined {
  const condition = textCondition(filter);
  return condition ? { OR: [{ firstName: condition }, { surname: condition }] } : undefined;
}

/** The Prisma where-clause of the investors table's filters (the list query, already parsed). */
export function offerFilterConditions(filter: Filter): Prisma.OfferWhereInput[] {
  const conditions: Prisma.OfferWhereInput[] = [];
  const investorName = nameCondition(filter.investorName);
  if (investorName) conditions.push({ investor: { user: investorName } });
  const investorEmail = textCondition(filter.investorEmail);
  if (investorEmail) conditions.push({ investor: { user: { email: investorEmail } } });
  const ownerName = nameCondition(filter.ownerName);
  if (ownerName) conditions.push({ ownerAdvisor: { user: ownerName } });
  const campaignName = textCondition(filter.campaignName);
  // Either language's name matches (decision 066): a reader may type the name they saw elsewhere.
  if (campaignName) conditions.push({ campaign: { OR: [{ name: campaignName }, { nameEn: campaignName }] } });
  const productCode = textCondition(filter.productCode);
  if (productCode) conditions.push({ product: { code: productCode } });
  // Issue 19 (a campaign's offers): one search box, the "my offers" tab by owner, the product by id.
  for (const word of filter.investor?.like?.split(/\s+/).filter(Boolean).slice(0, 5) ?? []) {
    const contains = textCondition({ like: word });
    conditions.push({
      investor: { user: { OR: [{ firstName: contains }, { surname: contains }, { email: contains }] } },
    });
  }
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
 * One page of offers within `scope` (one of offer-scope.ts), filtered and sorted by the query; the
 * campaign's name in the reader's `language` (decision 066).
 */
export async function listOffers(
  db: Database,
  scope: Prisma.OfferWhereInput,
  query: InvestmentListQuery,
  withOwner: boolean,
  language: Language,
): Promise<OfferPage> {
  const where = offerListWhere(scope, query.filter);
  // The total and the page run side by side on pooled connections: the total shown beside a page
  // needs no shared snapshot, and a transaction would put both on one connection in turn.
  // The page is found by id first (a "deferred join"): filtering and ordering then read only the
  // covering indexes of the offer table (see the migration of 2026-11-23), and only the 20 rows
  // shown are read whole with their relations.
  const counting = db.offer.count({ where });
  const reading = (async () => {
    const page = await db.offer.findMany({
      where,
      select: { id: true },
      orderBy: offerOrderBy(query.sort, language),
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
  return { rows, total };
}
