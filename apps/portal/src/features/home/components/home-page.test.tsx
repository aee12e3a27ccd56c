import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CHOSEN_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '@/lib/language.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

describe('home page: the branded sign-in entry', () => {
  it('renders the branding of a Polish host in Polish', async () => {
    injectBranding(plHost);
    renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Obligacje korporacyjne z doradcą Demo' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Oferty kampanii w jednym miejscu.')).toBeTruthy();
    const logo = within(screen.getByRole('banner')).getByRole('img', { name: 'Demo Dom Maklerski' });
    expect(logo.getAttribute('src')).toBe('/images/demo-logo.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Panel doradcy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Panel inwestora' })).toBeTruthy();
    // The advisor signs in right here; the investor is offered the one-time link.
    expect(screen.getByLabelText(/Adres e-mail/)).toBeTruthy();
    expect(screen.getByLabelText(/Hasło/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zaloguj się jednorazowym linkiem' }).getAttribute('href')).toBe(
      '/investor-login',
    );
    expect(document.title).toBe('Demo Dom Maklerski');
    expect(document.documentElement.lang).toBe('pl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl');
  });

  it('renders the branding of an English host in English, with its legal links', async () => {
    injectBranding(enHost);
    renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Private credit for qualified investors' }),
    ).toBeTruthy();
    const logo = within(screen.getByRole('banner')).getByRole('img', { name: 'Custom Capital' });
    expect(logo.getAttribute('src')).toBe('/images/custom-logo.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Advisor panel' })).toBeTruthy();
    expect(document.title).toBe('Custom Capital');
    expect(document.documentElement.lang).toBe('en');

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('#');
    expect(footer.getByText(`© ${new Date().getFullYear()} Custom Capital`)).toBeTruthy();
  });

  it('opens an external legal link in a new tab without an opener', async () => {
    injectBranding(plHost);
    renderApp();

    const link = await screen.findByRole('link', { name: /Ryzyka inwestycyjne/ });
    expect(link.getAttribute('href')).toBe('https://demo.localhost/dokumenty/ryzyka.pdf');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the site title as text when the host has no logo', async () => {
    injectBranding({ ...plHost, landing: { ...plHost.landing, logo: null } });
    renderApp();

    const header = within(await screen.findByRole('banner'));
    expect(header.queryByRole('img')).toBeNull();
    expect(header.getByText('Demo Dom Maklerski')).toBeTruthy();
  });

  it('says the investor panel is blocked only on a host that blocks it', async () => {
    injectBranding(enHost);
    const blocked = renderApp();
    expect(await screen.findByText('The investor panel is not available on this site.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in with a one-time link' })).toBeNull();
    blocked.unmount();

    injectBranding({ ...enHost, features: { ...enHost.features, investorPanelBlocked: false } });
    renderApp();
    expect(await screen.findByRole('heading', { level: 2, name: 'Investor panel' })).toBeTruthy();
    expect(screen.queryByText('The investor panel is not available on this site.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with a one-time link' })).toBeTruthy();
  });

  it('switches every text, the title and <html lang> with the language switch, and remembers the choice', async () => {
    const user = userEvent.setup();
    injectBranding(plHost);
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Obligacje korporacyjne z doradcą Demo' });

    const switcher = screen.getByRole('radiogroup', { name: 'Język' });
    await user.click(within(switcher).getByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Corporate bonds with a Demo advisor' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Advisor panel' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Investment risks/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(document.title).toBe('Demo Brokerage House');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(localStorage.getItem(LANGUAGE_CHOSEN_STORAGE_KEY)).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Polski' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Panel doradcy' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl');
  });

  it('keeps a language the visitor chose on this host over the host language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    localStorage.setItem(LANGUAGE_CHOSEN_STORAGE_KEY, 'true');
    injectBranding(plHost);
    renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Corporate bonds with a Demo advisor' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('ignores a stored language the visitor never chose', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    injectBranding(plHost);
    renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Obligacje korporacyjne z doradcą Demo' }),
    ).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl');
  });
});
