import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvisorCampaign, InvestmentRow } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, signedInAdvisorRoutes, USER_ID } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

/**
 * Issue 19: a campaign's investments a page at a time from the server, with a search, statuses,
 * product and order; "my offers" as a server filter on the owner with counts per tab from the
 * server; the empty, loading and failed states.
 */

const CAMPAIGN_ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a';
const PRODUCT_ID = '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const OTHER_PRODUCT_ID = '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1b';
const OFFERS = `/api/advisor/campaign/${CAMPAIGN_ID}/offers`;
const FIRST = { timeout: 15_000 };

const terms = {
  interestType: 'Fixed',
  interestPaymentFrequency: 'Quarterly',
  duration: 12,
  durationUnit: 'month',
  investmentValueMin: '1000.00',
  investmentValueMax: '100000.00',
  investmentValueStep: '100.00',
  interestPerYear: '8.5',
  currency: 'PLN',
} as const;

const campaign: AdvisorCampaign = {
  id: CAMPAIGN_ID,
  name: 'Obligacje Demo 2026',
  startDate: '2026-01-01',
  endDate: '2099-12-31',
  phase: 'active',
  active: true,
  data: { translations: { pl: { name: 'Obligacje Demo 2026' }, en: { name: 'Demo Bonds 2026' } } },
  products: [
    { id: PRODUCT_ID, campaignId: CAMPAIGN_ID, code: 'DEMO-12M', name: 'Obligacje 12M', terms },
    { id: OTHER_PRODUCT_ID, campaignId: CAMPAIGN_ID, code: 'DEMO-24M', name: 'Obligacje 24M', terms },
  ],
};

function row(index: number, overrides: Partial<InvestmentRow> = {}): InvestmentRow {
  const id = `6f5e4d3c-2b1a-4f0e-9d8c-${String(index).padStart(12, '0')}`;
  return {
    id,
    investorName: `Inwestor ${index}`,
    investorEmail: `inwestor${index}@example.com`,
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    networkId: null,
    investmentValue: null,
    currency: 'PLN',
    status: 'invited',
    statusDate: '2026-03-01T09:00:00.000Z',
    campaignName: 'Obligacje Demo 2026',
    productAutentiStatus: null,
    productCode: 'DEMO-12M',
    paymentConfirmations: [],
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown; total?: number };

/**
 * Serves the campaign and its offers; `offers` answers from the list query the screen sent (the
 * fake API routes by path only, so the query is read here before the call reaches it).
 */
function open({
  offers,
  roles = ['advisor'],
  path = `/app/offers/${CAMPAIGN_ID}`,
  host = plHost,
}: {
  offers: (query: URLSearchParams) => Answer;
  roles?: string[];
  path?: string;
  host?: typeof plHost;
}) {
  const queries: URLSearchParams[] = [];
  let current = new URLSearchParams();
  const user = activeUser({ context: { type: 'advisor-panel', id: DEMO_TENANT, roles } });
  fakeApi({
    ...signedInAdvisorRoutes(user),
    [`GET /api/advisor/campaign/${CAMPAIGN_ID}`]: () => ({ body: campaign }),
    [`GET ${OFFERS}`]: () => offers(current),
  });
  const served = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://demo.localhost');
    if (url.pathname === OFFERS) {
      current = url.searchParams;
      queries.push(url.searchParams);
    }
    return served(input, init);
  });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(host);
  renderApp({ path });
  return { queries, last: () => queries.at(-1) as URLSearchParams };
}

/** The page of `total` generated rows the query asks for. */
const pageOf = (total: number) => (query: URLSearchParams) => {
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => row(offset + i + 1));
  return { body: rows, total };
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the investments of an offer', () => {
  it('asks the server for one page at a time and changes page and page size', async () => {
    const user = userEvent.setup();
    const { last } = open({ offers: pageOf(45) });

    expect(await screen.findByRole('link', { name: 'Inwestor 1' }, FIRST)).toBeTruthy();
    expect(last().get('limit')).toBe('20');
    expect(last().get('offset')).toBe('0');
    expect(last().get('sort')).toBe('statusDate:desc');
    // A plain advisor's scope is its own offers: no owner filter, no tabs.
    expect(last().has('filter[ownerUserId][in]')).toBe(false);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByTestId('campaign-offers-total').textContent).toBe('45 inwestycji');
    expect(screen.getByText('1–20 z 45')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(21);

    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByRole('link', { name: 'Inwestor 21' })).toBeTruthy();
    expect(last().get('offset')).toBe('20');
    expect(screen.getByText('21–40 z 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Strona 2' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('textbox', { name: 'Na stronie' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    // A new page size starts from the first page.
    await waitFor(() => expect(last().get('limit')).toBe('50'));
    expect(last().get('offset')).toBe('0');
    expect(await screen.findByText('1–45 z 45')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Następna strona' })).toBeNull();
  });

  it('sends the search, statuses, product and order to the server; no match offers to clear the filters', async () => {
    const user = userEvent.setup();
    const { last } = open({
      offers: (query) => (query.has('filter[investor][like]') ? { body: [], total: 0 } : pageOf(3)(query)),
      path: `/app/offers/${CAMPAIGN_ID}?status=accepted&status=active&product=${OTHER_PRODUCT_ID}&sort=investmentValue:desc`,
    });

    expect(await screen.findByRole('link', { name: 'Inwestor 1' }, FIRST)).toBeTruthy();
    expect(last().getAll('filter[status][in]')).toEqual(['accepted', 'active']);
    expect(last().getAll('filter[productId][in]')).toEqual([OTHER_PRODUCT_ID]);
    expect(last().get('sort')).toBe('investmentValue:desc');

    await user.type(screen.getByRole('textbox', { name: 'Szukaj inwestora' }), 'Kowalska');
    await waitFor(() => expect(last().get('filter[investor][like]')).toBe('Kowalska'));
    expect(await screen.findByText('Żadna inwestycja nie pasuje do tych filtrów.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Szukaj inwestora' })).toHaveProperty('value', 'Kowalska');
    // The message is not the one of an offer without investments.
    expect(screen.queryByText('Nie masz jeszcze inwestycji w tej ofercie.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(await screen.findByRole('link', { name: 'Inwestor 1' })).toBeTruthy();
    for (const key of ['filter[investor][like]', 'filter[status][in]', 'filter[productId][in]']) {
      expect(last().has(key), key).toBe(false);
    }
    expect(screen.getByRole('textbox', { name: 'Szukaj inwestora' })).toHaveProperty('value', '');
    // The order is not a filter: it stays.
    expect(last().get('sort')).toBe('investmentValue:desc');
  });

  it('goes to the last page there is from a page past the end', async () => {
    const { last } = open({ offers: pageOf(25), path: `/app/offers/${CAMPAIGN_ID}?page=9` });
    expect(await screen.findByRole('link', { name: 'Inwestor 21' }, FIRST)).toBeTruthy();
    expect(last().get('offset')).toBe('20');
    expect(screen.getByText('21–25 z 25')).toBeTruthy();
  });

  it('says an offer has no investments yet, without a button to clear filters', async () => {
    open({ offers: () => ({ body: [], total: 0 }) });
    expect(await screen.findByText('Nie masz jeszcze inwestycji w tej ofercie.', undefined, FIRST)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wyczyść filtry' })).toBeNull();
    expect(screen.queryByTestId('campaign-offers-paging')).toBeNull();
  });

  it('says when the list failed and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    open({
      offers: (query) => (fail ? { status: 500, body: { label: 'Internal error' } } : pageOf(2)(query)),
    });
    const alert = await screen.findByRole('alert', undefined, FIRST);
    expect(within(alert).getByText('Nie udało się wczytać inwestycji')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Inwestor 1' })).toBeTruthy();
  });

  it("gives a coordinator's tabs as server filters on the owner, each with the server's count", async () => {
    const user = userEvent.setup();
    const { queries } = open({
      roles: ['coordinator'],
      offers: (query) => {
        const mine = query.getAll('filter[ownerUserId][in]');
        if (mine.length > 0) {
          expect(mine).toEqual([USER_ID]);
          return pageOf(2)(query);
        }
        const { body, total } = pageOf(7)(query);
        return { body: body.map((item) => ({ ...item, ownerName: 'Anna Lis' })), total };
      },
    });

    expect(await screen.findByRole('tab', { name: 'Moje oferty (2)' }, FIRST)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Oferty w sieci (7)' })).toBeTruthy();
    const mine = screen.getByRole('tabpanel');
    expect(within(mine).getAllByRole('link')).toHaveLength(2);
    expect(within(mine).queryByRole('columnheader', { name: 'Doradca' })).toBeNull();
    // The other tab is only counted: one row asked for.
    expect(queries.some((query) => query.get('limit') === '1' && !query.has('filter[ownerUserId][in]'))).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Oferty w sieci (7)' }));
    const network = await screen.findByRole('tabpanel', { name: 'Oferty w sieci (7)' });
    await waitFor(() => expect(within(network).getAllByRole('link')).toHaveLength(7));
    expect(within(network).getByRole('columnheader', { name: 'Doradca' })).toBeTruthy();
    expect(within(network).getAllByText('Anna Lis')).toHaveLength(7);
    expect(screen.getByRole('tab', { name: 'Moje oferty (2)' })).toBeTruthy();
  });

  it('speaks English, names its icon buttons and keeps the table in a scroll box of its own', async () => {
    const user = userEvent.setup();
    open({ offers: pageOf(30), host: enHost });
    expect(await screen.findByRole('link', { name: 'Inwestor 1' }, FIRST)).toBeTruthy();
    expect(screen.getByText('1–20 of 30')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search for an investor' }), 'x');
    expect(screen.getByRole('button', { name: 'Clear the search' })).toBeTruthy();
    for (const name of ['Previous page', 'Next page', 'Page 1', 'Page 2']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
    // The table scrolls inside a focusable region; the paging is outside it, always on the screen.
    const region = screen.getByRole('region', { name: 'Investments in this offer' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.style.overflowX).toBe('auto');
    expect(within(region).getByRole('table')).toBeTruthy();
    expect(region.contains(screen.getByTestId('campaign-offers-paging'))).toBe(false);
  });
});
