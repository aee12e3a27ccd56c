import { describe, expect, it } from 'vitest';
import { funnelEarliestFrom, funnelPeriod, funnelQuerySchema } from './funnel.ts';
import { issuesOf } from './test-helpers.ts';

describe('the funnel’s period (decision 070)', () => {
  it('fills in the last 90 days, today included', () => {
    expect(funnelPeriod({}, '2026-11-29')).toEqual({ from: '2026-09-01', to: '2026-11-29' });
    expect(funnelPeriod({ to: '2026-03-31' }, '2026-11-29')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(funnelPeriod({ from: '2026-11-01' }, '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    // Only a start long ago: three years from it, never more.
    expect(funnelPeriod({ from: '2020-01-01' }, '2026-11-29')).toEqual({ from: '2020-01-01', to: '2022-12-31' });
  });

  it('refuses an end before the start and a period over three years', () => {
    expect(issuesOf(funnelQuerySchema, { from: '2026-03-31', to: '2026-03-01' })).toEqual({
      to: 'validation:dateOnOrAfter',
    });
    expect(funnelEarliestFrom('2026-03-31')).toBe('2023-04-01');
    expect(issuesOf(funnelQuerySchema, { from: '2023-03-31', to: '2026-03-31' })).toEqual({
      from: 'validation:dateOnOrAfter',
    });
    expect(funnelQuerySchema.safeParse({ from: '2023-04-01', to: '2026-03-31' }).success).toBe(true);
    expect(issuesOf(funnelQuerySchema, { campaignId: 'x' })).toEqual({ campaignId: 'validation:invalid' });
  });
});
