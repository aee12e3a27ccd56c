import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvestmentSchedule, Portfolio } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { signedInInvestorRoutes, signInAsInvestor } from '@/testing/investor-session.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const OFFER_ID = 'a0000000-0000-4000-8000-000000000002';

const investment: InvestmentSchedule = {
  offerId: OFFER_ID,
  campaignName: 'Obligacje Demo 2027',
  productCode: 'DEMO-12M',
  productName: 'Obligacje 12M',
  currency: 'PLN',
  amount: '10000.00',
  interestPerYear: '8.25',
  interestType: 'Fixed',
  interestPaymentFrequency: 'AtMaturity',
  estimated: false,
  startDate: '2026-01-15',
  maturityDate: '2027-01-15',
  totalInterest: '825.00',
  payments: [
    {
      number: 1,
      periodStart: '2026-01-15',
      dueDate: '2027-01-15',
      days: 365,
      interest: '825.00',
      principal: '10000.00',
      total: '10825.00',
      status: 'scheduled',
      paidAmount: null,
      paidOn: null,
    },
  ],
};

describe('an investment of the portfolio (decision 071)', { timeout: 60_000 }, () => {
  it('downloads its schedule as a PDF', async () => {
    const user = userEvent.setup();
    const body: Portfolio = { invested: [], investments: [investment] };
    const api = fakeApi({
      ...signedInInvestorRoutes([]),
      'GET /investor-api/portfolio': () => ({ body }),
      [`GET /investor-api/offer/${OFFER_ID}/schedule.pdf`]: () => ({ body: '%PDF-1.4' }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: '/app/portfolio' });
    const button = await screen.findByRole(
      'button',
      { name: 'Pobierz harmonogram płatności w PDF: Obligacje Demo 2027 – DEMO-12M' },
      { timeout: 15_000 },
    );
    await user.click(button);
    await waitFor(() => expect(api.called(`GET /investor-api/offer/${OFFER_ID}/schedule.pdf`)).toHaveLength(1));
  });
});
