import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const campaigns = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    name: 'Obligacje Demo 2027',
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    phase: 'open',
    active: true,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    name: 'Obligacje Demo 2025',
    startDate: '2025-01-01',
    endDate: '2025-06-30',
    phase: 'completed',
    active: true,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the offers screen', () => {
  it('has tabs that each control a panel present in the page (issue 19: aria-controls names an element)', async () => {
    fakeApi({ ...signedInAdvisorRoutes(), 'GET /api/advisor/campaigns': () => ({ body: { results: campaigns } }) });
    tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    injectBranding(plHost);
    renderApp({ path: '/app/offers' });

    const active = await screen.findByRole('tab', { name: 'Aktywne (1)' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(2);
    for (const tab of tabs) {
      const controls = tab.getAttribute('aria-controls');
      expect(controls, 'every tab names its panel').toBeTruthy();
      expect(document.getElementById(controls as string), `the panel ${controls} exists`).not.toBeNull();
    }
    // The selected tab's panel holds the list of its campaigns.
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe(active.getAttribute('aria-controls'));
    expect(within(panel).getByRole('link', { name: 'Obligacje Demo 2027' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Obligacje Demo 2025' })).toBeNull();
  });
});

describe('the offers screen’s campaign names (decision 066)', () => {
  it('asks again in English when the language is switched', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...signedInAdvisorRoutes(),
      // As the API does: the campaign's name in the request's Accept-Language.
      'GET /api/advisor/campaigns': (call) => ({
        body: {
          results: [
            {
              ...campaigns[0],
              name: call.headers.get('accept-language') === 'en' ? 'Demo Bonds 2027' : 'Obligacje Demo 2027',
            },
          ],
        },
      }),
    });
    tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    injectBranding(plHost);
    renderApp({ path: '/app/offers' });
    expect(await screen.findByText('Obligacje Demo 2027')).toBeTruthy();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Język' })).getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Demo Bonds 2027')).toBeTruthy();
    expect(api.called('GET /api/advisor/campaigns').map((call) => call.headers.get('accept-language'))).toEqual([
      'pl',
      'en',
    ]);
  });
});
