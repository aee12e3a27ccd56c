import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import {
  accessToken,
  DEMO_TENANT,
  fakeApi,
  fakeJwt,
  OTHER_TENANT,
  signedInAdvisorRoutes,
  USER_ID,
} from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';
import {
  forgetRemember2faToken,
  readRemember2faToken,
  remember2faCookieName,
  storeRemember2faToken,
} from '../lib/remember-2fa.ts';

const forgetDevices = () => {
  for (const username of ['doradca@demo.localhost', 'doradca2fa@demo.localhost']) forgetRemember2faToken(username);
};

async function fillPassword(email = 'doradca@demo.localhost', password = 'Demo!2026pass') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Adres e-mail/), email);
  await user.type(screen.getByLabelText(/^Hasło/), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  return user;
}

const tokens = (claims: Record<string, unknown> = {}) => ({
  type: 'auth-token',
  accessToken: accessToken(claims),
  refreshToken: 'refresh-1',
});

describe('advisor sign-in on /', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetDevices();
  });

  it('validates the form with the shared schema before calling the API, in the page language', async () => {
    const api = fakeApi({});
    injectBranding(plHost);
    renderApp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findAllByText('To pole jest wymagane.')).toHaveLength(2);

    await user.type(screen.getByLabelText(/Adres e-mail/), 'nie-email');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Podaj prawidłowy adres e-mail.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('labels every input and says what is wrong in English on an English host', async () => {
    fakeApi({});
    injectBranding(enHost);
    renderApp();
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/E-mail address/);
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('shows the catalogue message of a refused password', async () => {
    fakeApi({
      'POST /auth/login': () => ({ status: 401, body: { label: 'Bad credentials', code: 'auth.bad_credentials' } }),
    });
    injectBranding(plHost);
    renderApp();
    await fillPassword();
    expect(await screen.findByText('Nieprawidłowy login i/lub hasło.')).toBeTruthy();
    expect(tokenStore.accessToken()).toBeNull();
  });

  it('signs in with the password and opens the app', async () => {
    const api = fakeApi({ ...signedInAdvisorRoutes(), 'POST /auth/login': () => ({ body: tokens() }) });
    injectBranding(plHost);
    const { router } = renderApp();
    await fillPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(tokenStore.refreshToken()).toBe('refresh-1');
    expect(api.called('POST /auth/login')[0]?.body).toEqual({
      email: 'doradca@demo.localhost',
      password: 'Demo!2026pass',
    });
    expect(api.called('POST /auth/login')[0]?.headers.get('context-id')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Jan' })).toBeTruthy();
  });

  it('asks for the authenticator code when the account has a second factor, and remembers the device', async () => {
    const remember = fakeJwt({ sub: USER_ID, username: 'doradca2fa@demo.localhost', exp: 4_102_444_800 });
    const api = fakeApi({
      ...signedInAdvisorRoutes(),
      'POST /auth/login': () => ({ body: { type: 'two-factor', twoFactorToken: 'challenge-1' } }),
      'POST /auth/login-with-two-factor': () => ({ body: { ...tokens(), remember2faToken: remember } }),
    });
    injectBranding(plHost);
    const { router } = renderApp();
    const user = await fillPassword('doradca2fa@demo.localhost');

    const code = await screen.findByLabelText(/Kod z aplikacji uwierzytelniającej/);
    expect(screen.getByText('Weryfikacja dwuetapowa')).toBeTruthy();
    expect(screen.queryByLabelText(/^Hasło/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Potwierdź kod' }));
    expect(await screen.findByText('To pole jest wymagane.')).toBeTruthy();
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Potwierdź kod' }));
    expect(await screen.findByText('Wartość ma nieprawidłowy format.')).toBeTruthy();
    expect(api.called('POST /auth/login-with-two-factor')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('checkbox', { name: /Zapamiętaj to urządzenie/ }));
    await user.click(screen.getByRole('button', { name: 'Potwierdź kod' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(api.called('POST /auth/login-with-two-factor')[0]?.body).toEqual({
      twoFactorToken: 'challenge-1',
      code: '123456',
      rememberDevice: true,
    });
    expect(document.cookie).toContain(remember2faCookieName('doradca2fa@demo.localhost'));
    expect(readRemember2faToken('doradca2fa@demo.localhost')).toBe(remember);
  });

  it("sends this device's remembered token with the next password login of that user only", async () => {
    const remember = fakeJwt({ sub: USER_ID, username: 'doradca2fa@demo.localhost', exp: 4_102_444_800 });
    storeRemember2faToken(remember);
    const api = fakeApi({
      'POST /auth/login': () => ({ status: 401, body: { label: 'Bad credentials' } }),
    });
    injectBranding(plHost);
    renderApp();
    await fillPassword('DORADCA2FA@demo.localhost');
    await screen.findByText('Nieprawidłowy login i/lub hasło.');
    expect(api.called('POST /auth/login')[0]?.body).toMatchObject({ remember2faToken: remember });
  });

  it('goes back from the code step to the password step', async () => {
    fakeApi({ 'POST /auth/login': () => ({ body: { type: 'two-factor', twoFactorToken: 'c' } }) });
    injectBranding(plHost);
    renderApp();
    const user = await fillPassword();
    await user.click(await screen.findByRole('button', { name: 'Wróć do logowania' }));
    expect(await screen.findByLabelText(/^Hasło/)).toBeTruthy();
  });

  it('switches to the advisor panel of this page when the token is for another context the user has', async () => {
    const switched = accessToken({ context_id: DEMO_TENANT });
    const api = fakeApi({
      ...signedInAdvisorRoutes(),
      'POST /auth/login': () => ({ body: tokens({ context_id: OTHER_TENANT }) }),
      'GET /api/contexts': () => ({
        body: [
          { id: OTHER_TENANT, context: 'advisor-panel', tenantName: 'Custom' },
          { id: DEMO_TENANT, context: 'advisor-panel', tenantName: 'Demo' },
        ],
      }),
      'PATCH /api/auth/change-context': () => ({ body: { accessToken: switched, refreshToken: 'refresh-2' } }),
    });
    injectBranding(plHost);
    const { router } = renderApp();
    await fillPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(api.called('PATCH /api/auth/change-context')[0]?.body).toEqual({
      contextId: DEMO_TENANT,
      contextType: 'advisor-panel',
    });
    expect(tokenStore.accessToken()).toBe(switched);
    expect(tokenStore.refreshToken()).toBe('refresh-2');
  });

  it("shows 'Access denied' and keeps no session when the user has no advisor panel on this page", async () => {
    const api = fakeApi({
      'POST /auth/login': () => ({ body: tokens({ context_id: OTHER_TENANT }) }),
      'GET /api/contexts': () => ({ body: [{ id: OTHER_TENANT, context: 'advisor-panel', tenantName: 'Custom' }] }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    injectBranding(plHost);
    const { router } = renderApp();
    await fillPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(tokenStore.accessToken()).toBeNull();
    expect(api.called('POST /api/auth/logout')).toHaveLength(1);
  });

  it("shows 'Access denied' when the API refuses the login for this page's panel", async () => {
    fakeApi({
      'POST /auth/login': () => ({ status: 403, body: { label: 'Access denied', code: 'auth.access_denied' } }),
    });
    injectBranding(enHost);
    const { router } = renderApp();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail address/), 'admin@demo.localhost');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
