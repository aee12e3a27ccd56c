import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, USER_ID } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const TOKEN = 'a'.repeat(43);

describe('investor sign-in by one-time link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the link and confirms, without telling whether the address has an account', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /auth/investor/send-token': () => ({ body: { status: 'processed' } }) });
    injectBranding(plHost);
    const { router } = renderApp({ path: '/investor-login' });
    // The first render of the file also compiles the lazy page: give it time.
    await user.type(await screen.findByLabelText(/Adres e-mail/, {}, { timeout: 5000 }), 'inwestor@demo.localhost');
    await user.click(screen.getByRole('button', { name: 'Wyślij link do logowania' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/confirm-login');
    expect(screen.getByText(/Jeśli adres inwestor@demo.localhost należy do inwestora/)).toBeTruthy();
    expect(api.called('POST /auth/investor/send-token')[0]?.body).toEqual({ email: 'inwestor@demo.localhost' });
  });

  it('offers no link form on a host that blocks the investor panel', async () => {
    fakeApi({});
    injectBranding(enHost);
    renderApp({ path: '/investor-login' });
    expect(await screen.findByText('The investor panel is not available on this site.')).toBeTruthy();
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
  });

  it('signs in with the token of the mailed link, once, and opens the app', async () => {
    const investorToken = accessToken({ context_type: 'investor-panel', username: 'inwestor@demo.localhost' });
    const api = fakeApi({
      'POST /auth/login-investor': () => ({
        body: { type: 'auth-token', accessToken: investorToken, refreshToken: 'r' },
      }),
      'GET /api/auth/data': () => ({
        body: activeUser({
          context: { type: 'investor-panel', id: DEMO_TENANT, roles: [] },
          user: { id: USER_ID, firstName: 'Anna', surname: 'I', email: 'inwestor@demo.localhost' },
        }),
      }),
      'GET /api/contexts': () => ({ body: [] }),
    });
    injectBranding(plHost);
    const { router } = renderApp({ path: `/login-with-redirect-token?token=${TOKEN}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(tokenStore.accessToken()).toBe(investorToken);
    expect(api.called('POST /auth/login-investor')).toHaveLength(1);
    expect(api.called('POST /auth/login-investor')[0]?.body).toEqual({ token: TOKEN });
  });

  it('after the sign-in opens the page asked for before it, not the dashboard (issue 19)', async () => {
    const investorToken = accessToken({ context_type: 'investor-panel', username: 'inwestor@demo.localhost' });
    const offerId = 'a0000000-0000-4000-8000-000000000009';
    fakeApi({
      'POST /auth/login-investor': () => ({
        body: { type: 'auth-token', accessToken: investorToken, refreshToken: 'r' },
      }),
      'GET /api/auth/data': () => ({
        body: activeUser({
          context: { type: 'investor-panel', id: DEMO_TENANT, roles: [] },
          user: { id: USER_ID, firstName: 'Anna', surname: 'I', email: 'inwestor@demo.localhost' },
        }),
      }),
      'GET /api/contexts': () => ({ body: [] }),
    });
    injectBranding(plHost);
    // Signed out, the investor opens an offer: the guard sends them to sign in and remembers it.
    const first = renderApp({ path: `/app/offers/${offerId}?from=mail` });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();
    expect(localStorage.getItem('returnTo')).toContain('from=mail');
    // The mailed sign-in link (often another tab): after it, the offer they asked for.
    const { router } = renderApp({ path: `/login-with-redirect-token?token=${TOKEN}` });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/app/offers/${offerId}?from=mail`,
      ),
    );
    // Reached: the next sign-in goes to the dashboard.
    await waitFor(() => expect(localStorage.getItem('returnTo')).toBeNull());
  });

  it('explains a used or expired link and offers a new one', async () => {
    fakeApi({
      'POST /auth/login-investor': () => ({
        status: 401,
        body: { label: 'Token is invalid.', code: 'token.not_active' },
      }),
    });
    injectBranding(plHost);
    renderApp({ path: `/login-with-redirect-token?token=${TOKEN}` });
    expect(await screen.findByText('Ten token nie jest już aktywny.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' }).getAttribute('href')).toBe('/investor-login');
  });
});

describe('password reset and activation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports a reset request as processed', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /auth/password/send-remind-request': () => ({ body: { status: 'processed' } }) });
    injectBranding(enHost);
    renderApp({ path: '/auth/reset-password' });
    await user.type(await screen.findByLabelText(/E-mail address/), 'doradca@demo.localhost');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/Your password reset request has been processed/)).toBeTruthy();
  });

  it('checks the new password with the shared rules (strength, match) before sending it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /auth/password/set': () => ({ body: { status: 'processed' } }) });
    injectBranding(plHost);
    const { router } = renderApp({ path: `/auth/reset-password/${TOKEN}` });
    await user.type(await screen.findByLabelText(/^Nowe hasło/), 'abc');
    await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(
      await screen.findByText(
        'Hasło jest za słabe: użyj co najmniej 8 znaków, w tym wielkiej i małej litery, cyfry oraz znaku specjalnego.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Hasła muszą być takie same.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Nowe hasło/));
    await user.type(screen.getByLabelText(/^Nowe hasło/), 'Nowe!Haslo1');
    await user.clear(screen.getByLabelText(/^Powtórz nowe hasło/));
    await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'Nowe!Haslo1');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.called('POST /auth/password/set')[0]?.body).toEqual({
      token: TOKEN,
      password: 'Nowe!Haslo1',
      passwordConfirmation: 'Nowe!Haslo1',
    });
    expect(await screen.findByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeTruthy();
  });

  it('activates an account, and offers a new link when the old one no longer works', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /auth/activate-from-email': () => ({
        status: 401,
        body: { label: 'Token is invalid.', code: 'token.not_active' },
      }),
      'POST /auth/activate/send-token': () => ({ body: { status: 'processed' } }),
    });
    injectBranding(enHost);
    renderApp({ path: `/auth/activate-from-email/${TOKEN}` });
    await user.type(await screen.findByLabelText(/^New password/), 'Nowe!Haslo1');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Nowe!Haslo1');
    await user.click(screen.getByRole('button', { name: 'Activate the account' }));
    expect(await screen.findByText('This token is no longer active.')).toBeTruthy();
    await user.type(screen.getByLabelText(/E-mail address/), 'nowy.doradca@demo.localhost');
    await user.click(screen.getByRole('button', { name: 'Send the activation link' }));
    expect(await screen.findByText(/we have sent a new link/)).toBeTruthy();
    expect(api.called('POST /auth/activate/send-token')[0]?.body).toEqual({ email: 'nowy.doradca@demo.localhost' });
  });
});
