import type Big from 'big.js';
import { parseDecimal } from './number.ts';

/**
 * The well-informed investor thresholds of spec §5/§9. Amounts are in EUR and compared as exact
 * decimals; converting other currencies to EUR (and at which rate) is the caller's business.
 */

/** Commitment: at least 100 000 EUR (the threshold itself qualifies). */
export const WELL_INFORMED_MIN_COMMITMENT_EUR = 100_000;
/** Portfolio: over 500 000 EUR (exactly 500 000 does not qualify). */
export const WELL_INFORMED_PORTFOLIO_ABOVE_EUR = 500_000;
/** Transactions: at least 10 in each quarter … */
export const WELL_INFORMED_MIN_TRANSACTIONS_PER_QUARTER = 10;
/** … of the last four quarters. */
export const WELL_INFORMED_QUARTERS = 4;

function amount(value: string | number | Big): Big | undefined {
  return typeof value === 'object' ? value : parseDecimal(value);
}

/** Whether the amount committed is at least 100 000 EUR. An amount that is not a number does not qualify. */
export function meetsCommitmentThreshold(commitmentEur: string | number | Big): boolean {
  return amount(commitmentEur)?.gte(WELL_INFORMED_MIN_COMMITMENT_EUR) ?? false;
}

/** Whether the portfolio is worth more than 500 000 EUR. An amount that is not a number does not qualify. */
export function meetsPortfolioThreshold(portfolioEur: string | number | Big): boolean {
  return amount(portfolioEur)?.gt(WELL_INFORMED_PORTFOLIO_ABOVE_EUR) ?? false;
}

/**
 * Whether the investor made at least 10 transactions in every one of the last four quarters.
 * `countsPerQuarter` is ordered oldest to newest; only the last four count, and fewer than four
 * quarters of history do not qualify. Spec §5 says "at least 10 per quarter over four quarters",
 * read literally as each quarter, not as an average (MiFID's "average frequency of 10 per
 * quarter" would accept 0, 0, 20, 20; this does not).
 */
export function meetsTransactionFrequency(countsPerQuarter: readonly number[]): boolean {
  if (countsPerQuarter.length < WELL_INFORMED_QUARTERS) return false;
  return countsPerQuarter
    .slice(-WELL_INFORMED_QUARTERS)
    .every((count) => Number.isInteger(count) && count >= WELL_INFORMED_MIN_TRANSACTIONS_PER_QUARTER);
}

export interface WellInformedInvestorFacts {
  commitmentEur?: string | number | Big | null;
  portfolioEur?: string | number | Big | null;
  transactionsPerQuarter?: readonly number[] | null;
}

export interface WellInformedInvestorCriteria {
  commitment: boolean;
  portfolio: boolean;
  transactions: boolean;
}

/**
 * Which thresholds the facts meet, each on its own. How many of them make an investor
 * well-informed is a legal decision the spec does not record, so it is left to the caller.
 */
export function wellInformedInvestorCriteria(facts: WellInformedInvestorFacts): WellInformedInvestorCriteria {
  return {
    commitment: facts.commitmentEur != null && meetsCommitmentThreshold(facts.commitmentEur),
    portfolio: facts.portfolioEur != null && meetsPortfolioThreshold(facts.portfolioEur),
    transactions: facts.transactionsPerQuarter != null && meetsTransactionFrequency(facts.transactionsPerQuarter),
  };
}
