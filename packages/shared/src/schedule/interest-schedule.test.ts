import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../rules/calendar-date.ts';
import { durationUnits, interestPaymentFrequencies } from '../schemas/enums.ts';
import {
  dueDates,
  exactInterest,
  interestSchedule,
  maturityDate,
  type ScheduleTerms,
  sumMoney,
} from './interest-schedule.ts';

const base: ScheduleTerms = {
  amount: '10000.00',
  interestPerYear: '7.30',
  interestType: 'Fixed',
  interestPaymentFrequency: 'Quarterly',
  duration: 12,
  durationUnit: 'month',
  startDate: '2026-01-15',
};

describe('maturity and due dates', () => {
  it('adds the duration in days, months or years', () => {
    expect(maturityDate('2026-01-15', 45, 'day')).toBe('2026-03-01');
    expect(maturityDate('2026-01-31', 1, 'month')).toBe('2026-02-28');
    expect(maturityDate('2024-02-29', 2, 'year')).toBe('2026-02-28');
  });

  it('counts each coupon date from the start, so a short month does not shift the next ones', () => {
    expect(dueDates('2026-01-31', '2026-07-31', 'Monthly')).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
    ]);
  });

  it('ends with a shorter period when the duration is not a multiple of the frequency', () => {
    expect(dueDates('2026-01-15', '2026-08-15', 'Quarterly')).toEqual(['2026-04-15', '2026-07-15', '2026-08-15']);
  });

  it('pays once at maturity', () => {
    expect(dueDates('2026-01-15', '2029-01-15', 'AtMaturity')).toEqual(['2029-01-15']);
  });
});

describe('interestSchedule', () => {
  it('pays actual/365 interest per quarter and the principal with the last payment', () => {
    const schedule = interestSchedule(base);
    expect(schedule.maturityDate).toBe('2027-01-15');
    expect(schedule.days).toBe(365);
    expect(schedule.payments.map((payment) => [payment.dueDate, payment.days, payment.interest])).toEqual([
      // 10 000 × 7.30 % × 90/365 = 180.00; 91 days 182.00; 92 days 184.00 (twice).
      ['2026-04-15', 90, '180.00'],
      ['2026-07-15', 91, '182.00'],
      ['2026-10-15', 92, '184.00'],
      ['2027-01-15', 92, '184.00'],
    ]);
    expect(schedule.payments.at(-1)?.principal).toBe('10000.00');
    expect(schedule.payments.at(-1)?.total).toBe('10184.00');
    expect(schedule.totals).toEqual({ interest: '730.00', principal: '10000.00', total: '10730.00' });
    expect(schedule.estimated).toBe(false);
  });

  it('carries the grosz a period rounds away, so the payments add up to the total rounded once', () => {
    // 31, 28 and 31 days: 8.493…, 7.671…, 8.493… each rounded alone would give 8.49 + 7.67 + 8.49 =
    // 24.65, a grosz short of 24.657… rounded; the carried remainder makes the last one 8.50.
    const schedule = interestSchedule({
      ...base,
      amount: '1000.00',
      interestPerYear: '10',
      interestPaymentFrequency: 'Monthly',
      duration: 3,
    });
    expect(schedule.payments.map((payment) => payment.interest)).toEqual(['8.49', '7.67', '8.50']);
    expect(schedule.totals.interest).toBe('24.66'); // 1 000 × 10 % × 90/365 = 24.657…
  });

  it('marks a variable rate as estimated with the rate given', () => {
    const schedule = interestSchedule({ ...base, interestType: 'Variable', interestPerYear: '6.1' });
    expect(schedule.estimated).toBe(true);
    expect(schedule.rate).toBe('6.1');
  });

  it('adds money exactly (no float drift)', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
  });

  it('refuses a start that is not a date', () => {
    expect(() => interestSchedule({ ...base, startDate: '2026-02-30' })).toThrow(RangeError);
  });
});

const terms = fc.record({
  amount: fc.integer({ min: 1, max: 100_000_000_00 }).map((grosze) => new Big(grosze).div(100).toFixed(2)),
  interestPerYear: fc
    .integer({ min: 0, max: 30_0000 })
    .map((tenThousandths) => new Big(tenThousandths).div(10_000).toString()),
  interestType: fc.constantFrom('Fixed' as const, 'Variable' as const),
  interestPaymentFrequency: fc.constantFrom(...interestPaymentFrequencies),
  duration: fc.integer({ min: 1, max: 120 }),
  durationUnit: fc.constantFrom(...durationUnits),
  startDate: fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2000-01-01', offset)),
});

describe('interestSchedule, for every frequency and duration (property-based)', () => {
  it('sums to amount × rate × time within a grosz, and to the total it states', () => {
    fc.assert(
      fc.property(terms, (input) => {
        const schedule = interestSchedule(input);
        const exact = exactInterest(input.amount, input.interestPerYear, schedule.days);
        const sum = schedule.payments.reduce((total, payment) => total.plus(payment.interest), new Big(0));
        expect(sum.minus(exact).abs().lte('0.005')).toBe(true);
        expect(sum.toFixed(2)).toBe(schedule.totals.interest);
        const paid = schedule.payments.reduce((total, payment) => total.plus(payment.total), new Big(0));
        expect(paid.toFixed(2)).toBe(schedule.totals.total);
      }),
      { numRuns: 300 },
    );
  });

  it('covers the whole term with consecutive periods no longer than the frequency, in date order', () => {
    fc.assert(
      fc.property(terms, (input) => {
        const schedule = interestSchedule(input);
        const { payments } = schedule;
        expect(payments[0]?.periodStart).toBe(input.startDate);
        expect(payments.at(-1)?.dueDate).toBe(schedule.maturityDate);
        expect(payments.reduce((days, payment) => days + payment.days, 0)).toBe(schedule.days);
        payments.forEach((payment, index) => {
          expect(payment.number).toBe(index + 1);
          expect(payment.days).toBeGreaterThan(0);
          expect(daysBetween(payment.periodStart, payment.dueDate)).toBe(payment.days);
          if (index > 0) expect(payment.periodStart).toBe(payments[index - 1]?.dueDate);
          if (input.interestPaymentFrequency === 'Monthly') expect(payment.days).toBeLessThanOrEqual(31);
          if (input.interestPaymentFrequency === 'Quarterly') expect(payment.days).toBeLessThanOrEqual(92);
          expect(new Big(payment.interest).gte(0)).toBe(true);
          expect(payment.principal).toBe(index === payments.length - 1 ? new Big(input.amount).toFixed(2) : '0.00');
        });
      }),
      { numRuns: 300 },
    );
  });
});
