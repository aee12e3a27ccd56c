import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client.ts';
import { accessToken, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';
import { prefetchSession } from './session-context.tsx';
import { tokenStore } from './token-store.ts';

const SESSION_CALLS = ['GET /api/auth/data', 'GET /api/contexts', 'GET /api/advisor/network'];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the session’s calls, asked for as the app starts (issue 18)', () => {
  it('an advisor: the user, contexts and networks go out before anything renders, and the app does not ask again', async () => {
    const api = fakeApi(signedInAdvisorRoutes());
    tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    const queryClient = createQueryClient();

    prefetchSession(queryClient);
    await vi.waitFor(() => expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(SESSION_CALLS));

    injectBranding(plHost);
    renderApp({ path: '/app', queryClient });
    await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Jan' }, { timeout: 5000 });
    for (const call of SESSION_CALLS) expect(api.called(call), call).toHaveLength(1);
  });

  it('an investor: the user and contexts, no advisor networks', async () => {
    const api = fakeApi({});
    tokenStore.store({ accessToken: accessToken({ context_type: 'investor-panel' }), refreshToken: 'refresh-1' });
    prefetchSession(createQueryClient());
    await vi.waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(SESSION_CALLS.slice(0, 2)),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(2);
  });

  it('no stored session: nothing', async () => {
    const api = fakeApi({});
    prefetchSession(createQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(0);
  });
});
