import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';
import { peekReturnTo } from './return-to.ts';
import { tokenStore } from './token-store.ts';

const PAGE = '/app?from=mail';

async function openSignedIn() {
  fakeApi(signedInAdvisorRoutes());
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(plHost);
  const rendered = renderApp({ path: PAGE });
  await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Jan' }, { timeout: 5000 });
  return rendered;
}

describe('the page to return to when a session ends (issue 19)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is forgotten by a sign-out on purpose: the next sign-in opens the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = await openSignedIn();

    await user.click(screen.getByRole('button', { name: 'Menu użytkownika Jan Doradca' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Wyloguj się' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('button', { name: 'Zaloguj się' });
    expect(peekReturnTo()).toBeNull();
  });

  it('is remembered when the session expires: the user did not choose to leave', async () => {
    const { router } = await openSignedIn();

    act(() => tokenStore.removeAccessToken());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(peekReturnTo()).toBe(PAGE);
  });
});
