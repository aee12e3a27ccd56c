import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvestmentRow } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, fakeApi, type RecordedCall, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

/**
 * Issue 19, "Language" (decision 066): the API names each row's campaign in the screen's
 * language; the table and the kanban show that name and ask again when the language is switched.
 */

const OFFERS = 'GET /api/advisor/investor/offers';
const FIRST = { timeout: 15_000 };

function row(language: string | null): InvestmentRow {
  return {
    id: '00000000-0000-4000-8000-000000000077',
    investorName: 'Adam Zaproszony',
    investorEmail: 'adam@example.com',
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    networkId: null,
    investmentValue: null,
    currency: 'PLN',
    status: 'invited',
    statusDate: '2026-03-02T10:15:00.000Z',
    campaignName: language === 'en' ? 'Growth Shares' : 'Akcje Wzrostowe',
    productAutentiStatus: null,
    productCode: 'A-1',
    paymentConfirmations: [],
  };
}

/** The offers as the API answers them: named in the request's Accept-Language. */
const offersInLanguage = (call: RecordedCall) => ({ body: [row(call.headers.get('accept-language'))], total: 1 });

function open(path: string) {
  const api = fakeApi({
    ...signedInAdvisorRoutes(),
    [OFFERS]: offersInLanguage,
    'GET /api/advisor/investor/offers/totals': () => ({ body: [] }),
  });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(plHost);
  renderApp({ path });
  return api;
}

async function switchToEnglish() {
  const user = userEvent.setup();
  const switcher = screen.getByRole('radiogroup', { name: 'Język' });
  await user.click(within(switcher).getByRole('radio', { name: 'English' }));
}

/** The languages the offers list was asked in, in order. */
const askedIn = (api: ReturnType<typeof fakeApi>) =>
  api.called(OFFERS).map((call) => call.headers.get('accept-language'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('campaign names in the screen’s language', { timeout: 60_000 }, () => {
  it('the investments table shows the Polish name, then the English one once English is chosen', async () => {
    const api = open('/app/investors');
    const table = await screen.findByRole('table', {}, FIRST);
    expect(await within(table).findByText('Akcje Wzrostowe', {}, FIRST)).toBeTruthy();
    await switchToEnglish();
    expect(await within(screen.getByRole('table')).findByText('Growth Shares')).toBeTruthy();
    expect(within(screen.getByRole('table')).queryByText('Akcje Wzrostowe')).toBeNull();
    expect(askedIn(api)).toContain('en');
  });

  it('the kanban asks again in English and shows the English name on the card', async () => {
    const api = open('/app/investors?view=kanban');
    const column = await screen.findByTestId('kanban-column-invited', {}, FIRST);
    await waitFor(() => expect(within(column).getByText(/Akcje Wzrostowe/)).toBeTruthy(), FIRST);
    await switchToEnglish();
    await waitFor(() =>
      expect(within(screen.getByTestId('kanban-column-invited')).getByText(/Growth Shares/)).toBeTruthy(),
    );
    expect(within(screen.getByTestId('kanban-column-invited')).queryByText(/Akcje Wzrostowe/)).toBeNull();
    // The board's first request was Polish, the one after the switch English.
    const languages = askedIn(api);
    expect(languages.indexOf('pl')).toBeLessThan(languages.lastIndexOf('en'));
  });
});
