import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interestSchedule } from '@wl/shared/schedule';
import type { InvestmentSchedule, Portfolio } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { signedInInvestorRoutes, signInAsInvestor } from '@/testing/investor-session.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

const OFFER_ID = 'a0000000-0000-4000-8000-000000000002';

/** A real schedule (the shared computation), quarterly from 15 January 2026, the first coupon paid. */
function activeInvestment(): InvestmentSchedule {
  const schedule = interestSchedule({
    amount: '10000.00',
    interestPerYear: '8.25',
    interestType: 'Fixed',
    interestPaymentFrequency: 'Quarterly',
    duration: 12,
    durationUnit: 'month',
    startDate: '2026-01-15',
  });
  return {
    offerId: OFFER_ID,
    campaignName: 'Obligacje Demo 2027',
    productCode: 'DEMO-12M',
    productName: 'Obligacje 12M',
    currency: 'PLN',
    amount: '10000.00',
    interestPerYear: '8.25',
    interestType: 'Fixed',
    interestPaymentFrequency: 'Quarterly',
    estimated: false,
    startDate: schedule.startDate,
    maturityDate: schedule.maturityDate,
    totalInterest: schedule.totals.interest,
    payments: schedule.payments.map((payment, index) => ({
      ...payment,
      status: index === 0 ? 'paid' : index === 1 ? 'unpaid' : 'scheduled',
      paidAmount: index === 0 ? payment.total : null,
      paidOn: index === 0 ? payment.dueDate : null,
    })),
  };
}

/** The demo host in English (the English demo host blocks its investor panel). */
const englishHost = { ...plHost, landing: { ...plHost.landing, language: 'en' as const } };

const portfolio: Portfolio = {
  invested: [{ currency: 'PLN', amount: '10000.00', expectedInterest: '825.00' }],
  investments: [activeInvestment()],
};

function open(body: Portfolio, host = plHost) {
  fakeApi({ ...signedInInvestorRoutes([]), 'GET /investor-api/portfolio': () => ({ body }) });
  signInAsInvestor();
  injectBranding(host);
  return renderApp({ path: '/app/portfolio' });
}

describe('/app/portfolio (issue 20)', () => {
  it('shows the sums, the next payments, the months and each schedule with its statuses', async () => {
    vi.useFakeTimers({ now: new Date('2026-08-01T10:00:00Z'), shouldAdvanceTime: true });
    open(portfolio);
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfel' })).toBeTruthy();
    expect(await screen.findByText('10 000,00 PLN', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Oczekiwane odsetki: 825,00 PLN')).toBeTruthy();

    const next = within(screen.getByRole('region', { name: 'Najbliższe płatności' }));
    const items = next.getAllByRole('listitem');
    // The July coupon is overdue and unpaid: first, marked; the paid April one is not listed.
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('15.07.2026')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('po terminie')).toBeTruthy();

    const months = within(screen.getByRole('table', { name: 'Oczekiwane wypłaty w miesiącach' }));
    expect(months.getAllByRole('row')).toHaveLength(13);
    expect(months.getByRole('rowheader', { name: 'sie 2026' })).toBeTruthy();
    expect(months.getByText('10 207,95 PLN')).toBeTruthy();
    // The bars are for the eye; the table says the same to a screen reader.
    expect(screen.getByTestId('payments-chart').getAttribute('aria-hidden')).toBe('true');

    const schedule = within(
      screen.getByRole('table', { name: 'Harmonogram płatności: Obligacje Demo 2027 – DEMO-12M' }),
    );
    const rows = schedule.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText('Opłacona')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Nieopłacona')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('10 000,00 PLN')).toBeTruthy();
    expect(screen.getByText('Obligacje 12M · Oprocentowanie 8,25 % w skali roku')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Szczegóły inwestycji' }).getAttribute('href')).toBe(
      `/app/investments/${OFFER_ID}`,
    );
  });

  it('says in English that a variable rate is an estimate, and that a signed investment waits for its money', async () => {
    const waiting: InvestmentSchedule = {
      ...activeInvestment(),
      offerId: 'a0000000-0000-4000-8000-000000000003',
      interestType: 'Variable',
      estimated: true,
      startDate: null,
      maturityDate: null,
      payments: [],
      totalInterest: null,
    };
    open({ invested: portfolio.invested, investments: [waiting] }, englishHost);
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeTruthy();
    expect(
      await screen.findByText(/^Estimate: a variable rate, amounts computed with today.s rate of 8,25 %\.$/),
    ).toBeTruthy();
    expect(screen.getByText('The schedule appears once your payment is booked.')).toBeTruthy();
    expect(screen.getByText('No payments are scheduled.')).toBeTruthy();
  });

  it('exports a schedule as the chosen file with the investor’s token', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const exportPath = `/investor-api/offer/${OFFER_ID}/schedule/export`;
    const api = fakeApi({
      ...signedInInvestorRoutes([]),
      'GET /investor-api/portfolio': () => ({ body: portfolio }),
      [`GET ${exportPath}`]: () => ({ body: 'x' }),
    });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: '/app/portfolio' });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Eksportuj: harmonogram płatności Obligacje Demo 2027 – DEMO-12M' },
        { timeout: 15_000 },
      ),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (Excel, arkusze)' }));
    await waitFor(() => expect(api.called(`GET ${exportPath}`)).toHaveLength(1));
    const [call] = api.called(`GET ${exportPath}`);
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
    const url = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://demo.localhost'))
      .find((candidate) => candidate.pathname === exportPath);
    expect(url?.search).toBe('?format=csv');
  });

  it('leads an investor without investments to the offers', async () => {
    open({ invested: [], investments: [] });
    expect(await screen.findByText(/Nie masz jeszcze inwestycji\. Gdy podpiszesz umowę/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz oferty' }).getAttribute('href')).toBe('/app/offers');
  });
});
