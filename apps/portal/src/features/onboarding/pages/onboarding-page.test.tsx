import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdentityVerificationAnswer, OnboardingRequest, OnboardingRequestDetail } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, USER_ID } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';

/** The demo host in English, with legal persons enabled in its branding (the API's role still decides). */
const enDemoHost = {
  ...plHost,
  landing: { ...plHost.landing, language: 'en' as const },
  features: { investorPanelBlocked: false, legalPersonsEnabled: true, liveChatScriptUrl: null },
};

import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const EMAIL = 'anna@example.com';

const row = (id: string, sourceName: string, status: OnboardingRequest['status'] = 'sent'): OnboardingRequest => ({
  id,
  email: EMAIL,
  name: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  sourceName,
  taxNumber: null,
  status,
});

const detail = (id: string, overrides: Partial<OnboardingRequestDetail> = {}): OnboardingRequestDetail => ({
  ...row(id, 'Jan Doradca'),
  message: 'Proszę o wypełnienie formularza.',
  investorType: null,
  company: null,
  kyc: null,
  ...overrides,
});

const role = (legal: boolean) => ({
  investorTypes: legal ? ['natural-person', 'legal-person'] : ['natural-person'],
  legalPersonsEnabled: legal,
  openRequests: 1,
  companies: [],
});

const investorRoutes = {
  'GET /api/auth/data': () => ({
    body: activeUser({
      context: { type: 'investor-panel', id: DEMO_TENANT, roles: [] },
      user: { id: USER_ID, firstName: 'Anna', surname: 'Nowak', email: EMAIL },
    }),
  }),
  'GET /api/contexts': () => ({ body: [{ id: DEMO_TENANT, context: 'investor-panel', tenantName: 'Demo' }] }),
};

type Routes = Parameters<typeof fakeApi>[0];

/** The first screen waits for the lazy route chunks. */
const FIRST_RENDER = { timeout: 5000 };

function openOnboarding(routes: Routes, path = '/app/onboarding', branding = plHost) {
  const api = fakeApi({ ...investorRoutes, ...routes });
  tokenStore.store({
    accessToken: accessToken({ context_type: 'investor-panel', username: EMAIL }),
    refreshToken: 'refresh-1',
  });
  injectBranding(branding);
  const app = renderApp({ path });
  return { api, ...app };
}

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('onboarding page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lets the investor choose between open sessions and keeps the choice in the URL', async () => {
    const { router } = openOnboarding({
      'GET /investor-api/onboarding/request': () => ({
        body: [row(FIRST, 'Jan Doradca'), row(SECOND, 'Ewa Koordynator', 'viewed')],
        total: 2,
      }),
      [`GET /investor-api/onboarding/request/by-id/${SECOND}`]: () => ({ body: detail(SECOND) }),
      'GET /investor-api/onboarding/role': () => ({ body: role(false) }),
      [`GET /investor-api/onboarding/request/${SECOND}/identity`]: () => ({ status: 404, body: { label: 'x' } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Który wniosek chcesz kontynuować?' }, FIRST_RENDER),
    ).toBeTruthy();
    const cards = screen.getAllByTestId('session-card');
    expect(cards).toHaveLength(2);
    expect(cards[1]?.textContent).toContain('Ewa Koordynator');
    await userEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: /^Kontynuuj/ }));
    expect(await screen.findByRole('heading', { name: 'Jak przebiega weryfikacja' })).toBeTruthy();
    expect(location(router)).toBe(`/app/onboarding?request=${SECOND}`);
    expect(screen.getByText('Proszę o wypełnienie formularza.')).toBeTruthy();
  });

  it('continues the only open session without asking', async () => {
    const { router } = openOnboarding({
      'GET /investor-api/onboarding/request': () => ({ body: [row(FIRST, 'Jan Doradca')], total: 1 }),
      [`GET /investor-api/onboarding/request/by-id/${FIRST}`]: () => ({ body: detail(FIRST) }),
      'GET /investor-api/onboarding/role': () => ({ body: role(false) }),
      [`GET /investor-api/onboarding/request/${FIRST}/identity`]: () => ({ status: 404, body: { label: 'x' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Jak przebiega weryfikacja' }, FIRST_RENDER)).toBeTruthy();
    expect(location(router)).toBe(`/app/onboarding?request=${FIRST}`);
  });

  it('says there is nothing to do without open sessions', async () => {
    openOnboarding({ 'GET /investor-api/onboarding/request': () => ({ body: [], total: 0 }) });
    expect(await screen.findByRole('heading', { name: 'Nie masz otwartej weryfikacji' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz moje wnioski' }).getAttribute('href')).toBe(
      '/app/onboarding/requests',
    );
  });

  it('takes a natural person from the intro through the type to the identity step, on a host without legal persons', async () => {
    let current = detail(FIRST);
    let identity: IdentityVerificationAnswer | null = null;
    const { api, router } = openOnboarding(
      {
        [`GET /investor-api/onboarding/request/by-id/${FIRST}`]: () => ({ body: current }),
        'GET /investor-api/onboarding/role': () => ({ body: role(false) }),
        [`PATCH /investor-api/onboarding/request/${FIRST}/client`]: () => {
          current = { ...current, investorType: 'natural-person' };
          return { body: current };
        },
        [`GET /investor-api/onboarding/request/${FIRST}/identity`]: () =>
          identity ? { body: identity } : { status: 404, body: { label: 'x' } },
        [`POST /investor-api/onboarding/request/${FIRST}/identity`]: () => {
          identity = { status: 'pending', verificationUrl: 'http://demo.localhost/sandbox/identity/sbx-identity-1' };
          return { body: identity };
        },
      },
      `/app/onboarding?request=${FIRST}`,
      enDemoHost,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }, FIRST_RENDER));
    expect(await screen.findByRole('heading', { name: 'On whose behalf do you invest?' })).toBeTruthy();
    expect(location(router)).toBe(`/app/onboarding?request=${FIRST}&step=type`);
    // The host's branding enables legal persons, but the API's role decides: only natural persons here.
    expect(screen.queryByRole('radio', { name: /Legal person/ })).toBeNull();
    expect(screen.getByText('On this site only natural persons can complete the verification.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Natural person/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Identity confirmation' })).toBeTruthy();
    expect(api.called(`PATCH /investor-api/onboarding/request/${FIRST}/client`)[0]?.body).toEqual({
      investorType: 'natural-person',
    });
    expect(location(router)).toBe(`/app/onboarding?request=${FIRST}`);
    // A computer (no coarse pointer, wide screen): continue on the phone, with the link.
    await userEvent.click(screen.getByRole('button', { name: 'Continue on my phone' }));
    expect((await screen.findByTestId('verification-link')).textContent).toBe(
      'http://demo.localhost/sandbox/identity/sbx-identity-1',
    );
    expect(screen.getByRole('link', { name: /Open the verification page/ }).getAttribute('href')).toBe(
      'http://demo.localhost/sandbox/identity/sbx-identity-1',
    );
    expect(screen.getByText('Waiting for the confirmation from your phone…')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code of the identity verification page' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps a legal person chosen but not saved yet across a reload (issue 19)', async () => {
    const routes = {
      [`GET /investor-api/onboarding/request/by-id/${FIRST}`]: () => ({ body: detail(FIRST) }),
      'GET /investor-api/onboarding/role': () => ({ body: role(true) }),
    };
    const first = openOnboarding(routes, `/app/onboarding?request=${FIRST}&step=type`, enDemoHost);
    await userEvent.click(await screen.findByRole('radio', { name: /Legal person/ }, FIRST_RENDER));
    first.unmount();

    // The page opened again (a reload): the choice is still there, nothing was sent to the API.
    const second = openOnboarding(routes, `/app/onboarding?request=${FIRST}&step=type`, enDemoHost);
    const legal = await screen.findByRole('radio', { name: /Legal person/ }, FIRST_RENDER);
    expect(legal.getAttribute('aria-checked')).toBe('true');
    expect(second.api.called(`PATCH /investor-api/onboarding/request/${FIRST}/client`)).toHaveLength(0);
  });

  it('goes on to the questionnaire once the identity is verified', async () => {
    const { router } = openOnboarding(
      {
        [`GET /investor-api/onboarding/request/by-id/${FIRST}`]: () => ({
          body: detail(FIRST, { investorType: 'natural-person' }),
        }),
        'GET /investor-api/onboarding/role': () => ({ body: role(false) }),
        [`GET /investor-api/onboarding/request/${FIRST}/identity`]: () => ({
          body: { status: 'verified', verificationUrl: 'http://demo.localhost/sandbox/identity/sbx-identity-1' },
        }),
      },
      `/app/onboarding?request=${FIRST}`,
    );
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/app/onboarding/${FIRST}/primary-data`),
      FIRST_RENDER,
    );
  });

  it('asks to try again after a failed verification', async () => {
    openOnboarding(
      {
        [`GET /investor-api/onboarding/request/by-id/${FIRST}`]: () => ({
          body: detail(FIRST, { investorType: 'natural-person' }),
        }),
        'GET /investor-api/onboarding/role': () => ({ body: role(false) }),
        [`GET /investor-api/onboarding/request/${FIRST}/identity`]: () => ({
          body: { status: 'failed', verificationUrl: 'http://demo.localhost/sandbox/identity/sbx-identity-1' },
        }),
      },
      `/app/onboarding?request=${FIRST}`,
    );
    expect(await screen.findByText('Weryfikacja nie powiodła się', {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kontynuuj na telefonie' })).toBeTruthy();
  });

  it('thanks the investor for a finished request and links to its preview', async () => {
    openOnboarding(
      {
        [`GET /investor-api/onboarding/request/by-id/${FIRST}`]: () => ({
          body: detail(FIRST, { status: 'finished', investorType: 'natural-person' }),
        }),
        'GET /investor-api/onboarding/role': () => ({ body: role(false) }),
      },
      `/app/onboarding?request=${FIRST}`,
    );
    expect(await screen.findByRole('heading', { name: 'Dziękujemy!' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz wysłane dane' }).getAttribute('href')).toBe(
      `/app/preview/${FIRST}`,
    );
  });
});

describe('/identity-confirmed, the identity provider’s way back (issue 19)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('thanks the person on a phone where nobody is signed in, instead of the sign-in page', async () => {
    fakeApi({});
    injectBranding(plHost);
    const { router } = renderApp({ path: `/identity-confirmed?request=${FIRST}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziękujemy' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByText(/Możesz zamknąć tę stronę i wrócić na komputer/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/identity-confirmed');
  });

  it('takes an investor signed in on this device back to the request’s onboarding', async () => {
    const { router } = openOnboarding(
      {
        [`GET /investor-api/onboarding/request/by-id/${FIRST}`]: () => ({ body: detail(FIRST) }),
        'GET /investor-api/onboarding/role': () => ({ body: role(false) }),
        'GET /investor-api/onboarding/request': () => ({ body: [row(FIRST, 'Jan Doradca')], total: 1 }),
      },
      `/identity-confirmed?request=${FIRST}`,
    );
    await waitFor(() => expect(location(router)).toBe(`/app/onboarding?request=${FIRST}`), FIRST_RENDER);
  });
});
