import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvestmentRow, InvestmentStatus } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

let next = 0;
function investment(status: InvestmentStatus, name: string, overrides: Partial<InvestmentRow> = {}): InvestmentRow {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    investorName: name,
    investorEmail: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    networkId: null,
    investmentValue: null,
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

const OFFERS = 'GET /api/advisor/investor/offers';
/** The first wait of a test also waits for the screen's chunk, slow on a loaded machine. */
const FIRST = { timeout: 15_000 };

function open(path: string, routes: Parameters<typeof fakeApi>[0], host = plHost) {
  const api = fakeApi({ ...signedInAdvisorRoutes(), ...routes });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(host);
  renderApp({ path });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the investments kanban', { timeout: 60_000 }, () => {
  it("offers in each card's menu only the advisor's moves of the state machine", async () => {
    const user = userEvent.setup();
    const invited = investment('invited', 'Adam Zaproszony');
    const accepted = investment('accepted', 'Ewa Zaakceptowana');
    const archived = investment('archived', 'Olga Archiwalna');
    open('/app/investors?view=kanban', { [OFFERS]: () => ({ body: [invited, accepted, archived], total: 3 }) });
    await screen.findByRole('button', { name: 'Zmień status: Adam Zaproszony' }, FIRST);
    const menuOf = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Zmień status: ${name}` }));
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return items;
    };
    expect(await menuOf('Adam Zaproszony')).toEqual(['Utracone']);
    expect(await menuOf('Ewa Zaakceptowana')).toEqual(['Aktywne', 'Utracone']);
    expect(await menuOf('Olga Archiwalna')).toEqual(['Z tego statusu nie można już nic zmienić.']);
  });

  it('rejects after a reason, shows the card as lost at once, and puts it back when undone', async () => {
    const user = userEvent.setup();
    const invited = investment('invited', 'Adam Zaproszony');
    const api = open('/app/investors?view=kanban', { [OFFERS]: () => ({ body: [invited], total: 1 }) });
    const card = (column: string) =>
      within(screen.getByTestId(`kanban-column-${column}`)).queryByText('Adam Zaproszony');
    await user.click(await screen.findByRole('button', { name: 'Zmień status: Adam Zaproszony' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Utracone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić inwestycję: Adam Zaproszony?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }), 'Brak kontaktu');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć inwestycję' }));

    await waitFor(() => expect(card('lost')).not.toBeNull());
    expect(card('invited')).toBeNull();
    // Moving it again before the change is saved is refused in words, not ignored.
    await user.click(screen.getByRole('button', { name: 'Zmień status: Adam Zaproszony' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Zarchiwizowane' }));
    expect(screen.getByTestId('kanban-refusal').textContent).toBe(
      'Poprzednia zmiana tej inwestycji nie jest jeszcze zapisana: najpierw ją zapisz albo cofnij.',
    );

    await user.click(screen.getByRole('button', { name: 'Cofnij zmianę: Adam Zaproszony' }));
    await waitFor(() => expect(card('invited')).not.toBeNull());
    expect(card('lost')).toBeNull();
    expect(api.called(`PATCH /api/advisor/investor/${invited.id}/status`)).toHaveLength(0);
  });

  it('sends the move and keeps the card where it went', async () => {
    const user = userEvent.setup();
    let active = investment('active', 'Ida Aktywna', { investmentValue: '1000.00' });
    const api = open('/app/investors?view=kanban', {
      [OFFERS]: () => ({ body: [active], total: 1 }),
      [`PATCH /api/advisor/investor/${active.id}/status`]: () => {
        active = { ...active, status: 'archived' };
        return { body: active };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Zmień status: Ida Aktywna' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Zarchiwizowane' }));
    // No reason is asked for an archive.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Zapisz teraz zmianę: Ida Aktywna' }));
    await waitFor(() => expect(api.called(`PATCH /api/advisor/investor/${active.id}/status`)).toHaveLength(1));
    expect(api.called(`PATCH /api/advisor/investor/${active.id}/status`)[0]?.body).toEqual({ status: 'archived' });
    expect(within(screen.getByTestId('kanban-column-archived')).getByText('Ida Aktywna')).toBeTruthy();
  });
});

describe('the investments table', { timeout: 60_000 }, () => {
  it('shows the sums per currency of every row the filters match, from the server', async () => {
    const rows = [investment('accepted', 'Ewa Zaakceptowana', { investmentValue: '25000.00' })];
    open('/app/investors', {
      [OFFERS]: () => ({ body: rows, total: 41 }),
      'GET /api/advisor/investor/offers/totals': () => ({
        body: [
          { currency: 'PLN', amount: '1000000.30', count: 30 },
          { currency: 'EUR', amount: '2500.50', count: 2 },
        ],
      }),
    });
    const sums = await screen.findByTestId('investments-sums', {}, FIRST);
    expect(sums.textContent).toBe('Suma kwot: 1\u00a0000\u00a0000,30\u00a0PLN · 2\u00a0500,50\u00a0EUR');
    expect(screen.getByTestId('investments-total').textContent).toBe('Wszystkich inwestycji: 41');
    // The sums are of the filters, not of a page: no paging or sorting is asked for.
    const totalsUrl = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .find((url) => url.includes('/offers/totals'));
    expect(totalsUrl).toBeDefined();
    expect(new URL(totalsUrl as string, 'http://demo.localhost').search).not.toMatch(/limit|offset|sort/);
  });

  it('says "more than" when the server stopped counting (decision 079), and still offers the next page', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 20 }, (_, index) => investment('invited', `Inwestor ${index}`));
    open('/app/investors', {
      [OFFERS]: () => ({ body: rows, total: 1000, totalCapped: true }),
      'GET /api/advisor/investor/offers/totals': () => ({ body: [] }),
    });
    const total = await screen.findByTestId('investments-total', {}, FIRST);
    await waitFor(() => expect(total.textContent).toBe('Wszystkich inwestycji: ponad 1\u00a0000'));
    expect(screen.getByText('1-20 z ponad 1,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    const lastOffset = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => new URL(String(input), 'http://demo.localhost'))
        .filter((url) => url.pathname === '/api/advisor/investor/offers')
        .at(-1)
        ?.searchParams.get('offset');
    await waitFor(() => expect(lastOffset()).toBe('20'));
  });

  it('exports what the table shows: its sort and visible columns, every row, as the chosen format', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const api = open('/app/investors', {
      [OFFERS]: () => ({ body: [investment('invited', 'Adam Zaproszony')], total: 1 }),
      'GET /api/advisor/investor/offers/totals': () => ({ body: [] }),
      'GET /api/advisor/investor/offers/export': () => ({ body: 'x' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Eksportuj: Inwestorzy' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(api.called('GET /api/advisor/investor/offers/export')).toHaveLength(1));
    const exportUrl = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .find((url) => url.includes('/offers/export'));
    const params = new URL(exportUrl as string, 'http://demo.localhost').searchParams;
    expect(params.get('format')).toBe('xlsx');
    expect(params.get('sort')).toBe('statusDate:desc');
    expect(params.get('limit')).toBeNull();
    // Currency is hidden by default (spec §2), the advisor column is the network view's.
    expect(params.getAll('columns')).toEqual([
      'investorName',
      'investorEmail',
      'agreementDate',
      'paymentDate',
      'endDate',
      'networkId',
      'investmentValue',
      'status',
      'statusDate',
      'campaignName',
      'productAutentiStatus',
      'productCode',
      'paymentConfirmations',
    ]);
  });

  it('says when the filtered rows have no amounts, in English too', async () => {
    open(
      '/app/investors',
      {
        [OFFERS]: () => ({ body: [investment('invited', 'Adam Zaproszony')], total: 1 }),
        'GET /api/advisor/investor/offers/totals': () => ({ body: [] }),
      },
      enHost,
    );
    expect((await screen.findByTestId('investments-sums', {}, FIRST)).textContent).toBe('Sum of amounts: no amounts');
  });
});
