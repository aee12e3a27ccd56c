import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvestmentRow, InvestmentStatus, OfferHistoryEntry } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const OFFER_ID = '5d0c8a1e-3b2f-4c6d-9e8f-0a1b2c3d4e5f';
const path = `/api/advisor/investor/${OFFER_ID}`;

function investment(status: InvestmentStatus, overrides: Partial<InvestmentRow> = {}): InvestmentRow {
  return {
    id: OFFER_ID,
    investorName: 'Zofia Nowak',
    investorEmail: 'zofia@example.com',
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    networkId: null,
    investmentValue: status === 'accepted' ? '25000.00' : null,
    currency: 'PLN',
    status,
    statusDate: '2026-03-02T10:15:00.000Z',
    campaignName: 'Obligacje Demo 2026',
    productAutentiStatus: null,
    productCode: 'DEMO-12M',
    paymentConfirmations: [],
    ...overrides,
  };
}

const history: OfferHistoryEntry[] = [
  {
    kind: 'status',
    id: 'a0000000-0000-4000-8000-000000000001',
    fromStatus: null,
    toStatus: 'invited',
    changedAt: '2026-03-01T08:00:00.000Z',
    changedBy: { name: 'Jan Doradca', role: 'advisor' },
    reason: null,
  },
  {
    kind: 'status',
    id: 'a0000000-0000-4000-8000-000000000002',
    fromStatus: 'invited',
    toStatus: 'viewed',
    changedAt: '2026-03-02T10:15:00.000Z',
    changedBy: { name: 'Zofia Nowak', role: 'investor' },
    reason: null,
  },
  {
    kind: 'status',
    id: 'a0000000-0000-4000-8000-000000000003',
    fromStatus: 'viewed',
    toStatus: 'rejected',
    changedAt: '2026-12-31T23:30:00.000Z',
    changedBy: null,
    reason: 'Inwestor wybrał inny produkt.',
  },
];

function open(status: InvestmentStatus, routes: Parameters<typeof fakeApi>[0] = {}, host = plHost) {
  const api = fakeApi({
    ...signedInAdvisorRoutes(),
    [`GET ${path}`]: () => ({ body: investment(status) }),
    [`GET ${path}/history`]: () => ({ body: history }),
    ...routes,
  });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(host);
  renderApp({ path: `/app/investors/offer/${OFFER_ID}` });
  return api;
}

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

/** The first wait of a test also waits for the screen's chunk, slow on a loaded machine. */
const FIRST = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the status history of an investment', { timeout: 60_000 }, () => {
  it('shows who moved it, when, from → to and why, oldest first, in Polish', async () => {
    open('viewed');
    const table = await screen.findByRole('table', { name: 'Historia statusów' }, FIRST);
    expect(cellTexts(table)).toEqual([
      ['Kiedy', 'Zmiana', 'Kto', 'Powód'],
      ['01.03.2026, 09:00', 'Utworzenie → Zaproszenie wysłane', 'Jan Doradca (doradca)', '—'],
      ['02.03.2026, 11:15', 'Zaproszenie wysłane → Wyświetlona', 'Zofia Nowak (inwestor)', '—'],
      // 23:30 UTC on New Year's Eve is already 1 January in Warsaw.
      ['01.01.2027, 00:30', 'Wyświetlona → Odrzucona', 'Platforma', 'Inwestor wybrał inny produkt.'],
    ]);
  });

  it('words it in English on an English host', async () => {
    open('viewed', {}, enHost);
    const table = await screen.findByRole('table', { name: 'Status history' }, FIRST);
    expect(cellTexts(table)).toEqual([
      ['When', 'Change', 'Who', 'Reason'],
      ['01.03.2026, 09:00', 'Created → Invited', 'Jan Doradca (advisor)', '—'],
      ['02.03.2026, 11:15', 'Invited → Viewed', 'Zofia Nowak (investor)', '—'],
      ['01.01.2027, 00:30', 'Viewed → Rejected', 'The platform', 'Inwestor wybrał inny produkt.'],
    ]);
  });

  // Issue 20 (decision 072): the reminders mailed about a stalled offer are rows of the same history.
  const withReminders: OfferHistoryEntry[] = [
    ...history.slice(0, 2),
    {
      kind: 'reminder',
      id: 'a0000000-0000-4000-8000-000000000004',
      changedAt: '2026-03-12T09:00:00.000Z',
      stage: 'viewed',
      automatic: false,
      changedBy: { name: 'Anna Nowak', role: 'advisor' },
    },
    {
      kind: 'reminder',
      id: 'a0000000-0000-4000-8000-000000000005',
      changedAt: '2026-03-20T06:00:00.000Z',
      stage: 'viewed',
      automatic: true,
      changedBy: null,
    },
  ];

  it('shows the reminders among the status changes: who sent one, or that it went automatically', async () => {
    open('viewed', { [`GET ${path}/history`]: () => ({ body: withReminders }) });
    const table = await screen.findByRole('table', { name: 'Historia statusów' }, FIRST);
    expect(cellTexts(table).slice(3)).toEqual([
      ['12.03.2026, 10:00', 'Przypomnienie wysłane (wyświetlona, bez zainteresowania)', 'Anna Nowak (doradca)', '—'],
      ['20.03.2026, 07:00', 'Automatyczne przypomnienie (wyświetlona, bez zainteresowania)', 'Platforma', '—'],
    ]);
  });

  it('words the reminders in English', async () => {
    open('viewed', { [`GET ${path}/history`]: () => ({ body: withReminders }) }, enHost);
    const table = await screen.findByRole('table', { name: 'Status history' }, FIRST);
    expect(cellTexts(table).slice(3)).toEqual([
      ['12.03.2026, 10:00', 'Reminder sent (viewed, no interest)', 'Anna Nowak (advisor)', '—'],
      ['20.03.2026, 07:00', 'Automatic reminder (viewed, no interest)', 'The platform', '—'],
    ]);
  });
});

describe('the status menu of an investment', { timeout: 60_000 }, () => {
  it("offers only the advisor's moves of the state machine", async () => {
    const user = userEvent.setup();
    open('accepted');
    await user.click(await screen.findByRole('button', { name: 'Zmień status' }, FIRST));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Aktywne', 'Utracone']);
  });

  it('asks for the reason of a rejection, shows the change with an undo, and sends nothing when undone', async () => {
    const user = userEvent.setup();
    const patch = vi.fn(() => ({ body: investment('rejected') }));
    const api = open('invited', { [`PATCH ${path}/status`]: patch });
    await user.click(await screen.findByRole('button', { name: 'Zmień status' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Utracone' }));

    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić inwestycję: Zofia Nowak?' });
    expect(within(dialog).getByText(/cofnąć zmianę można tylko przez kilka sekund/)).toBeTruthy();
    // No reason, no rejection.
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć inwestycję' }));
    expect(await within(dialog).findByText('To pole jest wymagane.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }), 'Duplikat zaproszenia');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć inwestycję' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const pending = screen.getByTestId('pending-moves');
    expect(
      within(pending).getByText('Zofia Nowak: zmiana na „Odrzucona” zostanie zapisana za kilka sekund.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zmień status' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pending).getByRole('button', { name: 'Cofnij zmianę: Zofia Nowak' }));
    expect(within(pending).queryByText(/zostanie zapisana/)).toBeNull();
    expect(await screen.findByText('Cofnięto zmianę: Zofia Nowak; nic nie zostało zapisane.')).toBeTruthy();
    expect(api.called(`PATCH ${path}/status`)).toHaveLength(0);
    expect(patch).not.toHaveBeenCalled();
  });

  it('sends the rejection with its reason once the advisor does not undo it', async () => {
    const user = userEvent.setup();
    const api = open('invited', { [`PATCH ${path}/status`]: () => ({ body: investment('rejected') }) });
    await user.click(await screen.findByRole('button', { name: 'Zmień status' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Utracone' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }), '  Inwestor zrezygnował  ');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć inwestycję' }));
    await user.click(await screen.findByRole('button', { name: 'Zapisz teraz zmianę: Zofia Nowak' }));
    await waitFor(() => expect(api.called(`PATCH ${path}/status`)).toHaveLength(1));
    expect(api.called(`PATCH ${path}/status`)[0]?.body).toEqual({
      status: 'rejected',
      reason: 'Inwestor zrezygnował',
    });
    // The history is read again after the change.
    await waitFor(() => expect(api.called(`GET ${path}/history`).length).toBeGreaterThan(1));
  });
});

describe('the invitation of an investment', { timeout: 60_000 }, () => {
  it('sends the invitation again and says where and until when', async () => {
    const user = userEvent.setup();
    const api = open('viewed', {
      [`POST ${path}/invitation`]: () => ({
        body: { email: 'zofia@example.com', linkExpiresAt: '2027-01-30T00:00:00.000Z' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Wyślij zaproszenie ponownie' }, FIRST));
    expect(
      await screen.findByText('Zaproszenie wysłano ponownie na adres zofia@example.com. Link działa do 30.01.2027.'),
    ).toBeTruthy();
    expect(api.called(`POST ${path}/invitation`)).toHaveLength(1);
  });

  it('says why when the server refuses, in the catalogue’s words', async () => {
    const user = userEvent.setup();
    open('viewed', {
      [`POST ${path}/invitation`]: () => ({
        status: 429,
        body: { label: 'Too many requests.', code: 'error.too_many_requests', parameters: {}, violations: [] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Wyślij zaproszenie ponownie' }, FIRST));
    expect((await screen.findAllByRole('alert')).some((alert) => /Zbyt wiele/i.test(alert.textContent ?? ''))).toBe(
      true,
    );
  });

  it('makes a new link after a confirmation and copies it', async () => {
    const user = userEvent.setup();
    const link = 'https://demo.localhost/campaign?token=new-token';
    const writeText = vi.fn(async () => undefined);
    const api = open('accepted', {
      [`POST ${path}/invitation-link`]: () => ({ body: { link, linkExpiresAt: '2027-01-30T00:00:00.000Z' } }),
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Kopiuj link do oferty' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Utworzyć nowy link?' });
    expect(within(dialog).getByText(/Link z wcześniejszego zaproszenia przestanie działać/)).toBeTruthy();
    expect(api.called(`POST ${path}/invitation-link`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz i skopiuj link' }));
    expect(await screen.findByText('Link skopiowano do schowka. Działa do 30.01.2027.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link);
    expect((screen.getByRole('textbox', { name: 'Link do oferty' }) as HTMLInputElement).value).toBe(link);
  });

  it('offers nothing for an investment that no longer waits for the investor', async () => {
    open('active');
    expect(
      await screen.findByText(
        'Ta inwestycja nie czeka już na inwestora: nie ma zaproszenia do ponownego wysłania.',
        {},
        FIRST,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wyślij zaproszenie ponownie' })).toBeNull();
  });
});
