import { onboardingRequestListQuerySchema, searchParamsToQueryObject } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { toListQueryString } from '@/lib/list-query.ts';
import { requestListOptions } from './onboarding-api.ts';

const firstPage = { pageIndex: 0, pageSize: 20 };

describe('the onboarding requests list query', () => {
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

  it("builds queries the API's own list schema accepts", () => {
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
