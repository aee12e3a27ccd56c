import {
  advisorListQuerySchema,
  onboardingRequestListQuerySchema,
  searchParamsToQueryObject,
} from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { requestListOptions } from '@/features/onboarding-requests/onboarding-api.ts';
import { advisorListOptions } from '../api/advisors-api.ts';
import { toListQuery, toListQueryString } from './list-query.ts';

const firstPage = { pageIndex: 0, pageSize: 20 };

describe('list query building', () => {
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

  it('sends the createdAt range of the onboarding requests as from/to, each bound optional', () => {
    const state = { columnFilters: [{ id: 'status', value: 'finished' }], sorting: [], pagination: firstPage };
    const both = toListQueryString(state, {
      ...requestListOptions,
      ranges: { createdAt: { from: '2026-01-01', to: '2026-01-31' } },
    });
    expect(decodeURIComponent(both)).toBe(
      'limit=20&offset=0&filter[status][in]=finished&filter[createdAt][from]=2026-01-01&filter[createdAt][to]=2026-01-31',
    );
    const fromOnly = toListQueryString(state, {
      ...requestListOptions,
      ranges: { createdAt: { from: '2026-01-01', to: '' } },
    });
    expect(decodeURIComponent(fromOnly)).toContain('filter[createdAt][from]=2026-01-01');
    expect(decodeURIComponent(fromOnly)).not.toContain('[to]');
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

    const requests = toListQueryString(
      {
        columnFilters: [{ id: 'email', value: 'klient' }],
        sorting: [{ id: 'createdAt', desc: true }],
        pagination: firstPage,
      },
      { ...requestListOptions, ranges: { createdAt: { from: '2026-01-01', to: '2026-02-01' } } },
    );
    const request = onboardingRequestListQuerySchema.parse(searchParamsToQueryObject(requests));
    expect(request.filter.createdAt).toEqual({ from: '2026-01-01', to: '2026-02-01' });
    expect(request.sort).toEqual([{ field: 'createdAt', direction: 'desc' }]);
  });
});
