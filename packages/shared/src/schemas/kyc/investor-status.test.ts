import { describe, expect, it } from 'vitest';
import { type PepFunctionTerm, pepFunctionCounts, pepStatusOf } from './investor-status.ts';

/** The KYC is read on 20 November 2026. */
const today = () => new Date('2026-11-20T10:00:00Z');

const ended = (endDate: string): PepFunctionTerm => ({ startDate: '2015-01-01', endDate, currentlyHolding: false });
const held: PepFunctionTerm = { startDate: '2015-01-01', currentlyHolding: true };

describe('the former-PEP window in the PEP declaration (issue 19, decision 058)', () => {
  it.each([
    [held, true, 'held now'],
    [{ ...ended('2010-01-01'), currentlyHolding: true }, true, 'held, whatever end date is left filled in'],
    [ended('2025-11-20'), true, 'ended exactly 12 months ago'],
    [ended('2026-06-30'), true, 'ended within the last 12 months'],
    [ended('2025-11-19'), false, 'ended 12 months and a day ago'],
    [ended('2019-11-11'), false, 'ended years ago'],
    [{ startDate: '2015-01-01', endDate: '', currentlyHolding: false }, true, 'no end date typed yet'],
  ])('%j counts: %s (%s)', (pepFunction, counts) => {
    expect(pepFunctionCounts(pepFunction, { today })).toBe(counts);
  });

  it('derives the status from every declared function', () => {
    expect(pepStatusOf({ isPep: false, functions: [] }, { today })).toBe('none');
    expect(pepStatusOf({ isPep: false, functions: [held] }, { today })).toBe('none');
    expect(pepStatusOf({ isPep: true, functions: [ended('2019-11-11')] }, { today })).toBe('lapsed');
    expect(pepStatusOf({ isPep: true, functions: [ended('2019-11-11'), ended('2026-01-31')] }, { today })).toBe('pep');
    expect(pepStatusOf({ isPep: true, functions: [ended('2019-11-11'), held] }, { today })).toBe('pep');
  });

  it('lets the same declaration lapse as time passes', () => {
    const declaration = { isPep: true, functions: [ended('2026-01-31')] };
    expect(pepStatusOf(declaration, { today })).toBe('pep');
    expect(pepStatusOf(declaration, { today: () => new Date('2027-01-31T12:00:00Z') })).toBe('pep');
    expect(pepStatusOf(declaration, { today: () => new Date('2027-02-01T12:00:00Z') })).toBe('lapsed');
  });
});
