import { screen, within } from '@testing-library/react';
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
