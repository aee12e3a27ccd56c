import { describe, expect, it } from 'vitest';
import {
  durationOf,
  filtersFromSearch,
  formatCount,
  formatShare,
  progressOf,
  queryOfFilters,
} from './funnel-format.ts';

describe('the funnel’s formats', () => {
  it.each([
    [30, { unit: 'minutes', count: 1 }],
    [45 * 60, { unit: 'minutes', count: 45 }],
    [5 * 3600, { unit: 'hours', count: 5 }],
    [1.5 * 86_400, { unit: 'days', count: 1.5 }],
    [3 * 86_400 + 60, { unit: 'days', count: 3 }],
    [12.6 * 86_400, { unit: 'days', count: 13 }],
  ])('%s s is %o', (seconds, duration) => {
    expect(durationOf(seconds)).toEqual(duration);
  });

  it('words shares and progress', () => {
    // Spec §9: one notation in both languages; the per cent sign as the product's rates have it.
    expect(formatShare(0.8571)).toBe('85,7\u00a0%');
    expect(formatShare(1)).toBe('100,0\u00a0%');
    expect(formatCount(12345)).toBe('12\u00a0345');
    expect(formatCount(1.5)).toBe('1,5');
    expect(progressOf('15000.00', '600000.00')).toBe(2.5);
    expect(progressOf('1.00', '0.00')).toBe(0);
    expect(progressOf('900.00', '100.00')).toBe(100);
  });

  it('reads the filters from the address, the last 90 days by default', () => {
    const filters = filtersFromSearch(new URLSearchParams('campaign=c1&from=bad'), '2026-11-29');
    expect(filters).toEqual({
      from: '2026-09-01',
      to: '2026-11-29',
      campaignId: 'c1',
      networkId: null,
      advisorId: null,
    });
    expect(queryOfFilters(filters)).toEqual({ from: '2026-09-01', to: '2026-11-29', campaignId: 'c1' });
  });
});
