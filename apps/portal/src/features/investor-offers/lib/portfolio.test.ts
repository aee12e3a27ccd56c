import type { InvestmentSchedule, Portfolio, SchedulePayment } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import { currenciesOf, paymentsPerMonth, upcomingPayments } from './portfolio.ts';

function payment(
  number: number,
  dueDate: string,
  total: string,
  change: Partial<SchedulePayment> = {},
): SchedulePayment {
  return {
    number,
    periodStart: '2026-01-01',
    dueDate,
    days: 30,
    interest: total,
    principal: '0.00',
    total,
    status: 'scheduled',
    paidAmount: null,
    paidOn: null,
    ...change,
  };
}

function investment(offerId: string, currency: 'PLN' | 'EUR', payments: SchedulePayment[]): InvestmentSchedule {
  return {
    offerId,
    campaignName: 'Obligacje',
    productCode: 'P1',
    productName: 'Obligacje 12M',
    currency,
    amount: '1000.00',
    interestPerYear: '8',
    interestType: 'Fixed',
    interestPaymentFrequency: 'Monthly',
    estimated: false,
    startDate: '2026-01-01',
    maturityDate: '2027-01-01',
    payments,
    totalInterest: '80.00',
  };
}

const portfolio: Portfolio = {
  invested: [],
  investments: [
    investment('a', 'PLN', [
      payment(1, '2026-10-01', '10.00', { status: 'paid', paidAmount: '10.00' }),
      payment(2, '2026-11-01', '10.00', { status: 'unpaid' }),
      payment(3, '2026-12-01', '10.00', { status: 'partially_paid', paidAmount: '4.00' }),
      payment(4, '2027-01-01', '1010.00'),
    ]),
    investment('b', 'EUR', [
      payment(1, '2026-12-15', '5.50'),
      payment(2, '2027-01-15', '5.50', { status: 'cancelled' }),
    ]),
  ],
};

describe('the portfolio’s next payments', () => {
  it('lists open payments by due date, an overdue unpaid one first, paid and cancelled ones never', () => {
    const next = upcomingPayments(portfolio, 3);
    expect(next.map(({ investment: i, payment: p }) => `${i.offerId}${p.number}`)).toEqual(['a2', 'b1', 'a4']);
  });
});

describe('the expected payments per month', () => {
  it('lists every month from today’s, with what is still due per currency', () => {
    const months = paymentsPerMonth(portfolio, '2026-11-24', 4);
    expect(months).toEqual([
      { month: '2026-11', totals: { PLN: '10.00' } },
      { month: '2026-12', totals: { PLN: '6.00', EUR: '5.50' } },
      { month: '2027-01', totals: { PLN: '1010.00' } },
      { month: '2027-02', totals: {} },
    ]);
    expect(currenciesOf(months)).toEqual(['PLN', 'EUR']);
  });
});
