import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  meetsCommitmentThreshold,
  meetsPortfolioThreshold,
  meetsTransactionFrequency,
  WELL_INFORMED_MIN_COMMITMENT_EUR,
  WELL_INFORMED_MIN_TRANSACTIONS_PER_QUARTER,
  WELL_INFORMED_PORTFOLIO_ABOVE_EUR,
  WELL_INFORMED_QUARTERS,
  wellInformedInvestorCriteria,
} from './well-informed-investor.ts';

describe('well-informed investor thresholds (spec §5/§9)', () => {
  it('has the spec constants', () => {
    expect([
      WELL_INFORMED_MIN_COMMITMENT_EUR,
      WELL_INFORMED_PORTFOLIO_ABOVE_EUR,
      WELL_INFORMED_MIN_TRANSACTIONS_PER_QUARTER,
      WELL_INFORMED_QUARTERS,
    ]).toEqual([100_000, 500_000, 10, 4]);
  });

  it.each([
    [100_000, true],
    ['100 000,00', true],
    [new Big('100000'), true],
    ['99 999,99', false],
    ['99999.999999999999999', false],
    [99_999.99, false],
    ['nie wiem', false],
  ])('commitment %j EUR qualifies: %s', (amount, expected) => {
    expect(meetsCommitmentThreshold(amount)).toBe(expected);
  });

  it.each([
    ['500 000,01', true],
    [1_000_000, true],
    [500_000, false],
    ['500000.000000000000001', true],
    ['499 999,99', false],
  ])('portfolio %j EUR qualifies: %s', (amount, expected) => {
    expect(meetsPortfolioThreshold(amount)).toBe(expected);
  });

  it.each([
    [[10, 10, 10, 10], true],
    [[0, 3, 12, 10, 15, 20], true],
    [[10, 10, 10, 9], false],
    [[9, 10, 10, 10], false],
    [[40, 0, 0, 0], false],
    [[0, 0, 20, 20], false],
    [[10, 10, 10], false],
    [[], false],
    [[10, 10, 10.5, 10], false],
  ])('transactions per quarter %j qualify: %s', (counts, expected) => {
    expect(meetsTransactionFrequency(counts)).toBe(expected);
  });

  it('reports each criterion on its own', () => {
    expect(
      wellInformedInvestorCriteria({
        commitmentEur: '150000',
        portfolioEur: null,
        transactionsPerQuarter: [10, 11, 12, 13],
      }),
    ).toEqual({ commitment: true, portfolio: false, transactions: true });
    expect(wellInformedInvestorCriteria({})).toEqual({ commitment: false, portfolio: false, transactions: false });
  });
});
