import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardQueryKeys } from '@/features/dashboard/api.ts';
import { createQueryClient } from '@/lib/query/query-client.ts';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, fakeApi } from '@/testing/fake-api.ts';
import { prefetchArrivalData } from './arrival-data.ts';

const OFFERS = 'GET /api/advisor/investor/offers';
const CAMPAIGNS = 'GET /api/advisor/campaigns';
const routes = {
  [OFFERS]: () => ({ body: [], total: 7 }),
  [CAMPAIGNS]: () => ({ body: { results: [] } }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the opened page’s data, asked for as the app starts (issue 18)', () => {
  it('an advisor opening /app: the dashboard’s five counts and its campaigns, before anything renders', async () => {
    const api = fakeApi(routes);
    tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    const queryClient = createQueryClient();
    await prefetchArrivalData(queryClient, '/app', 'en');
    await vi.waitFor(() => expect(api.calls).toHaveLength(6));
    expect(api.called(OFFERS).map((call) => call.query.get('filter[status][in]'))).toEqual([
      null,
      'invited',
      'interested',
      'accepted',
      'active',
    ]);
    expect(api.called(CAMPAIGNS)).toHaveLength(1);
    // Under the keys the dashboard reads: it renders them without asking again.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(dashboardQueryKeys.offerCount('invited'))).toMatchObject({
        total: 7,
        totalCapped: false,
      }),
    );
    expect(queryClient.getQueryData(dashboardQueryKeys.campaigns('en'))).toEqual({ results: [] });
  });

  it.each([
    ['another page of the app', '/app/offers', accessToken()],
    ['an investor’s dashboard', '/app', accessToken({ context_type: 'investor-panel' })],
    ['no session', '/app', null],
  ])('asks for nothing on %s', async (_name, path, token) => {
    const api = fakeApi(routes);
    if (token) tokenStore.store({ accessToken: token, refreshToken: 'refresh-1' });
    await prefetchArrivalData(createQueryClient(), path, 'pl');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
  });
});
