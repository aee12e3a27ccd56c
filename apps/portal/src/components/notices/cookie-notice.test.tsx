import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';
import { cookieNoticeKey, isCookieNoticeDismissed } from './cookie-notice.tsx';

describe('cookie notice', () => {
  it('is shown until dismissed, and the dismissal is remembered for this host', async () => {
    const user = userEvent.setup();
    injectBranding(plHost);
    const first = renderApp();
    const notice = await screen.findByRole('complementary', { name: 'Informacja o plikach cookie' });
    expect(notice.textContent).toContain('plików cookie');
    await user.click(screen.getByRole('button', { name: 'Rozumiem' }));
    expect(screen.queryByRole('complementary', { name: 'Informacja o plikach cookie' })).toBeNull();
    expect(localStorage.getItem(cookieNoticeKey())).toBe('1');
    first.unmount();

    renderApp({ path: '/investor-login' });
    await screen.findByRole('heading', { level: 1, name: 'Logowanie do panelu inwestora' });
    expect(screen.queryByRole('complementary', { name: 'Informacja o plikach cookie' })).toBeNull();
  });

  it('is shown on the public pages of a link too (campaign, invest, KYC form)', async () => {
    for (const path of ['/campaign?token=abcdefgh12', '/invest?token=abcdefgh12', '/kyc-form?token=abcdefgh12']) {
      localStorage.clear();
      // The pages ask for their offer or form; unknown calls answer 404 (a broken link's page).
      fakeApi({});
      injectBranding(enHost);
      const view = renderApp({ path });
      expect(await screen.findByRole('complementary', { name: 'Cookie notice' }), path).toBeTruthy();
      view.unmount();
    }
  });

  it('keys the dismissal by host', () => {
    localStorage.setItem(cookieNoticeKey('demo.localhost:3000'), '1');
    expect(isCookieNoticeDismissed('demo.localhost:3000')).toBe(true);
    expect(isCookieNoticeDismissed('custom.localhost:3000')).toBe(false);
  });

  it('speaks the page language', async () => {
    injectBranding(enHost);
    renderApp();
    expect(await screen.findByRole('complementary', { name: 'Cookie notice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeTruthy();
  });
});
