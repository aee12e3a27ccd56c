import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isPepPeriodOrdered,
  isStillPep,
  PEP_FORMER_WINDOW_MONTHS,
  type PepFunctionPeriod,
  pepEndNotBeforeStart,
  pepWindowEnd,
} from './pep.ts';
import { issuesOf } from './testing.ts';

describe('PEP end date not before start date', () => {
  const pepFunction = z
    .object({ startDate: z.string(), endDate: z.string().optional() })
    .superRefine(pepEndNotBeforeStart());

  it.each([
    [{ startDate: '2020-01-01', endDate: '2021-01-01' }, []],
    [{ startDate: '2020-01-01', endDate: '2020-01-01' }, []],
    [{ startDate: '2020-01-01' }, []],
    [{ startDate: '2020-01-01', endDate: 'never' }, []],
    [{ startDate: '2020-01-02', endDate: '2020-01-01' }, [['endDate', 'validation:pepEndBeforeStart']]],
  ])('%j', (input, expected) => {
    expect(issuesOf(pepFunction, input).map(({ path, key }) => [path, key])).toEqual(expected);
    expect(isPepPeriodOrdered(input)).toBe(expected.length === 0);
  });

  it('says it in both languages', () => {
    const input = { startDate: '2020-01-02', endDate: '2020-01-01' };
    expect(issuesOf(pepFunction, input, 'pl')[0]?.text).toBe(
      'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.',
    );
    expect(issuesOf(pepFunction, input, 'en')[0]?.text).toBe('The end date cannot be earlier than the start date.');
  });
});

describe('former PEP window of 12 months', () => {
  const today = () => new Date('2025-03-10T09:00:00Z');

  it.each([
    [{ current: true, endDate: '2000-01-01' }, true, 'currently holding'],
    [{ startDate: '2020-01-01' }, true, 'no end date'],
    [{ endDate: '2025-12-31' }, true, 'ends in the future'],
    [{ endDate: '2025-03-10' }, true, 'ended today'],
    [{ endDate: '2024-03-10' }, true, 'ended exactly 12 months ago'],
    [{ endDate: '2024-03-09' }, false, 'ended 12 months and a day ago'],
    [{ endDate: '2020-01-01' }, false, 'ended long ago'],
  ] as [PepFunctionPeriod, boolean, string][])('%j → %s (%s)', (period, stillPep) => {
    expect(isStillPep(period, { today })).toBe(stillPep);
  });

  it('counts calendar months, clamping a leap day', () => {
    expect(PEP_FORMER_WINDOW_MONTHS).toBe(12);
    expect(pepWindowEnd('2024-02-29')).toBe('2025-02-28');
    expect(isStillPep({ endDate: '2024-02-29' }, { today: () => new Date('2025-02-28T12:00:00Z') })).toBe(true);
    expect(isStillPep({ endDate: '2024-02-29' }, { today: () => new Date('2025-03-01T12:00:00Z') })).toBe(false);
  });
});
