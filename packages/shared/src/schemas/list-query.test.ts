import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FETCH_ALL_LIMIT } from '../format/index.ts';
import { issueKey, issueMessage } from '../i18n/index.ts';
import { onboardingRequestStatuses, onboardingRequestStatusSchema } from './enums.ts';
import {
  dateRangeFilter,
  inFilter,
  listQuerySchema,
  numberRangeFilter,
  searchParamsToQueryObject,
  serializeListQuery,
  TOTAL_COUNT_HEADER,
  textFilter,
} from './list-query.ts';

const schema = listQuerySchema({
  sort: ['createdAt', 'email', 'name'],
  filter: {
    email: textFilter(),
    name: textFilter(),
    status: inFilter(onboardingRequestStatusSchema),
    tags: inFilter(z.string().max(255)),
    createdAt: dateRangeFilter(),
    amount: numberRangeFilter(),
  },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
});

function firstKey(input: Record<string, string | string[]>): string | undefined {
  const result = schema.safeParse(input);
  const issue = result.error?.issues[0];
  return issue ? issueKey(issue) : undefined;
}

describe('listQuerySchema', () => {
  it('applies the defaults', () => {
    expect(schema.parse({})).toEqual({
      limit: 20,
      offset: 0,
      sort: [{ field: 'createdAt', direction: 'desc' }],
      filter: {},
    });
  });

  it('parses a query object as Fastify gives it', () => {
    expect(
      schema.parse({
        limit: '99999',
        offset: '40',
        sort: 'email:asc,name:desc',
        'filter[email][like]': 'jan',
        'filter[status][in]': ['sent', 'viewed'],
        'filter[createdAt][from]': '2025-01-01',
        'filter[createdAt][to]': '2025-01-31',
        'filter[amount][from]': '1000.50',
        perPage: '-1',
      }),
    ).toEqual({
      limit: FETCH_ALL_LIMIT,
      offset: 40,
      sort: [
        { field: 'email', direction: 'asc' },
        { field: 'name', direction: 'desc' },
      ],
      filter: {
        email: { like: 'jan' },
        status: { in: ['sent', 'viewed'] },
        createdAt: { from: '2025-01-01', to: '2025-01-31' },
        amount: { from: '1000.50' },
      },
    });
  });

  it('takes a single `in` value, `[]`-suffixed keys and treats empty boxes as no filter', () => {
    expect(
      schema.parse({ 'filter[status][in][]': 'sent', 'filter[email][like]': '', 'filter[name][like]': 'a' }).filter,
    ).toEqual({ status: { in: ['sent'] }, email: {}, name: { like: 'a' } });
  });

  it('names the first day of a reversed date range as readers write dates (DD.MM.YYYY)', () => {
    const result = schema.safeParse({ 'filter[createdAt][from]': '2025-02-01', 'filter[createdAt][to]': '2025-01-01' });
    const issue = result.error?.issues[0];
    expect(issue && issueMessage(issue, 'pl')).toBe('Podaj datę nie wcześniejszą niż 01.02.2025.');
  });

  it.each([
    [{ limit: '100000' }, 'validation:max'],
    [{ limit: '0' }, 'validation:min'],
    [{ limit: 'ten' }, 'validation:number'],
    [{ offset: '-1' }, 'validation:number'],
    [{ sort: 'password:asc' }, 'validation:invalid'],
    [{ sort: 'email:up' }, 'validation:invalid'],
    [{ 'filter[unknown][like]': 'x' }, 'validation:invalid'],
    [{ 'filter[email][in]': 'x' }, 'validation:invalid'],
    [{ 'filter[email]': 'x' }, 'validation:invalid'],
    [{ 'filter[email][like]': ['a', 'b'] }, 'validation:invalid'],
    [{ limit: ['10', '20'] }, 'validation:number'],
    [{ 'filter[__proto__][like]': 'x' }, 'validation:invalid'],
    [{ 'filter[status][in]': 'lost' }, 'validation:invalid'],
    [{ 'filter[createdAt][from]': '2025-02-30' }, 'validation:date'],
    [{ 'filter[createdAt][from]': '2025-02-01', 'filter[createdAt][to]': '2025-01-01' }, 'validation:dateOnOrAfter'],
    [{ 'filter[amount][from]': '10', 'filter[amount][to]': '9.99' }, 'validation:min'],
    [{ 'filter[amount][to]': '1e5' }, 'validation:number'],
  ])('refuses %j with %s', (input, key) => {
    expect(firstKey(input)).toBe(key);
  });
});

it('never writes to a prototype, whatever the field is called', () => {
  schema.safeParse({ 'filter[__proto__][polluted]': 'yes', 'filter[constructor][prototype]': 'yes' });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('serializeListQuery', () => {
  it('writes limit and offset always, `in` as repeated keys and skips empty filters', () => {
    expect(
      decodeURIComponent(
        serializeListQuery({
          limit: FETCH_ALL_LIMIT,
          offset: 0,
          sort: [{ field: 'createdAt', direction: 'desc' }],
          filter: { status: { in: ['sent', 'viewed'] }, email: { like: '' }, name: {} },
        }),
      ),
    ).toBe('limit=99999&offset=0&sort=createdAt:desc&filter[status][in]=sent&filter[status][in]=viewed');
  });

  it('names the total-count header', () => {
    expect(TOTAL_COUNT_HEADER).toBe('x-total-count');
  });

  it('round-trips any typed query through the query string', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
    const day = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.option(fc.integer({ min: 0, max: 99 })))
      .map(([whole, cents]) => (cents === null ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`));
    const query = fc.record({
      limit: fc.integer({ min: 1, max: FETCH_ALL_LIMIT }),
      offset: fc.integer({ min: 0, max: 1_000_000 }),
      sort: fc.array(
        fc.record({
          field: fc.constantFrom('createdAt' as const, 'email' as const, 'name' as const),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      filter: fc.record(
        {
          email: fc.oneof(fc.record({ like: text }), fc.record({ leq: text }), fc.record({ like: text, leq: text })),
          status: fc.record({ in: fc.subarray([...onboardingRequestStatuses], { minLength: 1 }) }),
          tags: fc.record({ in: fc.array(text, { minLength: 1, maxLength: 4 }) }),
          createdAt: fc
            .tuple(day, day)
            .map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }))
            .chain((range) => fc.constantFrom(range, { from: range.from }, { to: range.to })),
          amount: fc.record({ from: amount }),
        },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(query, (typed) => {
        const parsed = schema.parse(searchParamsToQueryObject(serializeListQuery(typed)));
        expect(parsed).toEqual(typed);
      }),
      { numRuns: 300 },
    );
  });
});
