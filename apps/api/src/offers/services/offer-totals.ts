import type { Database, Prisma } from '@wl/db';
import { type CurrencyTotalRow, currencies, type InvestmentListQuery } from '@wl/shared';
import { offerFilterConditions } from './list-offers.ts';

/**
 * GET /api/advisor/investor/offers/totals and …/offers-by-network/totals (issue 19: sums per
 * currency under the investors table). The offers within `scope` (one of offer-scope.ts) that the
 * table's filters match, all of them, not only the page shown (the table pages on the server):
 * their amounts summed per currency, exactly (PostgreSQL's numeric), in the order of the currency
 * list. Offers without an amount (not yet accepted) add nothing; a currency without any amount is
 * left out.
 */
export async function offerTotals(
  db: Database,
  scope: Prisma.OfferWhereInput,
  filter: InvestmentListQuery['filter'],
): Promise<CurrencyTotalRow[]> {
  const groups = await db.offer.groupBy({
    by: ['currency'],
    where: { AND: [scope, ...offerFilterConditions(filter), { investmentValue: { not: null } }] },
    _sum: { investmentValue: true },
    _count: { investmentValue: true },
  });
  const byCurrency = new Map(groups.map((group) => [group.currency, group]));
  return currencies.flatMap((currency) => {
    const group = byCurrency.get(currency);
    if (!group?._sum.investmentValue) return [];
    return [{ currency, amount: group._sum.investmentValue.toFixed(2), count: group._count.investmentValue }];
  });
}
