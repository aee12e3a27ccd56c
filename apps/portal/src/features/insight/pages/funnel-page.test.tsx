import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@wl/shared/format';
import { addDays, todayIso } from '@wl/shared/rules';
import type { Funnel } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const DAY = 86_400;
const CAMPAIGN = 'a0000000-0000-4000-8000-000000000001';
const NETWORK = 'b0000000-0000-4000-8000-000000000001';
const ADVISOR = 'c0000000-0000-4000-8000-000000000001';

const funnel = (overrides: Partial<Funnel> = {}): Funnel => ({
  period: { from: '2026-09-01', to: '2026-11-29' },
  steps: [
    { step: 'invited', count: 1200, conversion: null, medianSeconds: 1.5 * DAY },
    { step: 'viewed', count: 1000, conversion: 0.8333, medianSeconds: DAY },
    { step: 'interested', count: 500, conversion: 0.5, medianSeconds: 5 * DAY },
    { step: 'accepted', count: 200, conversion: 0.4, medianSeconds: 2 * 3600 },
    { step: 'signed', count: 150, conversion: 0.75, medianSeconds: 3 * DAY },
    { step: 'active', count: 150, conversion: 1, medianSeconds: null },
  ],
  amounts: [{ currency: 'PLN', accepted: '5000.00', active: '10000.00', raised: '15000.00', maximum: '600000.00' }],
  ...overrides,
});

const campaigns = [
  {
    id: CAMPAIGN,
    name: 'Obligacje Demo 2027',
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    phase: 'open',
    active: true,
  },
];

function signIn(
  roles: string[] = ['advisor'],
  answer: () => { status?: number; body?: unknown } = () => ({ body: funnel() }),
) {
  const user = activeUser({ context: { type: 'advisor-panel', id: DEMO_TENANT, roles } });
  const api = fakeApi({
    ...signedInAdvisorRoutes(user),
    'GET /api/advisor/network': () => ({ body: [{ id: NETWORK, name: 'Sieć Północ' }] }),
    'GET /api/advisor/campaigns': () => ({ body: { results: campaigns } }),
    'GET /api/advisor/advisor': () => ({
      body: [
        {
          id: ADVISOR,
          firstName: 'Anna',
          surname: 'Zielińska',
          email: 'anna@demo.localhost',
          brokerNetworkIds: [NETWORK],
          status: 'active',
        },
      ],
      total: 1,
    }),
    'GET /api/advisor/funnel': answer,
    'GET /api/advisor/funnel/export': () => ({ body: 'x' }),
  });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  return api;
}

/** The query strings the page sent to GET /api/advisor/funnel. */
function funnelQueries(): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://demo.localhost'))
    .filter((url) => url.pathname === '/api/advisor/funnel')
    .map((url) => url.searchParams);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('/app/funnel (issue 20)', () => {
  it('shows an advisor the steps as a table beside the chart, in Polish, with the money against the maximum', async () => {
    signIn();
    injectBranding(plHost);
    renderApp({ path: '/app/funnel' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lejek sprzedaży' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /Liczba ofert na każdym etapie/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // Spec §9 numbers: no-break spaces between thousands, a decimal comma; rates as "83,3 %".
    expect(rows).toEqual([
      ['Zaproszeni', '1\u00a0200', '—', '1,5 dnia'],
      ['Wyświetlone', '1\u00a0000', '83,3\u00a0%', '1 dzień'],
      ['Zainteresowani', '500', '50,0\u00a0%', '5 dni'],
      ['Zaakceptowane', '200', '40,0\u00a0%', '2 godziny'],
      ['Umowa podpisana', '150', '75,0\u00a0%', '3 dni'],
      ['Aktywne', '150', '100,0\u00a0%', '—'],
    ]);
    // The chart is a picture only: the table says the same.
    expect(screen.getByTestId('funnel-chart').getAttribute('aria-hidden')).toBe('true');
    const pln = screen.getByTestId('funnel-amount-PLN');
    const raised = `Zebrano ${formatMoney('15000.00', 'PLN')} z ${formatMoney('600000.00', 'PLN')}`;
    expect(
      within(pln).getByText((_, element) => element?.tagName === 'P' && element.textContent === raised),
    ).toBeTruthy();
    expect(within(pln).getByRole('progressbar', { name: 'Zebrano PLN: 2,5\u00a0% maksimum' })).toBeTruthy();
    // A plain advisor sees only their own offers: no network or advisor to choose.
    expect(screen.queryByLabelText('Sieć')).toBeNull();
    expect(screen.queryByLabelText('Doradca')).toBeNull();
    // The last 90 days by default.
    const [query] = funnelQueries();
    expect(query?.get('to')).toBe(todayIso());
    expect(query?.get('from')).toBe(addDays(todayIso(), -89));
  });

  it('lets an admin pick a preset period and a campaign, kept in the address, in English', async () => {
    const user = userEvent.setup();
    signIn(['admin']);
    injectBranding(enHost);
    const { router } = renderApp({ path: '/app/funnel' });

    await screen.findByRole('table', { name: /Offers at each step/ });
    expect(screen.getByRole('textbox', { name: 'Network' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Advisor' })).toBeTruthy();
    const presets = screen.getByRole('group', { name: 'Preset periods' });
    expect(within(presets).getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(presets).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(funnelQueries().at(-1)?.get('from')).toBe(addDays(todayIso(), -29)));
    expect(within(presets).getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('textbox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Obligacje Demo 2027' }));
    await waitFor(() => expect(funnelQueries().at(-1)?.get('campaignId')).toBe(CAMPAIGN));
    expect(new URLSearchParams(router.state.location.search).get('campaign')).toBe(CAMPAIGN);
    expect(screen.getByText('1 day')).toBeTruthy();
    // One notation in both languages (spec §9): a decimal comma in English too.
    expect(screen.getByText('1,5 days')).toBeTruthy();
  });

  it('reads the filters from the address', async () => {
    signIn(['coordinator']);
    injectBranding(plHost);
    renderApp({ path: `/app/funnel?from=2026-01-01&to=2026-03-31&network=${NETWORK}&advisor=${ADVISOR}` });
    await screen.findByRole('table', { name: /Liczba ofert/ });
    const [query] = funnelQueries();
    expect(Object.fromEntries(query ?? [])).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      networkId: NETWORK,
      advisorId: ADVISOR,
    });
    // Spec §9: the date fields write DD.MM.YYYY.
    expect((screen.getByLabelText('Od') as HTMLInputElement).value).toBe('01.01.2026');
  });

  it('exports the funnel of the filters in the address as the chosen file', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const api = signIn(['coordinator']);
    injectBranding(plHost);
    renderApp({ path: `/app/funnel?from=2026-01-01&to=2026-03-31&network=${NETWORK}` });
    await screen.findByRole('table', { name: /Liczba ofert/ });
    await user.click(screen.getByRole('button', { name: 'Eksportuj: lejek sprzedaży' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (Excel, arkusze)' }));
    await waitFor(() => expect(api.called('GET /api/advisor/funnel/export')).toHaveLength(1));
    const exported = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://demo.localhost'))
      .find((url) => url.pathname === '/api/advisor/funnel/export');
    expect(Object.fromEntries(exported?.searchParams ?? [])).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      networkId: NETWORK,
      format: 'csv',
    });
    // Saved, not refused: no download error is shown.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says when no offer was sent in the period', async () => {
    const empty = funnel({
      steps: funnel().steps.map((step) => ({ ...step, count: 0, conversion: null, medianSeconds: null })),
      amounts: [],
    });
    signIn(['advisor'], () => ({ body: empty }));
    injectBranding(plHost);
    renderApp({ path: '/app/funnel' });
    expect(await screen.findByText('W tym okresie nie wysłano żadnej oferty, która spełnia te filtry.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the funnel cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    signIn(['advisor'], () => {
      calls += 1;
      return calls <= 2 ? { status: 500, body: { label: 'Internal Server Error' } } : { body: funnel() };
    });
    injectBranding(plHost);
    renderApp({ path: '/app/funnel' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Nie udało się wczytać lejka.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table', { name: /Liczba ofert/ })).toBeTruthy();
  });
});
