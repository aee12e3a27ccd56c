import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { signedInInvestorRoutes, signInAsInvestor } from '@/testing/investor-session.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

function Boom(): never {
  throw new Error('boom');
}

describe('error pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the unknown path on the 404 page, in Polish, with a way home', async () => {
    injectBranding(plHost);
    renderApp({ path: '/nie/ma/takiej' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
    expect(screen.getByText('Nie znaleziono strony: /nie/ma/takiej')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Demo Dom Maklerski' })).toBeTruthy();
  });

  it('shows the unknown path on the 404 page in English', async () => {
    injectBranding(enHost);
    renderApp({ path: '/missing-page' });

    expect(await screen.findByText('Page not found: /missing-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('renders the generic error page when a route throws', async () => {
    // React and the router log the caught error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectBranding(enHost);
    renderApp({ path: '/boom', extraRoutes: [{ path: '/boom', element: <Boom /> }] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Custom Capital' })).toBeTruthy();
  });

  it('renders the generic error page in Polish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectBranding(plHost);
    renderApp({ path: '/boom', extraRoutes: [{ path: '/boom', element: <Boom /> }] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Wewnętrzny błąd serwera' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeTruthy();
  });
});

describe('failed route checks (issue 19)', () => {
  const one = (role: 'banner' | 'contentinfo') => expect(screen.getAllByRole(role)).toHaveLength(1);

  it('shows a cut sign-in link as broken, in one frame, with the way to a new one', async () => {
    injectBranding(plHost);
    renderApp({ path: '/login-with-redirect-token?token=abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ten link jest nieprawidłowy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wyślij mi nowy link do logowania' }).getAttribute('href')).toBe(
      '/investor-login',
    );
    one('banner');
    one('contentinfo');
  });

  it('shows a KYC form or offer link without its token as broken, asking the advisor for it again', async () => {
    for (const path of ['/kyc-form', '/campaign?token=', '/invest?token=x']) {
      injectBranding(enHost);
      const { unmount } = renderApp({ path });
      expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
      expect(screen.getByText('Ask your advisor to send you the link again.')).toBeTruthy();
      one('banner');
      one('contentinfo');
      unmount();
    }
  });

  it('offers a new activation link at once for a cut activation link, with no password form', async () => {
    injectBranding(enHost);
    renderApp({ path: '/auth/activate-from-email/cut' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByText('Send a new activation link')).toBeTruthy();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    one('banner');
  });

  it('shows an invalid id inside the signed-in app without a second header', async () => {
    fakeApi(signedInInvestorRoutes([]));
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: '/app/offers/not-a-uuid' });
    expect(await screen.findByText('Nie znaleziono strony: /app/offers/not-a-uuid')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryAllByRole('contentinfo')).toHaveLength(0);
  });
});
