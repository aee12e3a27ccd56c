import { screen, within } from '@testing-library/react';
import type { OnboardingRequest } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, USER_ID } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';
import { continueHref, pageFromParam } from '../lib/requests.ts';

const EMAIL = 'anna@example.com';
const OPEN = '11111111-1111-4111-8111-111111111111';
const DONE = '22222222-2222-4222-8222-222222222222';

const row = (id: string, status: OnboardingRequest['status'], sourceName: string): OnboardingRequest => ({
  id,
  email: EMAIL,
  name: status === 'finished' ? 'Anna Nowak' : null,
  createdAt: '2026-01-10T10:00:00.000Z',
  sourceName,
  taxNumber: null,
  status,
});

function openList(rows: OnboardingRequest[], total: number, path = '/app/onboarding/requests') {
  const api = fakeApi({
    'GET /api/auth/data': () => ({
      body: activeUser({
        context: { type: 'investor-panel', id: DEMO_TENANT, roles: [] },
        user: { id: USER_ID, firstName: 'Anna', surname: 'Nowak', email: EMAIL },
      }),
    }),
    'GET /api/contexts': () => ({ body: [{ id: DEMO_TENANT, context: 'investor-panel', tenantName: 'Demo' }] }),
    'GET /investor-api/onboarding/request': () => ({ body: rows, total }),
  });
  tokenStore.store({
    accessToken: accessToken({ context_type: 'investor-panel', username: EMAIL }),
    refreshToken: 'refresh-1',
  });
  injectBranding(plHost);
  renderApp({ path });
  return api;
}

describe('investor requests page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lists the requests with their status; only open ones can be continued, every one previewed', async () => {
    const api = openList([row(OPEN, 'viewed', 'Dawid Kowalski'), row(DONE, 'finished', 'Krzysztof Wiśniewski')], 2);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getByText('Liczba wniosków: 2')).toBeTruthy();
    const [open, done] = within(table).getAllByRole('row').slice(1);
    expect(open?.textContent).toContain('Wyświetlony');
    expect(
      within(open as HTMLElement)
        .getByRole('link', { name: /Kontynuuj/ })
        .getAttribute('href'),
    ).toBe(`/app/onboarding?request=${OPEN}`);
    expect(done?.textContent).toContain('Zakończony');
    expect(within(done as HTMLElement).queryByRole('link', { name: /Kontynuuj/ })).toBeNull();
    expect(
      within(done as HTMLElement)
        .getByRole('link', { name: /Podgląd/ })
        .getAttribute('href'),
    ).toBe(`/app/preview/${DONE}`);
    const [list] = api.called('GET /investor-api/onboarding/request');
    expect(list).toBeDefined();
  });

  it('asks for the page of the URL, 20 at a time', async () => {
    openList([row(OPEN, 'sent', 'Dawid Kowalski')], 41, '/app/onboarding/requests?page=3');
    await screen.findByRole('table');
    const requested = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://demo.localhost'));
    const list = requested.find((url) => url.pathname === '/investor-api/onboarding/request');
    expect(list?.searchParams.get('limit')).toBe('20');
    expect(list?.searchParams.get('offset')).toBe('40');
    expect(screen.getByRole('button', { name: 'Strona 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when there are no requests yet', async () => {
    openList([], 0);
    expect(await screen.findByRole('heading', { name: 'Nie masz jeszcze wniosków' })).toBeTruthy();
  });
});

describe('request list helpers', () => {
  it('reads the page number of the URL, 1 for anything else', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('abc')).toBe(1);
  });

  it('continues a request on the onboarding page', () => {
    expect(continueHref('a b')).toBe('/app/onboarding?request=a%20b');
  });
});
