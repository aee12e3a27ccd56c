import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvestmentRow, InvestmentSchedule, InvestmentStatus } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const OFFER_ID = '5d0c8a1e-3b2f-4c6d-9e8f-0a1b2c3d4e5f';
const path = `/api/advisor/investor/${OFFER_ID}`;

function investment(status: InvestmentStatus): InvestmentRow {
  return {
    id: OFFER_ID,
    investorName: 'Zofia Nowak',
    investorEmail: 'zofia@example.com',
    agreementDate: '2026-01-10',
    paymentDate: '2026-01-15',
    endDate: null,
    networkId: null,
    investmentValue: '10000.00',
    currency: 'PLN',
    status,
    statusDate: '2026-03-02T10:15:00.000Z',
    campaignName: 'Obligacje Demo 2026',
    productAutentiStatus: null,
    productCode: 'DEMO-12M',
    paymentConfirmations: [],
  };
}

const payment = (
  number: number,
  dueDate: string,
  total: string,
  status: InvestmentSchedule['payments'][0]['status'],
) => ({
  number,
  periodStart: '2026-01-15',
  dueDate,
  days: 90,
  interest: '203.42',
  principal: number === 2 ? '10000.00' : '0.00',
  total,
  status,
  paidAmount: status === 'paid' ? total : null,
  paidOn: status === 'paid' ? '2026-04-16' : null,
});

const schedule: InvestmentSchedule = {
  offerId: OFFER_ID,
  campaignName: 'Obligacje Demo 2026',
  productCode: 'DEMO-12M',
  productName: 'Obligacje 12M',
  currency: 'PLN',
  amount: '10000.00',
  interestPerYear: '8.25',
  interestType: 'Fixed',
  interestPaymentFrequency: 'Quarterly',
  estimated: false,
  startDate: '2026-01-15',
  maturityDate: '2026-07-15',
  totalInterest: '406.84',
  payments: [payment(1, '2026-04-15', '203.42', 'paid'), payment(2, '2026-07-15', '10203.42', 'unpaid')],
};

function open(role: 'admin' | 'advisor', routes: Parameters<typeof fakeApi>[0] = {}, host = plHost) {
  const user = activeUser({ context: { type: 'advisor-panel', id: DEMO_TENANT, roles: [role] } });
  const api = fakeApi({
    ...signedInAdvisorRoutes(user),
    [`GET ${path}`]: () => ({ body: investment('active') }),
    [`GET ${path}/history`]: () => ({ body: [] }),
    [`GET ${path}/schedule`]: () => ({ body: schedule }),
    ...routes,
  });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(host);
  renderApp({ path: `/app/investors/offer/${OFFER_ID}` });
  return api;
}

const FIRST = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
    );

describe('the payment schedule of an investment (decision 071)', { timeout: 60_000 }, () => {
  it('shows every payment with its status to an advisor, with no actions', async () => {
    open('advisor');
    const table = await screen.findByRole('table', { name: 'Harmonogram płatności odsetek i zwrotu kapitału' }, FIRST);
    expect(screen.getByRole('heading', { name: 'Harmonogram płatności' })).toBeTruthy();
    expect(cellTexts(table)).toEqual([
      ['Nr', 'Termin', 'Odsetki', 'Kapitał', 'Razem', 'Status'],
      ['1', '15.04.2026', '203,42 PLN', '0,00 PLN', '203,42 PLN', 'OpłaconaWpłacono 203,42 PLN dnia 16.04.2026'],
      ['2', '15.07.2026', '203,42 PLN', '10 000,00 PLN', '10 203,42 PLN', 'Nieopłacona'],
    ]);
    expect(screen.queryByRole('button', { name: /Akcje dla płatności/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pobierz PDF' })).toBeTruthy();
  });

  it('exports the schedule as the chosen file', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const api = open('advisor', { [`GET ${path}/schedule/export`]: () => ({ body: 'x' }) });
    await screen.findByRole('table', { name: 'Harmonogram płatności odsetek i zwrotu kapitału' }, FIRST);
    await user.click(
      screen.getByRole('button', { name: 'Eksportuj: Harmonogram płatności odsetek i zwrotu kapitału' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(api.called(`GET ${path}/schedule/export`)).toHaveLength(1));
    const exported = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://demo.localhost'))
      .find((url) => url.pathname === `${path}/schedule/export`);
    expect(exported?.search).toBe('?format=xlsx');
  });

  it('says when an investment has no schedule yet', async () => {
    open('advisor', {
      [`GET ${path}/schedule`]: () => ({
        status: 409,
        body: { label: 'x', code: 'schedule.not_available', parameters: {}, violations: [] },
      }),
    });
    expect(await screen.findByText(/nie ma jeszcze harmonogramu/, {}, FIRST)).toBeTruthy();
  });

  it('lets an admin mark a payment partially paid after a form with amount and date', async () => {
    const user = userEvent.setup();
    const marked = {
      ...schedule,
      payments: [
        schedule.payments[0],
        { ...payment(2, '2026-07-15', '10203.42', 'partially_paid'), paidAmount: '100.50', paidOn: '2026-07-20' },
      ],
    };
    const api = open('admin', { [`PUT ${path}/schedule/2`]: () => ({ body: marked }) });
    await user.click(await screen.findByRole('button', { name: 'Akcje dla płatności nr 2' }, FIRST));
    await user.click(await screen.findByRole('menuitem', { name: 'Oznacz jako częściowo opłaconą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Płatność nr 2 opłacona częściowo' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz wpłatę częściową' }));
    expect(within(dialog).getByText('Wpisz kwotę, np. 1234,56.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Wpłacona kwota/ }), '100,50');
    const date = within(dialog).getByRole('textbox', { name: /Data wpłaty/ });
    await user.clear(date);
    await user.type(date, '20.07.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz wpłatę częściową' }));
    await waitFor(() => expect(api.called(`PUT ${path}/schedule/2`)).toHaveLength(1));
    expect(api.called(`PUT ${path}/schedule/2`)[0]?.body).toEqual({
      status: 'partially_paid',
      paidAmount: '100.50',
      paidOn: '2026-07-20',
    });
    expect(await screen.findByText('Wpłacono 100,50 PLN dnia 20.07.2026')).toBeTruthy();
  });

  it('asks before cancelling, and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    const api = open('admin', {
      [`PUT ${path}/schedule/2`]: () => ({
        status: 409,
        body: { label: 'x', code: 'schedule.not_available', parameters: {}, violations: [] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Akcje dla płatności nr 2' }, FIRST));
    // A payment with no mark has nothing to clear.
    expect((await screen.findByRole('menuitem', { name: 'Usuń oznaczenie' })).hasAttribute('data-disabled')).toBe(true);
    await user.click(screen.getByRole('menuitem', { name: 'Anuluj płatność' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulować płatność nr 2?' });
    expect(api.called(`PUT ${path}/schedule/2`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj płatność' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Ta inwestycja nie ma jeszcze harmonogramu płatności.',
    );
    expect(api.called(`PUT ${path}/schedule/2`)[0]?.body).toEqual({ status: 'cancelled' });
  });

  it('words it in English', async () => {
    open('admin', {}, enHost);
    expect(await screen.findByRole('heading', { name: 'Payment schedule' }, FIRST)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Actions for payment no. 1' })).toBeTruthy();
    expect(screen.getByText('Paid 203,42 PLN on 16.04.2026')).toBeTruthy();
  });
});
