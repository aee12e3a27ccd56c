import { advisorListQuerySchema, searchParamsToQueryObject } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { toListQuery, toListQueryString } from '@/lib/list-query.ts';
import { advisorListOptions } from './advisors-api.ts';

const firstPage = { pageIndex: 0, pageSize: 20 };

describe('the advisors list query', () => {
  it('writes the advisor filters of spec §3: text as like, networks and status as in', () => {
    const query = toListQueryString(
      {
        columnFilters: [
          { id: 'surname', value: ' Kowal ' },
          { id: 'email', value: '' },
          { id: 'brokerNetworkIds', value: ['n1', 'n2'] },
          { id: 'status', value: 'active' },
        ],
        sorting: [{ id: 'email', desc: true }],
        pagination: { pageIndex: 2, pageSize: 20 },
      },
      advisorListOptions,
    );
    expect(decodeURIComponent(query)).toBe(
      'limit=20&offset=40&sort=email:desc&filter[surname][like]=Kowal&filter[brokerNetworkIds][in]=n1&filter[brokerNetworkIds][in]=n2&filter[status][in]=active',
    );
  });

  it('leaves out empty filters, unknown columns and sorting the API does not have', () => {
    expect(
      toListQuery(
        {
          columnFilters: [
            { id: 'firstName', value: '   ' },
            { id: 'brokerNetworkIds', value: [] },
            { id: 'actions', value: 'x' },
          ],
          sorting: [{ id: 'brokerNetworkIds', desc: false }],
          pagination: firstPage,
        },
        advisorListOptions,
      ),
    ).toEqual({ limit: 20, offset: 0, filter: {} });
  });

  it("builds queries the API's own list schemas accept", () => {
    const advisors = toListQueryString(
      {
        columnFilters: [
          { id: 'firstName', value: 'Jan' },
          { id: 'brokerNetworkIds', value: ['00000000-0000-4000-8000-0000000000a1'] },
          { id: 'status', value: 'deleted' },
        ],
        sorting: [{ id: 'status', desc: false }],
        pagination: { pageIndex: 1, pageSize: 20 },
      },
      advisorListOptions,
    );
    const parsed = advisorListQuerySchema.parse(searchParamsToQueryObject(advisors));
    expect(parsed.filter.status?.in).toEqual(['deleted']);
    expect(parsed.offset).toBe(20);
  });
});
