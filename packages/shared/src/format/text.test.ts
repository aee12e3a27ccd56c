import { describe, expect, it } from 'vitest';
import { capitalize, snakeToTitle, truncate } from './text.ts';

describe('truncate', () => {
  it.each<[string | null | undefined, number, string]>([
    ['Hello world', 20, 'Hello world'],
    ['Hello world', 11, 'Hello world'],
    ['Hello world', 10, 'Hello wor…'],
    ['Hello world', 7, 'Hello…'],
    ['Hello world', 1, '…'],
    ['Hello world', 0, ''],
    ['Zażółć gęślą jaźń', 7, 'Zażółć…'],
    ['👍👍👍👍', 3, '👍👍…'],
    ['', 3, ''],
    [null, 3, ''],
  ])('%j to %d → %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('never exceeds max characters', () => {
    for (let max = 1; max < 15; max++)
      expect(Array.from(truncate('The quick brown fox', max)).length).toBeLessThanOrEqual(max);
  });
});

describe('snakeToTitle', () => {
  it.each([
    ['partially_paid', 'Partially Paid'],
    ['unpaid', 'Unpaid'],
    ['PARTIALLY_PAID', 'Partially Paid'],
    ['_at__maturity_', 'At Maturity'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(snakeToTitle(value)).toBe(expected);
  });
});

describe('capitalize', () => {
  it.each([
    ['counterPartyTin', 'CounterPartyTin'],
    ['addresses[0].zip', 'Addresses[0].zip'],
    ['żona', 'Żona'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(capitalize(value)).toBe(expected);
  });
});
