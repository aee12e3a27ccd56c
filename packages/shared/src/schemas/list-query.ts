import Big from 'big.js';
import { z } from 'zod';
import { formatDate } from '../format/date.ts';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, FETCH_ALL_LIMIT } from '../format/index.ts';
import { addRuleIssue, type RuleFailure } from '../rules/index.ts';
import { calendarDateSchema, decimalSchema, message } from './fields.ts';

/**
 * The list query of every table (DESIGN §4, spec §9). The page size (20), offset (0) and the
 * fetch-all limit (99999, also the largest accepted) are the constants of the format module:
 *
 *   ?limit=20&offset=0&sort=createdAt:desc,email:asc
 *    &filter[email][like]=jan&filter[status][in]=sent&filter[status][in]=viewed
 *    &filter[createdAt][from]=2025-01-01&filter[createdAt][to]=2025-01-31
 *
 * `in` takes one value per repeated key (never comma-joined, so values may contain commas). The
 * total number of rows, before limit and offset, comes back in the `x-total-count` header.
 * A list declares which fields it sorts and filters by with `listQuerySchema(...)`; the result
 * parses the query object as Fastify's default parser gives it (`{ 'filter[email][like]': 'jan' }`,
 * repeated keys as arrays) into a typed query, and `serializeListQuery` writes one back.
 */

/** Lower-case, as Node and fetch's `Headers` report it; the API exposes it to the browser (CORS). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * Sent as `true` beside `x-total-count` when the offers and onboarding-requests lists stopped
 * counting (decision 079): the total is then "more than" the header's number, a multiple of
 * `TOTAL_COUNT_STEP` past the page asked for (`totalCountCap`).
 */
export const TOTAL_COUNT_CAPPED_HEADER = 'x-total-count-capped';
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
export const filterOperators = ['like', 'leq', 'in', 'from', 'to'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** A query-string object as Fastify (fast-querystring) or `searchParamsToQueryObject` gives it. */
export type QueryObject = Record<string, string | string[] | undefined>;
export const queryObjectSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]).optional());

const MAX_TEXT = 255;
const MAX_IN_VALUES = 1000;
const MAX_SORT_KEYS = 5;

/** An empty filter box means "no filter", not "match the empty string". */
function emptyToUndefined(value: unknown): unknown {
  if (value === '') return undefined;
  if (Array.isArray(value)) {
    const kept = value.filter((item) => item !== '');
    return kept.length === 0 ? undefined : kept;
  }
  return value;
}

function toArray(value: unknown): unknown {
  const kept = emptyToUndefined(value);
  return typeof kept === 'string' ? [kept] : kept;
}

const textValue = z.preprocess(emptyToUndefined, z.string(message('validation:invalid')).max(MAX_TEXT).optional());

/** Text columns: `like` is a case-insensitive substring match, `leq` an upper bound (spec §9). */
export function textFilter() {
  return z.strictObject({ like: textValue, leq: textValue });
}

/** Multi-selects and selects: the row's value (or one of its values) is one of these. */
export function inFilter<T extends z.ZodType<string, string>>(value: T) {
  return z.strictObject({
    in: z.preprocess(toArray, z.array(value).min(1).max(MAX_IN_VALUES).optional()),
  });
}

function rangeFilter<T extends z.ZodType<string, string>>(
  value: T,
  isAfter: (from: string, to: string) => boolean,
  failure: (from: string) => RuleFailure,
) {
  const bound = z.preprocess(emptyToUndefined, value.optional());
  return z.strictObject({ from: bound, to: bound }).superRefine((range, ctx) => {
    if (range.from !== undefined && range.to !== undefined && isAfter(range.from, range.to)) {
      addRuleIssue(ctx, failure(range.from), ['to']);
    }
  });
}

/** Date columns: an inclusive range of calendar days (`from` and `to` may each be left out). */
export function dateRangeFilter() {
  return rangeFilter(
    calendarDateSchema,
    (from, to) => from > to,
    (from) => ({ key: 'validation:dateOnOrAfter', params: { date: formatDate(from) } }),
  );
}

/** Number and money columns: an inclusive range of decimal strings. */
export function numberRangeFilter() {
  return rangeFilter(
    decimalSchema,
    (from, to) => new Big(from).gt(to),
    (from) => ({ key: 'validation:min', params: { min: from } }),
  );
}

export interface SortKey<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface ListQueryDefinition<S extends string, F extends Record<string, z.ZodType>> {
  /** Fields the list can be sorted by. */
  sort: readonly [S, ...S[]];
  /** One filter schema (`textFilter()`, `inFilter(...)`, `dateRangeFilter()` …) per filterable field. */
  filter: F;
  /** Applied when the query has no `sort`. */
  defaultSort?: readonly SortKey<S>[];
}

export interface ListQuery<S extends string = string, F = Record<string, unknown>> {
  limit: number;
  offset: number;
  sort: SortKey<S>[];
  filter: F;
}

const FILTER_KEY = /^filter\[([^\][]+)\](?:\[([^\][]*)\])?(?:\[\])?$/;

/**
 * Groups `filter[field][op]` keys into `{ field: { op: value } }`; other unknown keys are dropped.
 * Built from Maps: a field named `__proto__` from the query string must not reach a prototype.
 */
function structure(query: QueryObject) {
  const filter = new Map<string, Map<string, string | string[]>>();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const field = match[1] as string;
    const operator = match[2] ?? '';
    const group = filter.get(field) ?? new Map<string, string | string[]>();
    const previous = group.get(operator);
    group.set(operator, previous === undefined ? value : [previous, value].flat());
    filter.set(field, group);
  }
  return {
    limit: query.limit,
    offset: query.offset,
    sort: query.sort,
    filter: Object.fromEntries([...filter].map(([field, group]) => [field, Object.fromEntries(group)])),
  };
}

function integerParam(defaultValue: number, min: number, max: number) {
  return z
    .string(message('validation:number'))
    .regex(/^\d{1,9}$/, message('validation:number'))
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(defaultValue);
}

function parseSort(value: string): { field: string; direction: string }[] {
  return value
    .split(',')
    .filter((part) => part !== '')
    .map((part) => {
      const separator = part.lastIndexOf(':');
      return separator === -1
        ? { field: part, direction: 'asc' }
        : { field: part.slice(0, separator), direction: part.slice(separator + 1) };
    });
}

/**
 * The schema of one list's query. Unknown filter fields and operators are refused (a silently
 * ignored filter would return rows the user asked to hide); other unknown parameters are ignored.
 */
export function listQuerySchema<const S extends string, const F extends Record<string, z.ZodType>>(
  definition: ListQueryDefinition<S, F>,
) {
  const sortKey = z.strictObject({
    field: z.enum(definition.sort as unknown as readonly [S, ...S[]], message('validation:invalid')),
    direction: z.enum(sortDirections, message('validation:invalid')),
  });
  const filterShape = Object.fromEntries(
    Object.entries(definition.filter).map(([field, schema]) => [field, schema.optional()]),
  ) as { [K in keyof F]: z.ZodOptional<F[K]> };
  // preprocess rather than transform: the grouped object is re-validated by the shape below anyway.
  return queryObjectSchema.pipe(
    z.preprocess(
      (query) => structure(query as QueryObject),
      z.strictObject({
        limit: integerParam(DEFAULT_PAGE_SIZE, 1, FETCH_ALL_LIMIT),
        offset: integerParam(DEFAULT_OFFSET, 0, 1_000_000_000),
        sort: z
          .string(message('validation:invalid'))
          .transform(parseSort)
          .pipe(z.array(sortKey).max(MAX_SORT_KEYS))
          .default([...(definition.defaultSort ?? [])]),
        filter: z.strictObject(filterShape),
      }),
    ),
  );
}

/** The typed query a `listQuerySchema(...)` produces. */
export type ListQueryOf<T extends z.ZodType> = z.output<T>;

type FilterValue = string | readonly string[] | undefined;
export interface SerializableListQuery {
  limit?: number;
  offset?: number;
  sort?: readonly SortKey[];
  filter?: Readonly<Record<string, Readonly<Record<string, FilterValue>> | undefined>>;
}

/**
 * A typed list query as a query string (without `?`): `limit` and `offset` always (the API and
 * the spec's fetch-all calls spell them out), empty filters left out, `in` as repeated keys.
 */
export function serializeListQuery(query: SerializableListQuery): string {
  const params = new URLSearchParams();
  params.set('limit', String(query.limit ?? DEFAULT_PAGE_SIZE));
  params.set('offset', String(query.offset ?? DEFAULT_OFFSET));
  if (query.sort && query.sort.length > 0) {
    params.set('sort', query.sort.map((key) => `${key.field}:${key.direction}`).join(','));
  }
  for (const [field, operators] of Object.entries(query.filter ?? {})) {
    for (const [operator, value] of Object.entries(operators ?? {})) {
      const values = typeof value === 'string' ? [value] : (value ?? []);
      for (const item of values) {
        if (item !== '') params.append(`filter[${field}][${operator}]`, item);
      }
    }
  }
  return params.toString();
}

/** A query string (or `URLSearchParams`) as the object Fastify's default parser would produce. */
export function searchParamsToQueryObject(search: string | URLSearchParams): QueryObject {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const previous = out[key];
    out[key] = previous === undefined ? value : [previous, value].flat();
  }
  return out;
}
