import type { Database, Prisma } from '@wl/db';
import type { OnboardingRequest, OnboardingRequestListQuery } from '@wl/shared';
import { instantCondition, textCondition } from '../../core/list-filters.ts';
import { countUpToCap, type ListTotal } from '../../core/list-total.ts';
import { onboardingRowInclude, toOnboardingRequest } from '../onboarding-record.ts';

/** A page of requests and the total of rows matching the filters, counted up to a cap (decision 079). */
export interface OnboardingPage extends ListTotal {
  rows: OnboardingRequest[];
}

type Filter = OnboardingRequestListQuery['filter'];
/** The where-clause of the onboarding requests table's filters (the list query, already parsed). */
export function onboardingFilterConditions(filter: Filter): Prisma.OnboardingRequestWhereInput[] {
  const conditions: Prisma.OnboardingRequestWhereInput[] = [];
  for (const field of ['email', 'name', 'taxNumber'] as const) {
    const condition = textCondition(filter[field]);
    if (condition) conditions.push({ [field]: condition });
  }
  const sourceName = textCondition(filter.sourceName);
  if (sourceName) {
    conditions.push({
      sourceAdvisor: { user: { OR: [{ firstName: sourceName }, { surname: sourceName }] } },
    });
  }
  if (filter.status?.in) conditions.push({ status: { in: filter.status.in } });
  // Spec §3: a range of days, `to` inclusive (UTC days, as the other date filters).
  const createdAt = instantCondition(filter.createdAt);
  if (createdAt) conditions.push({ createdAt });
  return conditions;
}

type OrderBy = Prisma.OnboardingRequestOrderByWithRelationInput;

function orderKeys(field: OnboardingRequestListQuery['sort'][number]['field'], direction: 'asc' | 'desc'): OrderBy[] {
  switch (field) {
    case 'sourceName':
      return [
        { sourceAdvisor: { user: { firstName: direction } } },
        { sourceAdvisor: { user: { surname: direction } } },
      ];
    case 'name':
    case 'taxNumber':
      return [{ [field]: { sort: direction, nulls: 'last' } }];
    case 'createdAt':
    case 'email':
    case 'status':
      return [{ [field]: direction }];
  }
}

export function onboardingOrderBy(sort: OnboardingRequestListQuery['sort']): OrderBy[] {
  // A unique last key keeps pages stable when values repeat.
  return [...sort.flatMap(({ field, direction }) => orderKeys(field, direction)), { id: 'asc' }];
}

/**
 * One page of onboarding requests within `scope` (advisor or investor scope), filtered and sorted;
 * the total counted up to the page's cap (decision 079).
 */
export async function listOnboardingRequests(
  db: Database,
  scope: Prisma.OnboardingRequestWhereInput,
  query: OnboardingRequestListQuery,
): Promise<OnboardingPage> {
  const where: Prisma.OnboardingRequestWhereInput = { AND: [scope, ...onboardingFilterConditions(query.filter)] };
  const orderBy = onboardingOrderBy(query.sort);
  const [total, records] = await Promise.all([
    countUpToCap(query, (take) => db.onboardingRequest.count({ where, orderBy, take })),
    db.onboardingRequest.findMany({
      where,
      include: onboardingRowInclude,
      orderBy,
      skip: query.offset,
      take: query.limit,
    }),
  ]);
  return { rows: records.map(toOnboardingRequest), ...total };
}
