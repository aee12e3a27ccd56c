import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { moneySchema } from '../schemas/fields.ts';
import {
  checkInvestmentAmount,
  checkMoneyFormat,
  type InvestmentAmountLimits,
  investmentAmountSchema,
} from './amount.ts';
import { normalizeDecimal } from './number.ts';
import { issuesOf, keyOf } from './testing.ts';

const limits = { min: 1000, max: 50_000, step: 100 };

describe('checkInvestmentAmount', () => {
  it.each([
    ['1000', limits, '1000'],
    ['50 000', limits, '50000'],
    ['1 100,00', limits, '1100'],
    [25_000, limits, '25000'],
    ['0,3', { step: '0.1' }, '0.3'],
    ['0.7', { step: 0.1 }, '0.7'],
    ['12 345 678 901,23', { step: '0.01' }, '12345678901.23'],
    [12345678901.23, { min: '0.01', max: '99999999999.99', step: 0.01 }, '12345678901.23'],
    ['150', { min: 100, step: 50 }, '150'],
    ['7,5', {}, '7.5'],
    ['100', { step: 0 }, '100'],
    [new Big('2.5'), { step: '0,5' }, '2.5'],
  ] as [unknown, InvestmentAmountLimits, string][])('accepts %j with %j', (value, amountLimits, amount) => {
    expect(checkInvestmentAmount(value, amountLimits)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', limits, 'validation:required', undefined],
    [undefined, limits, 'validation:required', undefined],
    ['abc', limits, 'validation:number', undefined],
    ['1.000,00', limits, 'validation:number', undefined],
    ['100,001', limits, 'validation:amountScale', { scale: 2 }],
    ['0', {}, 'validation:amountPositive', undefined],
    ['-100', limits, 'validation:amountPositive', undefined],
    ['999,99', limits, 'validation:amountMin', { min: '1000' }],
    ['50 000,01', limits, 'validation:amountMax', { max: '50000' }],
    ['1050', limits, 'validation:amountStep', { step: '100' }],
    ['0.35', { step: '0.1' }, 'validation:amountStep', { step: '0.1' }],
    ['12345678901.23', { step: '0.02' }, 'validation:amountStep', { step: '0.02' }],
    ['1e3', limits, 'validation:number', undefined],
  ] as [unknown, InvestmentAmountLimits, string, Record<string, unknown> | undefined][])(
    'refuses %j with %j: %s',
    (value, amountLimits, key, params) => {
      expect(checkInvestmentAmount(value, amountLimits)).toEqual({
        ok: false,
        failure: params ? { key, params } : { key },
      });
    },
  );

  it('counts the step from zero, not from the minimum (spec §5: "divisible by the step")', () => {
    const fromZero = { min: 150, step: 100 };
    expect(checkInvestmentAmount('150', fromZero).ok).toBe(false);
    expect(checkInvestmentAmount('200', fromZero).ok).toBe(true);
  });

  it('refuses a broken configuration loudly', () => {
    expect(() => checkInvestmentAmount('1', { min: 'abc' })).toThrow(RangeError);
    expect(() => checkInvestmentAmount('1', { step: -1 })).toThrow(RangeError);
  });

  it('writes big and small limits plainly, never with an exponent', () => {
    expect(checkInvestmentAmount('1', { min: '100000000000000000000000' })).toEqual({
      ok: false,
      failure: { key: 'validation:amountMin', params: { min: '100000000000000000000000' } },
    });
    expect(checkInvestmentAmount('0.01', { step: '0.0000001', scale: 8 })).toEqual({ ok: true, amount: '0.01' });
  });
});

/** Limits in whole units of `unit` (cents or tenths): min ≤ max, a step that divides both. */
const unitLimits = fc
  .record({
    unit: fc.constantFrom('0.01', '0.1'),
    stepUnits: fc.integer({ min: 1, max: 10_000 }),
    minSteps: fc.integer({ min: 1, max: 1_000_000 }),
    spanSteps: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ unit, stepUnits, minSteps, spanSteps }) => {
    const step = new Big(unit).times(stepUnits);
    return { unit, step, min: step.times(minSteps), max: step.times(minSteps + spanSteps), spanSteps };
  });

describe('investment amount properties (exact decimals)', () => {
  it('accepts every multiple of the step between min and max, as typed in Polish, English or as a number', () => {
    fc.assert(
      fc.property(unitLimits, fc.nat(), ({ step, min, max, spanSteps }, pick) => {
        const amount = min.plus(step.times(pick % (spanSteps + 1)));
        const amountLimits = { min: min.toFixed(), max: max.toFixed(), step: step.toFixed() };
        const expected = { ok: true, amount: amount.toFixed() };
        expect(checkInvestmentAmount(amount.toFixed(), amountLimits)).toEqual(expected);
        expect(checkInvestmentAmount(amount.toFixed().replace('.', ','), amountLimits)).toEqual(expected);
        // Amounts up to 15 significant digits survive being a JS number.
        expect(checkInvestmentAmount(Number(amount.toFixed()), amountLimits)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses an amount one cent off a multiple of the step, with the step in the message', () => {
    fc.assert(
      fc.property(unitLimits, fc.nat(), fc.constantFrom(1, -1), ({ step, min, max, spanSteps }, pick, sign) => {
        fc.pre(step.gt('0.01'));
        const amount = min.plus(step.times(pick % (spanSteps + 1))).plus(new Big('0.01').times(sign));
        fc.pre(amount.gte(min) && amount.lte(max));
        const result = checkInvestmentAmount(amount.toFixed(), {
          min: min.toFixed(),
          max: max.toFixed(),
          step: step.toFixed(),
        });
        expect(result).toEqual({
          ok: false,
          failure: { key: 'validation:amountStep', params: { step: step.toFixed() } },
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses one cent below the minimum and one cent above the maximum', () => {
    fc.assert(
      fc.property(unitLimits, ({ step, min, max }) => {
        const amountLimits = { min: min.toFixed(), max: max.toFixed(), step: step.toFixed() };
        const below = min.minus('0.01');
        if (below.gt(0)) {
          expect(checkInvestmentAmount(below.toFixed(), amountLimits)).toEqual({
            ok: false,
            failure: { key: 'validation:amountMin', params: { min: min.toFixed() } },
          });
        }
        expect(checkInvestmentAmount(max.plus('0.01').toFixed(), amountLimits)).toEqual({
          ok: false,
          failure: { key: 'validation:amountMax', params: { max: max.toFixed() } },
        });
      }),
      { numRuns: 500 },
    );
  });

  it('never shows a float artefact in the amount or the params', () => {
    fc.assert(
      fc.property(unitLimits, fc.nat(), ({ step, min, spanSteps }, pick) => {
        const amount = min.plus(step.times(pick % (spanSteps + 1)));
        const result = checkInvestmentAmount(Number(amount.toFixed()), { step: Number(step.toFixed()) });
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.amount).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('investmentAmountSchema', () => {
  const schema = investmentAmountSchema(limits);

  it('outputs the amount as a plain decimal string', () => {
    expect(schema.parse('1 200,00')).toBe('1200');
    expect(investmentAmountSchema({ step: '0.1' }).parse(0.3)).toBe('0.3');
  });

  it.each([
    [null, 'validation:required'],
    [true, 'validation:number'],
    ['900', 'validation:amountMin'],
    ['1250', 'validation:amountStep'],
  ])('%j → %s', (input, key) => {
    expect(keyOf(schema, input)).toBe(key);
  });

  it('reads limits given as a function at each validation', () => {
    let current: InvestmentAmountLimits = { min: 10 };
    const lazy = investmentAmountSchema(() => current);
    expect(keyOf(lazy, '20')).toBeUndefined();
    current = { min: 30 };
    expect(keyOf(lazy, '20')).toBe('validation:amountMin');
  });

  it('names the limits in both languages', () => {
    expect(issuesOf(schema, '1250', 'pl')[0]?.text).toBe('Kwota inwestycji musi być wielokrotnością 100.');
    expect(issuesOf(schema, '1250', 'en')[0]?.text).toBe('The investment amount must be a multiple of 100.');
    expect(issuesOf(schema, '10', 'pl')[0]?.text).toBe('Minimalna kwota inwestycji to 1000.');
    expect(issuesOf(schema, '60000', 'en')[0]?.text).toBe('The maximum investment amount is 50000.');
    expect(issuesOf(schema, '1,005', 'pl')[0]?.text).toBe('Podaj kwotę z najwyżej 2 miejscami po przecinku.');
  });
});

describe('money that is a number but not money (moneySchema)', () => {
  it.each([
    ['0', undefined],
    ['1000', undefined],
    ['1000.5', undefined],
    ['999999999999999.99', undefined],
    ['-100', 'validation:notNegative'],
    ['\u2212100', 'validation:notNegative'],
    ['-0.01', 'validation:notNegative'],
    ['1000.555', 'validation:moneyScale'],
    ['1000.000', 'validation:moneyScale'],
    ['1234567890123456', 'validation:moneyTooLarge'],
    // Not a plain decimal at all: the field's own "enter a number".
    ['abc', undefined],
    ['1 000', undefined],
    ['1e5', undefined],
  ])('%j → %s', (value, key) => {
    expect(checkMoneyFormat(value)).toBe(key);
  });

  it.each([
    // −100 and 1 000,555 as a form sends them (normalised typed text), then anything else.
    [normalizeDecimal('-100'), 'validation:notNegative'],
    [normalizeDecimal('1 000,555'), 'validation:moneyScale'],
    ['1234567890123456.5', 'validation:moneyTooLarge'],
    ['0100', 'validation:number'],
    ['dużo', 'validation:number'],
    ['1000.50', undefined],
  ])('moneySchema: %j → %s (one message)', (value, key) => {
    expect(keyOf(moneySchema, value)).toBe(key);
  });

  it('says what is wrong in both languages', () => {
    expect(issuesOf(moneySchema, '-100', 'pl')[0]?.text).toBe('Wartość nie może być ujemna.');
    expect(issuesOf(moneySchema, '-100', 'en')[0]?.text).toBe('The value must not be negative.');
    expect(issuesOf(moneySchema, '1000.555', 'pl')[0]?.text).toBe('Podaj kwotę z najwyżej 2 miejscami po przecinku.');
    expect(issuesOf(moneySchema, '1000.555', 'en')[0]?.text).toBe('Enter an amount with at most 2 decimal places.');
    expect(translate('en', 'validation:moneyTooLarge')).toBe(
      'The amount is too large: enter at most 15 digits before the decimal point.',
    );
  });
});
