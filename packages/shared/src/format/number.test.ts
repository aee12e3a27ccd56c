import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, NUMBER_SPACE } from './number.ts';

/** The tests write amounts with plain spaces; the formatter's are no-break (U+00A0). */
const nb = (text: string) => text.replace(/ /g, NUMBER_SPACE);

describe('formatNumber (spec §9)', () => {
  it.each<[Parameters<typeof formatNumber>[0], string]>([
    [1234567.5, '1 234 567,50'],
    [0, '0,00'],
    [-0, '0,00'],
    [1, '1,00'],
    [999, '999,00'],
    [1000, '1 000,00'],
    [-1234.5, '-1 234,50'],
    [-0.004, '0,00'],
    [-0.005, '-0,01'],
    [0.1 + 0.2, '0,30'],
    [1.005, '1,01'],
    [2.675, '2,68'],
    [1e21, '1 000 000 000 000 000 000 000,00'],
    [5e-7, '0,00'],
    ['12345678901234.565', '12 345 678 901 234,57'],
    ['-12345678901234.565', '-12 345 678 901 234,57'],
    ['0.125', '0,13'],
    [' 42 ', '42,00'],
    ['1e3', '1 000,00'],
    [new Big('7.777'), '7,78'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    ['', ''],
    ['   ', ''],
    ['abc', ''],
    ['1,5', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatNumber(value)).toBe(nb(expected));
  });

  it('groups thousands with a no-break space (U+00A0), never a space a line may break at (issue 19)', () => {
    expect(NUMBER_SPACE).toBe('\u00a0');
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567,00');
    expect(formatNumber(1234567)).not.toMatch(/[ \u202f]/);
  });

  it.each([
    [0, 1234.5, '1 235'],
    [3, 1234.5, '1 234,500'],
    [1, '0.05', '0,1'],
    [-1, 1.5, '1,50'],
  ])('decimals %d of %j → %j', (decimals, value, expected) => {
    expect(formatNumber(value, { decimals })).toBe(nb(expected));
  });

  const shape = /^-?\d{1,3}(\u00a0\d{3})*,\d{2}$/;
  const parseBack = (text: string) => new Big(text.replace(/\u00a0/g, '').replace(',', '.'));

  it('never shows a float artefact and parses back to the value rounded to 2 decimals (numbers)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e18, max: 1e18 }), (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(shape);
        const rounded = new Big(value).round(2, Big.roundHalfUp);
        expect(parseBack(text).eq(rounded)).toBe(true);
      }),
    );
  });

  it('parses back exactly for decimal strings of any length', () => {
    const decimalString = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.stringMatching(/^\d{0,6}$/))
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);
    fc.assert(
      fc.property(decimalString, (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(shape);
        expect(parseBack(text).eq(new Big(value).round(2, Big.roundHalfUp))).toBe(true);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each<[Parameters<typeof formatMoney>[0], string | null | undefined, string]>([
    [1234.5, 'PLN', '1 234,50 PLN'],
    ['1000000', 'EUR', '1 000 000,00 EUR'],
    [-5, 'USD', '-5,00 USD'],
    [12, 'pln', '12,00 PLN'],
    [12, undefined, '12,00'],
    [12, '', '12,00'],
    ['', 'PLN', ''],
    [null, 'PLN', ''],
  ])('%j %j → %j', (value, currency, expected) => {
    expect(formatMoney(value, currency)).toBe(nb(expected));
  });

  it('keeps an amount on one line: no breakable space inside the number or before its code (issue 19)', () => {
    const amount = formatMoney('1000000', 'PLN');
    expect(amount).toBe('1\u00a0000\u00a0000,00\u00a0PLN');
    // Every white space but U+00A0 is one a line may break at (U+202F too, in some browsers).
    expect(amount.replace(/\u00a0/g, '')).not.toMatch(/\s/);
  });
});
