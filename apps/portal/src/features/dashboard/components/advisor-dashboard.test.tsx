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

describe('the advisor dashboard’s counts', { timeout: 60_000 }, () => {
  it('shows each count as the list’s total, "more than" when the list stopped counting (decision 079)', async () => {
    fakeApi({
      ...signedInAdvisorRoutes(),
      [CAMPAIGNS]: () => ({ body: { results: [] } }),
      // A 1-row page per status: every offer is past the first thousand, the invited ones are 1 234.
      'GET /api/advisor/investor/offers': (call) => {
        const status = call.query.get('filter[status][in]');
        if (status === null) return { body: [], total: 1000, totalCapped: true };
        return { body: [], total: status === 'invited' ? 1234 : 0 };
      },
    });
    tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    injectBranding(plHost);
    renderApp({ path: '/app' });
    const offers = await screen.findByRole('region', { name: 'Moje oferty' }, { timeout: 15_000 });
    expect(await within(offers).findByText('ponad 1 000')).toBeTruthy();
    expect(await within(offers).findByText('1 234')).toBeTruthy();
  });
});
