import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, fakeApi } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';
import {
  heldAnswer,
  INVESTOR_EMAIL,
  investorSignInRoutes,
  linkWorks,
  processed,
  LINK_TOKEN as TOKEN,
  tokenNotActive,
} from '../testing/auth-fakes.ts';

describe('investor sign-in by one-time link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the link and confirms, without telling whether the address has an account', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /auth/investor/send-token': processed });
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
    const investorToken = accessToken({ context_type: 'investor-panel', username: INVESTOR_EMAIL });
    const api = fakeApi(investorSignInRoutes(investorToken));
    injectBranding(plHost);
    const { router } = renderApp({ path: `/login-with-redirect-token?token=${TOKEN}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(tokenStore.accessToken()).toBe(investorToken);
    expect(api.called('POST /auth/login-investor')).toHaveLength(1);
    expect(api.called('POST /auth/login-investor')[0]?.body).toEqual({ token: TOKEN });
  });

  it('after the sign-in opens the page asked for before it, not the dashboard (issue 19)', async () => {
    const investorToken = accessToken({ context_type: 'investor-panel', username: INVESTOR_EMAIL });
    const offerId = 'a0000000-0000-4000-8000-000000000009';
    fakeApi(investorSignInRoutes(investorToken));
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
    fakeApi({ 'POST /auth/login-investor': tokenNotActive() });
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
    fakeApi({ 'POST /auth/password/send-remind-request': processed });
    injectBranding(enHost);
    renderApp({ path: '/auth/reset-password' });
    await user.type(await screen.findByLabelText(/E-mail address/), 'doradca@demo.localhost');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/Your password reset request has been processed/)).toBeTruthy();
  });

  it('checks the new password with the shared rules (strength, match) before sending it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /auth/password/check': linkWorks, 'POST /auth/password/set': processed });
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
    expect(api.called('POST /auth/password/set')).toHaveLength(0);

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

  it('activates an account, and offers a new link when the link stops working after the page opened', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      // Used in another tab after the page checked it: the submit says so.
      'POST /auth/activate/check': linkWorks,
      'POST /auth/activate-from-email': tokenNotActive(),
      'POST /auth/activate/send-token': processed,
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

describe('a mailed link checked when its page opens (decision 067)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the new-password form only once the reset link is known to work', async () => {
    const held = heldAnswer({ status: 204 });
    const api = fakeApi({ 'POST /auth/password/check': held.handler });
    injectBranding(plHost);
    renderApp({ path: `/auth/reset-password/${TOKEN}` });
    expect(await screen.findByText('Sprawdzamy link…', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText(/^Nowe hasło/)).toBeNull();

    held.release();

    expect(await screen.findByLabelText(/^Nowe hasło/)).toBeTruthy();
    expect(screen.queryByText('Sprawdzamy link…')).toBeNull();
    expect(api.called('POST /auth/password/check')[0]?.body).toEqual({ token: TOKEN });
  });

  it('says a used or expired reset link is not valid and leads to a new reset request, with no form', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /auth/password/check': tokenNotActive(404) });
    injectBranding(enHost);
    const { router } = renderApp({ path: `/auth/reset-password/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Ask for a new password link' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'));
    expect(api.called('POST /auth/password/set')).toHaveLength(0);
  });

  it('offers a new activation link at once for a used or expired one, before any password', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /auth/activate/check': tokenNotActive(404),
      'POST /auth/activate/send-token': processed,
    });
    injectBranding(plHost);
    renderApp({ path: `/auth/activate-from-email/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ten link jest nieprawidłowy' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Nowe hasło/)).toBeNull();

    await user.type(screen.getByLabelText(/Adres e-mail/), 'nowy.doradca@demo.localhost');
    await user.click(screen.getByRole('button', { name: 'Wyślij link aktywacyjny' }));

    expect(await screen.findByText(/wysłaliśmy nowy link/)).toBeTruthy();
    expect(api.called('POST /auth/activate/check')[0]?.body).toEqual({ token: TOKEN });
  });

  it('asks nothing for an activation link cut when copied: a new one is offered at once', async () => {
    const api = fakeApi({});
    injectBranding(enHost);
    renderApp({ path: '/auth/activate-from-email/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the activation link' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('says an account archived since the mail is not active, with no form and no new link', async () => {
    fakeApi({
      'POST /auth/activate/check': () => ({
        status: 403,
        body: { label: 'Account is not active.', code: 'account.not_active' },
      }),
    });
    injectBranding(plHost);
    renderApp({ path: `/auth/activate-from-email/${TOKEN}` });
    expect(await screen.findByText('Konto nie jest aktywne.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Nowe hasło/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wyślij link aktywacyjny' })).toBeNull();
  });

  it('shows the form when the check gets no answer: setting the password says the rest', async () => {
    fakeApi({ 'POST /auth/activate/check': () => ({ status: 503, body: { label: 'Unavailable' } }) });
    injectBranding(enHost);
    renderApp({ path: `/auth/activate-from-email/${TOKEN}` });
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
  });
});
