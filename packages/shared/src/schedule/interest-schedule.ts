import Big from 'big.js';
import { addDays, addMonths, daysBetween, type IsoDate } from '../rules/calendar-date.ts';
import type { DurationUnit, InterestPaymentFrequency, InterestType } from '../schemas/enums.ts';

/**
 * The interest schedule of one investment (issue 20, decision 068): dated payments of interest and, at maturity, the
 * principal, in exact decimals (big.js). Interest accrues from `startDate` (inclusive) to the
 * maturity date (exclusive) by the actual/365 day count: amount × rate × days / 365. Coupon dates
 * step from the start date by whole months (the start's day of month, or the month's last day when
 * the month is shorter), so a period is never longer than its frequency; the last one may be
 * shorter (a stub at maturity). Each payment is the rounded cumulative interest at its date minus
 * the rounded cumulative interest at the date before, so the payments sum exactly to the total
 * rounded once (the grosz a period rounds away is carried to the next).
 */

/** Actual/365 (fixed): a year is 365 days, leap years included, as Polish bond terms count. */
export const DAY_COUNT_BASIS = 365;

/** Minor units of the platform's currencies (PLN, EUR, USD): two decimal places. */
const MONEY_PLACES = 2;

/** Months between two coupon dates; none at maturity (one payment, at the end). */
export const FREQUENCY_MONTHS: Record<InterestPaymentFrequency, number | null> = {
  Monthly: 1,
  Quarterly: 3,
  SemiAnnually: 6,
  Annually: 12,
  AtMaturity: null,
};

export interface ScheduleTerms {
  /** The invested amount, a decimal string (`"10000.00"`). */
  amount: string;
  /** Per cent per year, a decimal string (`"7.25"`); for a variable rate, the current one. */
  interestPerYear: string;
  interestType: InterestType;
  interestPaymentFrequency: InterestPaymentFrequency;
  duration: number;
  durationUnit: DurationUnit;
  /** The first day interest accrues (the day the money arrived). */
  startDate: IsoDate;
}

export interface ScheduledPayment {
  /** 1, 2, … in date order. */
  number: number;
  /** The first day of the period (inclusive). */
  periodStart: IsoDate;
  /** The day the period ends and the payment is due (the next period starts on it). */
  dueDate: IsoDate;
  days: number;
  /** Decimal strings with two places. */
  interest: string;
  principal: string;
  total: string;
}

export interface InterestSchedule {
  startDate: IsoDate;
  maturityDate: IsoDate;
  days: number;
  /** The rate used (per cent per year). */
  rate: string;
  /** A variable rate: the amounts are estimated with today's rate. */
  estimated: boolean;
  payments: ScheduledPayment[];
  totals: { interest: string; principal: string; total: string };
}

/** The day the principal is repaid: the start plus the product's duration. */
export function maturityDate(startDate: IsoDate, duration: number, unit: DurationUnit): IsoDate {
  switch (unit) {
    case 'day':
      return addDays(startDate, duration);
    case 'month':
      return addMonths(startDate, duration);
    case 'year':
      return addMonths(startDate, duration * 12);
  }
}

/**
 * The due dates: every `months` months from the start (counted from the start each time, so
 * 31 January gives 28/29 February, then 31 March), before maturity, and the maturity date.
 */
export function dueDates(startDate: IsoDate, maturity: IsoDate, frequency: InterestPaymentFrequency): IsoDate[] {
  const months = FREQUENCY_MONTHS[frequency];
  const dates: IsoDate[] = [];
  if (months !== null) {
    for (let step = 1; ; step += 1) {
      const date = addMonths(startDate, step * months);
      if (date >= maturity) break;
      dates.push(date);
    }
  }
  dates.push(maturity);
  return dates;
}

function roundMoney(value: Big): Big {
  return value.round(MONEY_PLACES, Big.roundHalfUp);
}

function money(value: Big): string {
  return value.toFixed(MONEY_PLACES);
}

/** The exact sum of decimal strings, with two places (`sumMoney(['0.10', '0.20'])` is `"0.30"`). */
export function sumMoney(values: readonly string[]): string {
  return money(values.reduce((sum, value) => sum.plus(value), new Big(0)));
}

/** The exact (unrounded) interest on `amount` at `rate` per cent for `days` days, actual/365. */
export function exactInterest(amount: string, rate: string, days: number): Big {
  return new Big(amount)
    .times(rate)
    .times(days)
    .div(100 * DAY_COUNT_BASIS);
}

/** The schedule of one investment; throws a RangeError on a start date that is not a date. */
export function interestSchedule(terms: ScheduleTerms): InterestSchedule {
  const { amount, interestPerYear: rate, startDate } = terms;
  const maturity = maturityDate(startDate, terms.duration, terms.durationUnit);
  const principal = roundMoney(new Big(amount));
  let periodStart = startDate;
  let paidSoFar = new Big(0);
  const dates = dueDates(startDate, maturity, terms.interestPaymentFrequency);
  const payments = dates.map((dueDate, index): ScheduledPayment => {
    const cumulative = roundMoney(exactInterest(amount, rate, daysBetween(startDate, dueDate)));
    const interest = cumulative.minus(paidSoFar);
    paidSoFar = cumulative;
    const repaid = index === dates.length - 1 ? principal : new Big(0);
    const payment: ScheduledPayment = {
      number: index + 1,
      periodStart,
      dueDate,
      days: daysBetween(periodStart, dueDate),
      interest: money(interest),
      principal: money(repaid),
      total: money(interest.plus(repaid)),
    };
    periodStart = dueDate;
    return payment;
  });
  return {
    startDate,
    maturityDate: maturity,
    days: daysBetween(startDate, maturity),
    rate,
    estimated: terms.interestType === 'Variable',
    payments,
    totals: { interest: money(paidSoFar), principal: money(principal), total: money(paidSoFar.plus(principal)) },
  };
}
