import type { Database, Prisma } from '@wl/db';
import type { AdvisorListQuery, AdvisorListRow } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { textCondition } from '../../core/list-filters.ts';
import { advisorRecordInclude, toListRow } from '../advisor-record.ts';
import { advisorScope } from '../advisor-scope.ts';

export interface AdvisorPage {
  rows: AdvisorListRow[];
  /** Rows matching the filters before limit and offset (the `x-total-count` header). */
  total: number;
}

function filterConditions(filter: AdvisorListQuery['filter']): Prisma.AdvisorWhereInput[] {
  const conditions: Prisma.AdvisorWhereInput[] = [];
  for (const field of ['firstName', 'surname', 'email'] as const) {
    const condition = textCondition(filter[field]);
    if (condition) conditions.push({ user: { [field]: condition } });
  }
  const networkIds = filter.brokerNetworkIds?.in;
  if (networkIds) conditions.push({ networks: { some: { networkId: { in: networkIds } } } });
  const statuses = filter.status?.in;
  if (statuses) conditions.push({ status: { in: statuses } });
  return conditions;
}

function orderBy(sort: AdvisorListQuery['sort']): Prisma.AdvisorOrderByWithRelationInput[] {
  const keys = sort.map(
    ({ field, direction }): Prisma.AdvisorOrderByWithRelationInput =>
      field === 'status' ? { status: direction } : { user: { [field]: direction } },
  );
  // A unique last key keeps pages stable when names repeat.
  return [...keys, { id: 'asc' }];
}

/**
 * GET /api/advisor/advisor: the caller's advisors (see advisor-scope), filtered, sorted and paged.
 * Archived advisors (`deleted`) are listed like the others; the status filter hides them.
 */
export async function listAdvisors(db: Database, caller: AdvisorCaller, query: AdvisorListQuery): Promise<AdvisorPage> {
  const where: Prisma.AdvisorWhereInput = { AND: [advisorScope(caller), ...filterConditions(query.filter)] };
  // Side by side on pooled connections: a batch transaction would send the include's queries on
  // one connection at once.
  const [total, records] = await Promise.all([
    db.advisor.count({ where }),
    db.advisor.findMany({
      where,
      include: advisorRecordInclude,
      orderBy: orderBy(query.sort),
      skip: query.offset,
      take: query.limit,
    }),
  ]);
  return { rows: records.map((record) => toListRow(record, caller)), total };
}
