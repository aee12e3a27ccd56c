import { describe, expect, it } from 'vitest';
import { sameSelection, valueAt } from './use-kyc-value.ts';

describe('sameSelection', () => {
  it('compares primitives by value and arrays and plain objects member by member', () => {
    expect(sameSelection('PL', 'PL')).toBe(true);
    expect(sameSelection(null, null)).toBe(true);
    expect(sameSelection(Number.NaN, Number.NaN)).toBe(true);
    expect(sameSelection(null, false)).toBe(false);
    expect(sameSelection(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameSelection(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameSelection(['a'], ['a', 'b'])).toBe(false);
    expect(sameSelection({ key: 'a', lapsedOn: null }, { key: 'a', lapsedOn: null })).toBe(true);
    expect(sameSelection({ key: 'a', lapsedOn: null }, { key: 'a', lapsedOn: '2020-11-11' })).toBe(false);
    expect(sameSelection({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameSelection([{ key: 'a' }], [{ key: 'a' }])).toBe(true);
    expect(sameSelection([], {})).toBe(false);
  });
});

describe('valueAt', () => {
  const values = { a: { rows: [{ iban: 'PL61' }], country: 'PL' } };
  it('reads a dotted path, list indexes included', () => {
    expect(valueAt(values, 'a.country')).toBe('PL');
    expect(valueAt(values, 'a.rows.0.iban')).toBe('PL61');
  });
  it('gives undefined for a path that is not there', () => {
    expect(valueAt(values, 'a.rows.3.iban')).toBeUndefined();
    expect(valueAt(values, 'a.country.x.y')).toBeUndefined();
    expect(valueAt(values, 'b')).toBeUndefined();
  });
});
