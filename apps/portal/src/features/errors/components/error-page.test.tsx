import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enHost, plHost } from '@/testing/hosts.ts';
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
