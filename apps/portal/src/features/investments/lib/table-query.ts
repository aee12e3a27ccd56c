import {
  investmentExportColumns,
  investmentSortFields,
  type SerializableListQuery,
  type SortKey,
  serializeListQuery,
} from '@wl/shared/schemas';

/**
 * The investments table's state (mantine-react-table's column filters, sorting and paging) as
 * the list query of the API (spec §9: text `like`, arrays `in`, date and number ranges; DESIGN §4
 * wire format `filter[field][op]`, `sort=field:dir`, `limit`/`offset`). Pure, so it is tested
 * without a table.
 */
export const textFilterFields = ['investorName', 'investorEmail', 'ownerName', 'campaignName', 'productCode'] as const;
export const inFilterFields = ['networkId', 'currency', 'status', 'productAutentiStatus'] as const;
export const dateRangeFilterFields = ['agreementDate', 'paymentDate', 'endDate', 'statusDate'] as const;
export const numberRangeFilterFields = ['investmentValue'] as const;

/** Columns the API sorts by (investmentListQuerySchema); the others are not sortable. */
export const sortableFields = investmentSortFields;

export interface ColumnFilter {
  id: string;
  value: unknown;
}
export interface ColumnSort {
  id: string;
  desc: boolean;
}
export interface TablePaging {
  pageIndex: number;
  pageSize: number;
}
export interface InvestmentsTableState {
  columnFilters: readonly ColumnFilter[];
  sorting: readonly ColumnSort[];
  pagination: TablePaging;
}

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

const pad = (value: number) => String(value).padStart(2, '0');

/** A date picker's value (Date, `YYYY-MM-DD…` text, dayjs-like) as a calendar day, else undefined. */
export function toCalendarDay(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    // The day the user picked on the calendar (local), not the UTC day of its midnight.
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value === 'string') {
    const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
    return match ? match[1] : undefined;
  }
  if (typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return toCalendarDay((value as { toDate(): Date }).toDate());
  }
  return undefined;
}

/** A typed amount (`1 000,50`, `1000.5`, a number) as a decimal string, else undefined. */
export function toDecimalText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? text : undefined;
}

function range(value: unknown, convert: (item: unknown) => string | undefined) {
  if (!Array.isArray(value)) return undefined;
  const from = convert(value[0]);
  const to = convert(value[1]);
  if (from === undefined && to === undefined) return undefined;
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

function filterOf(filter: ColumnFilter): Record<string, string | string[]> | undefined {
  const { id, value } = filter;
  if (includes(textFilterFields, id)) {
    const text = typeof value === 'string' ? value.trim() : '';
    return text ? { like: text } : undefined;
  }
  if (includes(inFilterFields, id)) {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item !== '',
    );
    return values.length > 0 ? { in: values } : undefined;
  }
  if (includes(dateRangeFilterFields, id)) return range(value, toCalendarDay);
  if (includes(numberRangeFilterFields, id)) return range(value, toDecimalText);
  return undefined;
}

/** The table state as the typed list query (unknown columns and empty filters left out). */
export function toInvestmentListQuery(state: InvestmentsTableState): SerializableListQuery {
  const filter: Record<string, Record<string, string | string[]>> = {};
  for (const columnFilter of state.columnFilters) {
    const value = filterOf(columnFilter);
    if (value) filter[columnFilter.id] = value;
  }
  const sort: SortKey[] = state.sorting
    .filter((key) => includes(sortableFields, key.id))
    .map((key) => ({ field: key.id, direction: key.desc ? 'desc' : 'asc' }));
  return {
    limit: state.pagination.pageSize,
    offset: state.pagination.pageIndex * state.pagination.pageSize,
    ...(sort.length > 0 ? { sort } : {}),
    filter,
  };
}

/** The query string parameters of one page of the table. */
export function investmentListParams(state: InvestmentsTableState): URLSearchParams {
  return new URLSearchParams(serializeListQuery(toInvestmentListQuery(state)));
}

/**
 * GET …/export's query for what the table shows (decision 073): its filters and sort (not its
 * page) and its visible columns in the table's order; `format` is added by the export menu.
 */
export function investmentExportParams(
  state: InvestmentsTableState,
  visibility: Readonly<Record<string, boolean>>,
  network: boolean,
): URLSearchParams {
  const params = investmentListParams(state);
  params.delete('limit');
  params.delete('offset');
  // The table's columns in its order; the advisor column only in the network view.
  for (const column of investmentExportColumns) {
    if (column === 'ownerName' && !network) continue;
    if (visibility[column] !== false) params.append('columns', column);
  }
  return params;
}
