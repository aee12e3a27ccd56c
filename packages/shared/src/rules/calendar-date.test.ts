import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDateOf,
  compareIsoDates,
  daysInMonth,
  isIsoDate,
  isLeapYear,
  parseIsoDate,
  todayIso,
} from './calendar-date.ts';

describe('isIsoDate', () => {
  it.each(['2000-02-29', '2024-02-29', '2023-12-31', '1800-01-01', '2299-12-31', '0001-01-01', '2023-04-30'])(
    'accepts %s',
    (value) => {
      expect(isIsoDate(value)).toBe(true);
    },
  );

  it.each([
    '1900-02-29',
    '2023-02-29',
    '2100-02-29',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-01-00',
    '2023-1-01',
    '23-01-01',
    '2023/01/01',
    '2023-01-01T00:00:00Z',
    ' 2023-01-01',
    '',
    '0000-01-01',
    20230101,
    null,
  ])('refuses %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('leap years', () => {
  it.each([
    [2000, true],
    [2024, true],
    [1900, false],
    [2100, false],
    [2023, false],
    [1600, true],
  ])('%i is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });
});

describe('addDays and addMonths', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['1900-02-28', 1, '1900-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-03-25', 7, '2025-04-01'],
    ['1800-01-01', 365, '1801-01-01'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2024-02-29', -12, '2023-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-12-15', 1, '2025-01-15'],
    ['2025-01-15', -1, '2024-12-15'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('throws on something that is not a date', () => {
    expect(() => addDays('2023-02-30', 1)).toThrow(RangeError);
  });

  it('agrees with Date.UTC for any day and offset', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2299-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (instant, days) => {
          const date = instant.toISOString().slice(0, 10);
          const expected = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
          expect(addDays(date, days)).toBe(expected);
          expect(addDays(addDays(date, days), -days)).toBe(date);
        },
      ),
    );
  });
});

describe('compareIsoDates and parseIsoDate', () => {
  it('orders dates', () => {
    expect(compareIsoDates('2024-01-01', '2024-01-02')).toBeLessThan(0);
    expect(compareIsoDates('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareIsoDates('2025-01-01', '2024-12-31')).toBeGreaterThan(0);
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('today', () => {
  it('is the Polish calendar day, whatever the runtime time zone', () => {
    // 23:30 UTC on 9 March is already 10 March in Warsaw (UTC+1); 22:30 UTC in July is 00:30 (UTC+2).
    expect(todayIso(() => new Date('2024-03-09T23:30:00Z'))).toBe('2024-03-10');
    expect(todayIso(() => new Date('2024-07-14T22:30:00Z'))).toBe('2024-07-15');
    expect(todayIso(() => new Date('2024-07-14T21:59:00Z'))).toBe('2024-07-14');
    expect(calendarDateOf(new Date('2024-03-09T23:30:00Z'), 'UTC')).toBe('2024-03-09');
  });

  it('reads the clock each time it is asked', () => {
    let now = new Date('2024-01-01T12:00:00Z');
    const clock = () => now;
    expect(todayIso(clock)).toBe('2024-01-01');
    now = new Date('2024-06-01T12:00:00Z');
    expect(todayIso(clock)).toBe('2024-06-01');
  });
});
