import { DEFAULT_PAGE_SIZE } from '@wl/shared/format';
import { type SerializableListQuery, type SortKey, serializeListQuery } from '@wl/shared/schemas';

/**
 * The table state of a server-side list (mantine-react-table's filters, sorting and paging) as
 * the API's list query (DESIGN §4: `filter[field][like|in|from|to]`, `sort=field:dir`,
 * `limit`/`offset`). Pure, so the mapping is tested without a table.
 */
export type FilterKind = 'like' | 'in' | 'range';

export interface TableQueryState {
  columnFilters: readonly { id: string; value: unknown }[];
  sorting: readonly { id: string; desc: boolean }[];
  pagination: { pageIndex: number; pageSize: number };
}

export interface DateRange {
  from?: string | null | undefined;
  to?: string | null | undefined;
}

export interface ListQueryOptions {
  /** How each filterable column is filtered; columns not listed are not sent. */
  filters: Readonly<Record<string, FilterKind>>;
  /** Columns the API sorts by; any other sorting is left out (the API would refuse it). */
  sortable: readonly string[];
  /** Date ranges kept outside the table's column filters (a toolbar), by field. */
  ranges?: Readonly<Record<string, DateRange>>;
}

function filterValue(kind: FilterKind, value: unknown): Record<string, string | string[]> | undefined {
  if (kind === 'like') {
    const text = typeof value === 'string' ? value.trim() : '';
    return text ? { like: text } : undefined;
  }
  if (kind === 'in') {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item !== '',
    );
    return values.length > 0 ? { in: values } : undefined;
  }
  return rangeValue(value as DateRange | undefined);
}

function rangeValue(range: DateRange | undefined): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  if (range?.from) out.from = range.from;
  if (range?.to) out.to = range.to;
  return Object.keys(out).length > 0 ? out : undefined;
}

export function toListQuery(state: TableQueryState, options: ListQueryOptions): SerializableListQuery {
  const filter: Record<string, Record<string, string | string[]>> = {};
  for (const { id, value } of state.columnFilters) {
    const kind = options.filters[id];
    const operators = kind ? filterValue(kind, value) : undefined;
    if (operators) filter[id] = operators;
  }
  for (const [field, range] of Object.entries(options.ranges ?? {})) {
    const operators = rangeValue(range);
    if (operators) filter[field] = operators;
  }
  const sort: SortKey[] = state.sorting
    .filter((key) => options.sortable.includes(key.id))
    .map((key) => ({ field: key.id, direction: key.desc ? 'desc' : 'asc' }));
  const pageSize = state.pagination.pageSize > 0 ? state.pagination.pageSize : DEFAULT_PAGE_SIZE;
  return {
    limit: pageSize,
    offset: state.pagination.pageIndex * pageSize,
    ...(sort.length > 0 ? { sort } : {}),
    filter,
  };
}

/** The query string (without `?`) of a table state. */
export function toListQueryString(state: TableQueryState, options: ListQueryOptions): string {
  return serializeListQuery(toListQuery(state, options));
}
