import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '@wl/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const CAMPAIGNS = 'GET /api/advisor/campaigns';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the advisor dashboard', { timeout: 60_000 }, () => {
  it('names the active campaigns in the screen’s language and asks again when it is switched (decision 066)', async () => {
    const api = fakeApi({
      ...signedInAdvisorRoutes(),
      // As the API does: the campaign's name in the request's Accept-Language.
      [CAMPAIGNS]: (call) => ({
        body: {
          results: [
            {
              id: '00000000-0000-4000-8000-000000000501',
              name: call.headers.get('accept-language') === 'en' ? 'Growth Shares' : 'Akcje Wzrostowe',
              startDate: addDays(todayIso(), -5),
              endDate: addDays(todayIso(), 30),
              phase: 'active',
              active: true,
            },
          ],
        },
      }),
    });
    tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    injectBranding(plHost);
    renderApp({ path: '/app' });

    const section = await screen.findByRole('region', { name: 'Aktywne kampanie' }, { timeout: 15_000 });
    expect(await within(section).findByText('Akcje Wzrostowe')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Język' })).getByRole('radio', { name: 'English' }));
    const english = await screen.findByRole('region', { name: 'Active campaigns' });
    expect(await within(english).findByText('Growth Shares')).toBeTruthy();
    expect(within(english).queryByText('Akcje Wzrostowe')).toBeNull();
    expect(api.called(CAMPAIGNS).map((call) => call.headers.get('accept-language'))).toEqual(['pl', 'en']);
  });
});
