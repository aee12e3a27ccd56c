import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '@wl/shared/errors';
import { formatMoney } from '@wl/shared/format';
import type { FollowUpSettings, StalledOffer, StalledStage } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const CAMPAIGN = 'a0000000-0000-4000-8000-000000000001';
const OFFER = 'd0000000-0000-4000-8000-000000000001';
const FIRST = { timeout: 15_000 };

const offer = (overrides: Partial<StalledOffer> = {}): StalledOffer => ({
  offerId: OFFER,
  stage: 'viewed',
  since: '2026-11-18T09:30:00.000Z',
  days: 9,
  investorName: 'Zofia Nowak',
  investorEmail: 'zofia@example.com',
  campaignName: 'Obligacje Demo 2027',
  productCode: 'DEMO-12M',
  amount: null,
  currency: 'PLN',
  ownerName: 'Jan Doradca',
  lastReminderAt: null,
  nextReminderAt: null,
  ...overrides,
});

const rows: StalledOffer[] = [
  offer(),
  offer({
    offerId: 'd0000000-0000-4000-8000-000000000002',
    stage: 'accepted',
    since: '2026-11-20T10:00:00.000Z',
    days: 2,
    investorName: 'Adam Kowalski',
    investorEmail: 'adam@example.com',
    amount: '25000.00',
    ownerName: 'Anna Nowak',
    lastReminderAt: '2026-11-21T08:15:00.000Z',
  }),
];

/** The stall counts a tenant's list holds (the totals of its tabs). */
const totals: Record<StalledStage | 'all', number> = { all: 45, viewed: 30, interested: 10, accepted: 4, signed: 1 };

/** The query strings the page sent to GET /api/advisor/follow-up. */
function listQueries(): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://demo.localhost'))
    .filter((url) => url.pathname === '/api/advisor/follow-up')
    .map((url) => url.searchParams);
}

/** The query of the list's own page (the tabs' counts ask for 10 rows of each stall). */
const pageQueries = () => listQueries().filter((query) => query.get('limit') !== '10' || query.get('offset') !== '0');

interface Options {
  roles?: string[];
  settings?: FollowUpSettings;
  reminder?: () => { status?: number; body?: unknown };
  list?: (query: URLSearchParams) => { status?: number; body?: unknown; total?: number };
  host?: typeof plHost;
}

function open({ roles = ['advisor'], settings, reminder, list, host = plHost }: Options = {}, path = '/app/follow-up') {
  let stored: FollowUpSettings = settings ?? { stallDays: 7, automaticReminders: false };
  const sent = new Map<string, string>();
  const user = activeUser({ context: { type: 'advisor-panel', id: DEMO_TENANT, roles } });
  const api = fakeApi({
    ...signedInAdvisorRoutes(user),
    'GET /api/advisor/campaigns': () => ({
      body: {
        results: [
          {
            id: CAMPAIGN,
            name: 'Obligacje Demo 2027',
            startDate: '2026-01-01',
            endDate: '2027-12-31',
            phase: 'open',
            active: true,
          },
        ],
      },
    }),
    'GET /api/advisor/follow-up': () => {
      const query = listQueries().at(-1) ?? new URLSearchParams();
      if (list) return list(query);
      const stage = (query.get('stage') ?? 'all') as StalledStage | 'all';
      const shown = rows
        .filter((row) => stage === 'all' || row.stage === stage)
        .map((row) =>
          sent.has(row.offerId)
            ? { ...row, lastReminderAt: '2026-11-27T12:00:00.000Z', nextReminderAt: sent.get(row.offerId) ?? null }
            : row,
        );
      return { body: shown, total: totals[stage] };
    },
    'GET /api/advisor/follow-up/settings': () => ({ body: stored }),
    'PUT /api/advisor/follow-up/settings': (call) => {
      stored = call.body as FollowUpSettings;
      return { body: stored };
    },
    [`POST /api/advisor/investor/${OFFER}/reminder`]: () => {
      if (reminder) return reminder();
      const next = new Date(Date.now() + 24 * 3600_000).toISOString();
      sent.set(OFFER, next);
      return { status: 201, body: { sentAt: new Date().toISOString(), nextReminderAt: next } };
    },
  });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(host);
  return { api, ...renderApp({ path }) };
}

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

afterEach(() => {
  // The notifications' store outlives a test: a message of one must not show in the next.
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('/app/follow-up (issue 20, item 4)', { timeout: 60_000 }, () => {
  it('lists an advisor the stalled offers with the stall in words, the tabs counted, in Polish', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Do kontaktu' }, FIRST)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Oferty do kontaktu' });
    expect(cellTexts(table)).toEqual([
      ['Inwestor', 'Kampania i produkt', 'Na czym utknęła', 'Kwota', 'Ostatnie przypomnienie', 'Działania'],
      [
        'Zofia Nowakzofia@example.com',
        'Obligacje Demo 2027DEMO-12M',
        'Wyświetlona, bez zainteresowania od 9 dniNa etapie od 18.11.2026',
        '—',
        'Jeszcze nie wysłano',
        'Wyślij przypomnienie',
      ],
      [
        'Adam Kowalskiadam@example.com',
        'Obligacje Demo 2027DEMO-12M',
        'Zaakceptowana, umowa niepodpisana od 2 dniNa etapie od 20.11.2026',
        formatMoney('25000.00', 'PLN'),
        '21.11.2026, 09:15',
        'Wyślij przypomnienie',
      ],
    ]);
    // Each investor leads to the investment's page.
    expect(within(table).getByRole('link', { name: 'Zofia Nowak' }).getAttribute('href')).toBe(
      `/app/investments/${OFFER}`,
    );
    expect(screen.getByTestId('follow-up-total').textContent).toBe('45 ofert do kontaktu');
    const tabs = screen.getByRole('tablist', { name: 'Etap, na którym oferta utknęła' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual([
        'Wszystkie (45)',
        'Wyświetlone bez zainteresowania (30)',
        'Zainteresowani bez akceptacji (10)',
        'Zaakceptowane bez umowy (4)',
        'Podpisane bez wpłaty (1)',
      ]),
    );
    // An advisor reads N and cannot change it; no owner column (the offers are their own).
    expect((await screen.findByTestId('follow-up-stall-days')).textContent).toBe(
      'Lista pokazuje oferty bez kolejnego kroku od co najmniej 7 dni. Przypomnienia automatyczne są wyłączone.',
    );
    expect(screen.queryByRole('textbox', { name: /Oferta utknęła po/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zapisz ustawienia' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Opiekun' })).toBeNull();
  });

  it('narrows to one stall and one campaign and pages on the server, all kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await screen.findByRole('table', { name: 'Oferty do kontaktu' }, FIRST);
    expect(pageQueries().at(-1)?.toString()).toBe('limit=20&offset=0');

    const nav = screen.getByRole('navigation', { name: 'Strony listy ofert do kontaktu' });
    expect(screen.getByText('1–20 z 45')).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'Strona 2' }));
    await waitFor(() => expect(pageQueries().at(-1)?.toString()).toBe('limit=20&offset=20'));
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('textbox', { name: 'Na stronie' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(pageQueries().at(-1)?.toString()).toBe('limit=50&offset=0'));

    await user.click(screen.getByRole('tab', { name: /Zaakceptowane bez umowy/ }));
    await waitFor(() => expect(listQueries().at(-1)?.get('stage')).toBe('accepted'));
    expect(new URLSearchParams(router.state.location.search).get('stage')).toBe('accepted');
    const table = await screen.findByRole('table', { name: 'Oferty do kontaktu' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Adam Kowalski')).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: 'Kampania' }));
    await user.click(await screen.findByRole('option', { name: 'Obligacje Demo 2027' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('campaignId')).toBe(CAMPAIGN));
    expect(new URLSearchParams(router.state.location.search).get('campaign')).toBe(CAMPAIGN);
  });

  it('reads the tab and page from the address', async () => {
    open({}, '/app/follow-up?stage=signed&page=2&size=10');
    await screen.findByRole('heading', { level: 1, name: 'Do kontaktu' }, FIRST);
    await waitFor(() => expect(pageQueries()[0]?.toString()).toBe('stage=signed&limit=10&offset=10'));
    expect(screen.getByRole('tab', { name: /Podpisane bez wpłaty/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends a reminder once confirmed, says so, and holds the button back for 24 hours', async () => {
    const user = userEvent.setup();
    const { api } = open();
    const table = await screen.findByRole('table', { name: 'Oferty do kontaktu' }, FIRST);
    await user.click(within(table).getByRole('button', { name: 'Wyślij przypomnienie – Zofia Nowak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wysłać przypomnienie?' });
    expect(
      within(dialog).getByText(
        'Na adres zofia@example.com (Zofia Nowak) wyślemy e-mail z przypomnieniem o ofercie DEMO-12M w kampanii „Obligacje Demo 2027”, w języku inwestora.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Kolejne przypomnienie o tej ofercie będzie możliwe po 24 godzinach.'),
    ).toBeTruthy();
    // Decision 072: a reminder may carry a new offer link, which ends the one sent before.
    expect(
      within(dialog).getByText(
        'Jeśli inwestor nie korzystał jeszcze z panelu inwestora, e-mail zawiera nowy link do oferty, a link wysłany wcześniej przestanie działać.',
      ),
    ).toBeTruthy();
    expect(api.called(`POST /api/advisor/investor/${OFFER}/reminder`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij przypomnienie' }));

    expect(await screen.findByText('Przypomnienie wysłane na adres zofia@example.com.')).toBeTruthy();
    expect(api.called(`POST /api/advisor/investor/${OFFER}/reminder`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = within(table).getByRole('button', {
      name: 'Wyślij przypomnienie – Zofia Nowak',
    }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    const hint = within(table).getByTestId('next-reminder');
    expect(hint.textContent).toMatch(/^Kolejne przypomnienie możliwe od \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    // The list read again shows when it went.
    await waitFor(() => expect(within(table).getByText('27.11.2026, 13:00')).toBeTruthy());
    // The other offer may still be reminded.
    expect(
      (within(table).getByRole('button', { name: 'Wyślij przypomnienie – Adam Kowalski' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('shows the server’s refusal when a reminder went out less than 24 hours ago, and holds the button back', async () => {
    const user = userEvent.setup();
    const body = {
      label: 'A reminder was sent less than 24 hours ago.',
      code: 'offer.reminder_too_soon',
      parameters: { nextReminderAt: '2099-11-29T09:00:00.000Z' },
      violations: [],
    };
    open({ reminder: () => ({ status: 429, body }) });
    const table = await screen.findByRole('table', { name: 'Oferty do kontaktu' }, FIRST);
    await user.click(within(table).getByRole('button', { name: 'Wyślij przypomnienie – Zofia Nowak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wysłać przypomnienie?' });
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij przypomnienie' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Nie wysłano przypomnienia')).toBeTruthy();
    expect(within(alert).getByText(errorMessage({ status: 429, body }, 'pl').text)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    const button = within(table).getByRole('button', {
      name: 'Wyślij przypomnienie – Zofia Nowak',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(table).getByText('Kolejne przypomnienie możliwe od 29.11.2099, 10:00')).toBeTruthy();
  });

  it('lets an admin change N and the automatic reminders, refusing 0 and 91', async () => {
    const user = userEvent.setup();
    const { api } = open({ roles: ['admin'] });
    const days = (await screen.findByRole(
      'textbox',
      { name: 'Oferta utknęła po (dniach)' },
      FIRST,
    )) as HTMLInputElement;
    expect(days.value).toBe('7');
    const range = 'Podaj liczbę całkowitą od 1 do 90.';
    await user.clear(days);
    await user.type(days, '0');
    await user.tab();
    expect(await screen.findByText(range)).toBeTruthy();
    await user.clear(days);
    await user.type(days, '91');
    await user.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    expect(await screen.findByText(range)).toBeTruthy();
    expect(api.called('PUT /api/advisor/follow-up/settings')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('switch', { name: /^Wysyłaj przypomnienia automatycznie/ }));
    await user.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    expect(await screen.findByText('Ustawienia przypomnień zapisane.')).toBeTruthy();
    expect(api.called('PUT /api/advisor/follow-up/settings').map((call) => call.body)).toEqual([
      { stallDays: 14, automaticReminders: true },
    ]);
    expect(screen.queryByText(range)).toBeNull();
    // An admin sees whose offer each is.
    expect(screen.getByRole('columnheader', { name: 'Opiekun' })).toBeTruthy();
  });

  it('words the list, the owner and the settings in English for a coordinator, without the settings form', async () => {
    open({ roles: ['coordinator'], host: enHost, settings: { stallDays: 1, automaticReminders: true } });
    const table = await screen.findByRole('table', { name: 'Offers to follow up' }, FIRST);
    expect(cellTexts(table)[0]).toEqual([
      'Investor',
      'Campaign and product',
      'Stalled',
      'Amount',
      'Owner',
      'Last reminder',
      'Actions',
    ]);
    expect(cellTexts(table)[1]?.[2]).toBe('Viewed, no interest for 9 daysIn the stage since 18.11.2026');
    expect(cellTexts(table)[2]?.[4]).toBe('Anna Nowak');
    expect((await screen.findByTestId('follow-up-stall-days')).textContent).toBe(
      'The list shows offers stalled for at least 1 day. Automatic reminders are on.',
    );
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('says when nothing is stalled', async () => {
    open({ list: () => ({ body: [], total: 0 }) });
    expect(await screen.findByText('Żadna oferta nie czeka na kontakt.', {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    open({
      list: (query) => {
        if (query.get('limit') === '20') calls += 1;
        return calls <= 2 && query.get('limit') === '20'
          ? { status: 500, body: { label: 'Internal Server Error' } }
          : { body: rows, total: 2 };
      },
    });
    const title = await screen.findByText('Nie udało się wczytać listy ofert do kontaktu.', {}, FIRST);
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table', { name: 'Oferty do kontaktu' })).toBeTruthy();
  });
});
