import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, signedInAdvisorRoutes, USER_ID } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

function signInAs(claims: Record<string, unknown> = {}) {
  tokenStore.store({ accessToken: accessToken(claims), refreshToken: 'refresh-1' });
}

const investorUser = activeUser({
  context: { type: 'investor-panel', id: DEMO_TENANT, roles: [] },
  user: { id: USER_ID, firstName: 'Anna', surname: 'Inwestorka', email: 'inwestor@demo.localhost' },
});

const investorRoutes = {
  'GET /api/auth/data': () => ({ body: investorUser }),
  'GET /api/contexts': () => ({ body: [{ id: DEMO_TENANT, context: 'investor-panel', tenantName: 'Demo' }] }),
  'GET /investor-api/investor/summary': () => ({
    body: {
      offersByStatus: {
        invited: 2,
        viewed: 1,
        interested: 0,
        accepted: 1,
        active: 1,
        rejected: 0,
        declined: 0,
        archived: 0,
      },
      invested: [{ currency: 'PLN', amount: '25000.00' }],
      accepted: [{ currency: 'EUR', amount: '1000.50' }],
      activeInvestments: 1,
    },
  }),
  'GET /investor-api/offers': () => ({ body: [] }),
  'GET /investor-api/dictionary': () => ({
    body: {
      interestTypes: [],
      interestPaymentFrequencies: [],
      currencies: [],
      durationUnits: [],
      investmentStatuses: [],
      contractStatuses: [],
    },
  }),
};

describe('app shell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the navigation of the roles, the user menu and the advisor dashboard', async () => {
    const api = fakeApi(
      signedInAdvisorRoutes(
        activeUser({ context: { type: 'advisor-panel', id: DEMO_TENANT, roles: ['coordinator', 'admin'] } }),
      ),
    );
    signInAs();
    injectBranding(plHost);
    renderApp({ path: '/app' });

    const nav = within(await screen.findByRole('navigation', { name: 'Menu główne' }));
    expect(nav.getByRole('link', { name: 'Pulpit' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Inwestycje sieci' }).getAttribute('href')).toBe('/app/investors/network');
    expect(nav.getByRole('link', { name: 'Doradcy' }).getAttribute('href')).toBe('/app/advisors');
    expect(nav.getByRole('link', { name: 'Do kontaktu' }).getAttribute('href')).toBe('/app/follow-up');
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Demo Dom Maklerski' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu użytkownika Jan Doradca' })).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Jan' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('3')).toHaveLength(5));
    const statuses = api.called('GET /api/advisor/investor/offers');
    expect(statuses).toHaveLength(5);
    expect(screen.getByText('Brak aktywnych kampanii.')).toBeTruthy();
  });

  it('gives a plain advisor neither network investments nor advisors', async () => {
    fakeApi(signedInAdvisorRoutes());
    signInAs();
    injectBranding(enHost);
    renderApp({ path: '/app' });
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: 'Offers' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Funnel' }).getAttribute('href')).toBe('/app/funnel');
    expect(nav.getByRole('link', { name: 'Follow-up' }).getAttribute('href')).toBe('/app/follow-up');
    expect(nav.queryByRole('link', { name: 'Network investments' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Advisors' })).toBeNull();
  });

  it('signs out from the user menu without a session-expired notice', async () => {
    const user = userEvent.setup();
    const api = fakeApi(signedInAdvisorRoutes());
    signInAs();
    injectBranding(plHost);
    const { router } = renderApp({ path: '/app' });
    await user.click(await screen.findByRole('button', { name: 'Menu użytkownika Jan Doradca' }));
    expect(within(await screen.findByRole('menu')).getByText('doradca@demo.localhost')).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Wyloguj się' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tokenStore.accessToken()).toBeNull();
    expect(tokenStore.refreshToken()).toBeNull();
    expect(api.called('POST /api/auth/logout')).toHaveLength(1);
    await screen.findByRole('button', { name: 'Zaloguj się' });
    expect(screen.queryByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeNull();
  });

  it('tells the user their session expired when the token goes away on an app page', async () => {
    fakeApi(signedInAdvisorRoutes());
    signInAs();
    injectBranding(plHost);
    const { router } = renderApp({ path: '/app' });
    await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Jan' });
    act(() => tokenStore.removeAccessToken());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeTruthy();
  });

  it('shows who is impersonated by whom, and returns the admin to their account', async () => {
    const user = userEvent.setup();
    const adminTokens = { accessToken: accessToken({ username: 'admin@demo.localhost' }), refreshToken: 'admin-r' };
    const api = fakeApi({
      ...signedInAdvisorRoutes(
        activeUser({
          impersonator: 'a1',
          impersonatorUser: { id: 'a1', firstName: 'Ada', surname: 'Admin', email: 'admin@demo.localhost' },
        }),
      ),
      'POST /api/auth/impersonation/end': () => ({ body: adminTokens }),
    });
    signInAs({ impersonator: 'a1' });
    injectBranding(enHost);
    renderApp({ path: '/app' });
    expect(await screen.findByText('Signed in as Jan Doradca by Ada Admin.')).toBeTruthy();
    // Enrolment is the account owner's own business, never an impersonator's.
    await user.click(screen.getByRole('button', { name: 'User menu of Jan Doradca' }));
    expect(screen.queryByRole('menuitem', { name: 'Two-factor authentication' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Return to my account' }));
    await waitFor(() => expect(tokenStore.accessToken()).toBe(adminTokens.accessToken));
    expect(tokenStore.refreshToken()).toBe('admin-r');
    expect(api.called('POST /api/auth/impersonation/end')).toHaveLength(1);
  });

  it('shows an investor their summary', async () => {
    fakeApi(investorRoutes);
    signInAs({ context_type: 'investor-panel', username: 'inwestor@demo.localhost' });
    injectBranding(plHost);
    renderApp({ path: '/app' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Anna' })).toBeTruthy();
    expect(await screen.findByText('25 000,00 PLN')).toBeTruthy();
    expect(screen.getByText('1 000,50 EUR')).toBeTruthy();
    // Their offers and investments below the summary: none yet.
    expect(await screen.findByText(/^Nie masz jeszcze inwestycji/)).toBeTruthy();
    expect(screen.getByText('Nie masz ofert czekających na Twoją decyzję.')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Menu główne' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Pulpit',
      'Oferty',
      'Portfel',
      'Onboarding i KYC',
      'Wnioski onboardingowe',
      'Dokumenty',
    ]);
  });

  it('blocks the investor panel on a host that blocks it', async () => {
    fakeApi(investorRoutes);
    signInAs({ context_type: 'investor-panel', username: 'inwestor@demo.localhost' });
    injectBranding(enHost);
    renderApp({ path: '/app' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The investor panel is not available' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('asks a returning investor to accept changed documents before going on (decision 043)', async () => {
    const terms = (needsAcceptance: boolean) => ({
      needsAcceptance,
      changed: needsAcceptance ? ['terms'] : [],
      language: 'pl',
      documents: [
        { kind: 'terms', language: 'pl', version: 2, url: '/legal/terms.pl.pdf', versionUrl: '/legal/terms.pl.v2.pdf' },
      ],
      consents: { consent2: 'Znam ryzyka.', consent3: 'Akceptuję regulamin.' },
      acceptedAt: '2026-11-20T10:00:00.000Z',
    });
    const api = fakeApi({
      ...investorRoutes,
      'GET /investor-api/legal-terms': () => ({ body: terms(true) }),
      'POST /investor-api/legal-terms/accept': () => ({ body: terms(false) }),
    });
    signInAs({ context_type: 'investor-panel', username: 'inwestor@demo.localhost' });
    injectBranding(plHost);
    renderApp({ path: '/app' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Zmieniły się dokumenty' }));
    expect(
      dialog.getByText(/^Od Twojej ostatniej akceptacji \(20\.11\.2026, 11:00\) zmieniły się: Regulamin\./),
    ).toBeTruthy();
    expect(dialog.getByRole('link', { name: /^Regulamin, wersja 2 \(PL, PDF\)/ }).getAttribute('href')).toBe(
      '/legal/terms.pl.v2.pdf',
    );
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'Akceptuję' }));
    expect(dialog.getAllByText('Zaznacz, aby kontynuować.')).toHaveLength(2);
    expect(api.called('POST /investor-api/legal-terms/accept')).toHaveLength(0);
    await user.click(dialog.getByRole('checkbox', { name: 'Znam ryzyka.' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Akceptuję regulamin.' }));
    await user.click(dialog.getByRole('button', { name: 'Akceptuję' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.called('POST /investor-api/legal-terms/accept')[0]?.body).toEqual({
      documents: [{ kind: 'terms', language: 'pl', version: 2 }],
      consent2: true,
      consent3: true,
    });
  });
});
