import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date.ts';

describe('formatDate', () => {
  it.each<[Parameters<typeof formatDate>[0], string]>([
    ['2026-11-22', '22.11.2026'],
    ['2026-01-05', '05.01.2026'],
    [' 2026-01-05 ', '05.01.2026'],
    ['2024-02-29', '29.02.2024'],
    ['2026-02-29', ''],
    ['2026-13-01', ''],
    // A date-time is the day it is in Warsaw: 23:30 UTC on 21 November is 22 November there.
    ['2026-11-21T23:30:00Z', '22.11.2026'],
    [new Date('2026-06-30T22:00:00Z'), '01.07.2026'],
    [Date.UTC(2026, 0, 1, 12), '01.01.2026'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('reads a date-time in another time zone when asked', () => {
    expect(formatDate('2026-11-21T23:30:00Z', 'UTC')).toBe('21.11.2026');
  });
});

describe('formatDateTime', () => {
  it.each<[Parameters<typeof formatDateTime>[0], string]>([
    ['2026-11-22T13:05:00Z', '22.11.2026, 14:05'], // CET, UTC+1
    ['2026-07-01T22:30:00Z', '02.07.2026, 00:30'], // CEST, UTC+2, past midnight: h23, not 24:30
    ['2026-03-29T00:59:00Z', '29.03.2026, 01:59'], // before the spring change
    ['2026-03-29T01:00:00Z', '29.03.2026, 03:00'], // after it
    ['2026-11-22T14:05:00+01:00', '22.11.2026, 14:05'],
    [new Date(Date.UTC(2026, 11, 31, 23, 0)), '01.01.2027, 00:00'],
    ['garbage', ''],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDateTime(value, 'pl')).toBe(expected);
    expect(formatDateTime(value, 'en')).toBe(expected);
  });

  it('takes another time zone', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z', 'en', 'UTC')).toBe('22.11.2026, 13:05');
    expect(formatDateTime('2026-11-22T13:05:00Z', 'en', 'America/New_York')).toBe('22.11.2026, 08:05');
  });

  it('gives an empty string for an unknown time zone instead of throwing', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z', 'en', 'Mars/Olympus')).toBe('');
  });
});
