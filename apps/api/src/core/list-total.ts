import { totalCountCap } from '@wl/shared';

/** A list's total as the API reports it (decision 079): exact, or "more than `total`" when capped. */
export interface ListTotal {
  total: number;
  totalCapped: boolean;
}

/**
 * The total of a large list (the offers and onboarding requests), counted no further than
 * `totalCountCap(page)`: an exact count of a million rows reads them all (130-500 ms), the capped
 * one stops after the cap. `count(take)` counts at most `take` matching rows *in the page's own
 * order*: without an order Prisma counts by id, and PostgreSQL then walks the primary key and
 * tests every row, where the page's order walks the index the page itself is read from.
 */
export async function countUpToCap(
  page: { offset: number; limit: number },
  count: (take: number) => Promise<number>,
): Promise<ListTotal> {
  const cap = totalCountCap(page);
  const counted = await count(cap + 1);
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };
}
