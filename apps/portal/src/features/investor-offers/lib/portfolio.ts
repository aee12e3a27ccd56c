import { sumMoney } from '@wl/shared/schedule';
import {
  type Currency,
  currencies,
  type InvestmentSchedule,
  type Portfolio,
  type SchedulePayment,
} from '@wl/shared/schemas';

/** A payment with the investment it belongs to. */
export interface UpcomingPayment {
  investment: InvestmentSchedule;
  payment: SchedulePayment;
}

/** Payments still to come: not paid, not cancelled (an unpaid one that is overdue included). */
const isOpen = (payment: SchedulePayment) => payment.status === 'scheduled' || payment.status === 'unpaid';

/**
 * The next payments across every investment, by due date: the overdue unpaid ones first (they
 * are the earliest), then the scheduled ones, at most `count`.
 */
export function upcomingPayments(portfolio: Portfolio, count: number): UpcomingPayment[] {
  return portfolio.investments
    .flatMap((investment) => investment.payments.filter(isOpen).map((payment) => ({ investment, payment })))
    .sort((a, b) => (a.payment.dueDate < b.payment.dueDate ? -1 : a.payment.dueDate > b.payment.dueDate ? 1 : 0))
    .slice(0, count);
}

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
const monthOf = (date: string) => date.slice(0, 7);

/** The month `offset` months after `month` (`YYYY-MM`). */
function addMonth(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + monthNumber - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** One month of the chart: the expected payments (interest and principal) per currency. */
export interface MonthOfPayments {
  month: string;
  totals: Partial<Record<Currency, string>>;
}

/**
 * The expected payments per month for `months` months from `today`'s month (every month listed,
 * empty ones too, so the chart's axis is regular): what is still to be paid of each payment due
 * in it, per currency. Paid and cancelled payments are not expected any more; a partly paid one
 * counts what is left.
 */
export function paymentsPerMonth(portfolio: Portfolio, today: string, months: number): MonthOfPayments[] {
  const first = monthOf(today);
  const list = Array.from({ length: months }, (_, offset) => addMonth(first, offset));
  const amounts = new Map<string, Map<Currency, string[]>>(list.map((month) => [month, new Map()]));
  for (const investment of portfolio.investments) {
    for (const payment of investment.payments) {
      const due = remaining(payment);
      const month = amounts.get(monthOf(payment.dueDate));
      if (due === null || !month) continue;
      month.set(investment.currency, [...(month.get(investment.currency) ?? []), due]);
    }
  }
  return list.map((month) => {
    const perCurrency = amounts.get(month) ?? new Map<Currency, string[]>();
    const totals: Partial<Record<Currency, string>> = {};
    for (const currency of currencies) {
      const values = perCurrency.get(currency);
      if (values) totals[currency] = sumMoney(values);
    }
    return { month, totals };
  });
}

/** What is still expected of a payment, or null when nothing is (paid, cancelled). */
function remaining(payment: SchedulePayment): string | null {
  if (payment.status === 'paid' || payment.status === 'cancelled') return null;
  if (payment.status === 'partially_paid') {
    const left = sumMoney([payment.total, `-${payment.paidAmount ?? '0'}`]);
    return left.startsWith('-') ? '0.00' : left;
  }
  return payment.total;
}

/** The currencies that appear in the chart's months, in the platform's order. */
export function currenciesOf(months: readonly MonthOfPayments[]): Currency[] {
  return currencies.filter((currency) => months.some((month) => month.totals[currency] !== undefined));
}
