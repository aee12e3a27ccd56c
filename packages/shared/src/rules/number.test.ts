import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDecimal, numberSchema, parseNumber } from './number.ts';
import { keyOf } from './testing.ts';

describe('parseNumber', () => {
  it.each([
    ['1 234,56', 1234.56],
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['  42 ', 42],
    ['-0,5', -0.5],
    ['+7', 7],
    ['1 234 567', 1234567],
    ['1\u00a0234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ['0,1', 0.1],
    ['007', 7],
    ['1,234', 1.234],
    [1234.5, 1234.5],
    [0, 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12a',
    '1.2.3',
    '1,2,3',
    '1,234.56',
    '12 34',
    '1  234',
    '1 2345',
    '1e5',
    '0x10',
    ',5',
    '5,',
    '- 5',
    'Infinity',
    'NaN',
    '1'.repeat(65),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    true,
  ])('refuses %j', (input) => {
    expect(parseNumber(input)).toBeUndefined();
  });

  it('keeps decimals exact', () => {
    expect(normalizeDecimal('12 345 678 901,23')).toBe('12345678901.23');
    expect(normalizeDecimal(0.1)).toBe('0.1');
    expect(normalizeDecimal('1 234,50')).toBe('1234.5');
  });

  it('reads any number written with a comma, grouped or not, as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const fraction = String(cents).padStart(2, '0');
        const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
        const expected = normalizeDecimal(`${whole}.${fraction}`);
        expect(normalizeDecimal(`${grouped},${fraction}`)).toBe(expected);
        expect(normalizeDecimal(`${whole},${fraction}`)).toBe(expected);
        expect(parseNumber(`${grouped},${fraction}`)).toBe(Number(`${whole}.${fraction}`));
      }),
    );
  });

  it('reads back what Intl writes in Polish', () => {
    const format = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (cents) => {
        const value = cents / 100;
        expect(parseNumber(format.format(value).replace('\u2212', '-'))).toBe(value);
      }),
    );
  });

  it('never accepts text with letters', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'x', 'e', 'Z', '€'), fc.string(), (before, letter, after) => {
        expect(parseNumber(`${before}${letter}${after}`)).toBeUndefined();
      }),
    );
  });
});

describe('numberSchema', () => {
  it.each([
    ['1 234,56', undefined],
    [12, undefined],
    ['', 'validation:required'],
    [undefined, 'validation:required'],
    [null, 'validation:required'],
    ['abc', 'validation:number'],
    [true, 'validation:number'],
  ])('%j → %s', (input, key) => {
    expect(keyOf(numberSchema, input)).toBe(key);
  });

  it('outputs a number', () => {
    expect(numberSchema.parse('1 234,56')).toBe(1234.56);
  });
});
