import { DEFAULT_PAGE_SIZE } from '@wl/shared/format';
import { type InvestmentStatus, investmentStatuses, serializeListQuery } from '@wl/shared/schemas';

/**
 * The list of a campaign's offers (issue 19): what the advisor chose (tab, search, statuses,
 * product, order, page) kept in the page's address, so going back from an investment finds the
 * same page; and the API's list query it asks for (DESIGN §4: paged, filtered and sorted by the
 * server, the total from `x-total-count`). Pure, so both mappings are tested without a screen.
 */

/** Coordinators' and admins' tabs: their own offers, or every offer of their networks (their own too). */
export type OffersTab = 'mine' | 'network';

export const offerSorts = ['statusDate:desc', 'statusDate:asc', 'investmentValue:desc', 'investmentValue:asc'] as const;
export type OfferSort = (typeof offerSorts)[number];

export const offerPageSizes = [10, 20, 50] as const;

export interface CampaignOffersState {
  tab: OffersTab;
  search: string;
  statuses: InvestmentStatus[];
  productId: string | null;
  sort: OfferSort;
  page: number;
  pageSize: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The list's state from the address; anything unknown falls back to the first page of everything, newest first. */
export function readOffersState(params: URLSearchParams): CampaignOffersState {
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    tab: params.get('tab') === 'network' ? 'network' : 'mine',
    search: params.get('q') ?? '',
    statuses: params.getAll('status').filter((status) => oneOf(investmentStatuses, status)),
    productId: params.get('product') || null,
    sort: oneOf(offerSorts, sort) ? sort : 'statusDate:desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (offerPageSizes as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The state as address parameters: defaults left out, other parameters of the page kept. */
export function writeOffersState(state: CampaignOffersState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['tab', 'q', 'status', 'product', 'sort', 'page', 'size']) next.delete(key);
  if (state.tab !== 'mine') next.set('tab', state.tab);
  if (state.search.trim()) next.set('q', state.search);
  for (const status of state.statuses) next.append('status', status);
  if (state.productId) next.set('product', state.productId);
  if (state.sort !== 'statusDate:desc') next.set('sort', state.sort);
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set('size', String(state.pageSize));
  return next;
}

/** Whether the advisor narrowed the list (then an empty list says so, with a way back). */
export function hasFilters(state: Pick<CampaignOffersState, 'search' | 'statuses' | 'productId'>): boolean {
  return state.search.trim() !== '' || state.statuses.length > 0 || state.productId !== null;
}

export interface OffersQueryOptions {
  /** The signed-in user's id: "my offers" are those its advisor owns (a server filter, never a name comparison). */
  userId: string;
  /** Coordinators and admins choose a tab; an advisor's scope is its own offers anyway. */
  withTabs: boolean;
}

/** The API's list query of one page (GET /api/advisor/campaign/{id}/offers). */
export function offersListParams(state: CampaignOffersState, options: OffersQueryOptions): URLSearchParams {
  const [field, direction] = state.sort.split(':') as ['statusDate' | 'investmentValue', 'asc' | 'desc'];
  const search = state.search.trim();
  return new URLSearchParams(
    serializeListQuery({
      limit: state.pageSize,
      offset: (state.page - 1) * state.pageSize,
      sort: [{ field, direction }],
      filter: {
        ...(search ? { investor: { like: search } } : {}),
        ...(state.statuses.length > 0 ? { status: { in: state.statuses } } : {}),
        ...(state.productId ? { productId: { in: [state.productId] } } : {}),
        ...(options.withTabs && state.tab === 'mine' ? { ownerUserId: { in: [options.userId] } } : {}),
      },
    }),
  );
}

/** The query that only counts a tab's offers under the same filters (one row asked, the total read). */
export function offersCountParams(state: CampaignOffersState, tab: OffersTab, options: OffersQueryOptions) {
  return offersListParams({ ...state, tab, page: 1, pageSize: 1, sort: 'statusDate:desc' }, options);
}
