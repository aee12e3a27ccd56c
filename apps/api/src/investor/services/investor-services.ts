import type { Database, Prisma } from '@wl/db';
import { type CampaignOffer, type Currency, investmentStatuses, type Product } from '@wl/shared';
import type { InvestorSummary, PageQuery } from '@wl/shared/schemas';
import { notFound } from '../../core/api-error.ts';
import type { OfferTarget } from '../../offers/offer-view.ts';
import { offerViewInclude, toCampaignOffer, toProduct } from '../../offers/offer-view.ts';

/** The investor behind an /investor-api request (from the principal, never from the client). */
export interface InvestorCaller {
  tenantId: string;
  investorId: string;
  userId: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Only the caller's own offers: another investor's (or tenant's) id is a 404 like a missing one. */
export const ownOffers = (caller: InvestorCaller): Prisma.OfferWhereInput => ({
  tenantId: caller.tenantId,
  investorId: caller.investorId,
});

export function ownOfferTarget(caller: InvestorCaller, id: string): OfferTarget {
  return { where: { ...ownOffers(caller), id }, missing: () => notFound(), returnPath: `/app/investments/${id}` };
}

/** GET /investor-api/offers: newest status change first. */
export async function listOwnOffers(
  db: Database,
  caller: InvestorCaller,
  page: PageQuery,
): Promise<Page<CampaignOffer>> {
  const where = ownOffers(caller);
  // Side by side on pooled connections (as the advisors' list): a batch transaction would send the
  // include's queries on one connection at once.
  const [total, offers] = await Promise.all([
    db.offer.count({ where }),
    db.offer.findMany({
      where,
      include: offerViewInclude,
      orderBy: [{ statusDate: 'desc' }, { id: 'asc' }],
      skip: page.offset,
      take: page.limit,
    }),
  ]);
  return { rows: offers.map(toCampaignOffer), total };
}

/** Products of the campaigns the investor has offers in. */
const ownProducts = (caller: InvestorCaller): Prisma.ProductWhereInput => ({
  tenantId: caller.tenantId,
  campaign: { offers: { some: ownOffers(caller) } },
});

export async function listOwnProducts(db: Database, caller: InvestorCaller, page: PageQuery): Promise<Page<Product>> {
  const where = ownProducts(caller);
  const [total, products] = await db.$transaction([
    db.product.count({ where }),
    db.product.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      skip: page.offset,
      take: page.limit,
    }),
  ]);
  return { rows: products.map(toProduct), total };
}

export async function getOwnProduct(db: Database, caller: InvestorCaller, id: string): Promise<Product> {
  const product = await db.product.findFirst({ where: { ...ownProducts(caller), id } });
  if (!product) throw notFound();
  return toProduct(product);
}

type Sums = { currency: Currency; _sum: { investmentValue: { toFixed(digits: number): string } | null } }[];

const moneyByCurrency = (sums: Sums) =>
  sums
    .map(({ currency, _sum }) => ({ currency, amount: (_sum.investmentValue ?? { toFixed: () => '0.00' }).toFixed(2) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

/** GET /investor-api/investor/summary (see `investorSummarySchema`). Sums are exact decimals. */
export async function investorSummary(db: Database, caller: InvestorCaller): Promise<InvestorSummary> {
  const where = ownOffers(caller);
  const [byStatus, invested, accepted] = await db.$transaction([
    db.offer.groupBy({ by: ['status'], where, _count: { _all: true }, orderBy: { status: 'asc' } }),
    db.offer.groupBy({
      by: ['currency'],
      where: { ...where, status: 'active', investmentValue: { not: null } },
      _sum: { investmentValue: true },
      orderBy: { currency: 'asc' },
    }),
    db.offer.groupBy({
      by: ['currency'],
      where: { ...where, status: 'accepted', investmentValue: { not: null } },
      _sum: { investmentValue: true },
      orderBy: { currency: 'asc' },
    }),
  ]);
  const offersByStatus = Object.fromEntries(investmentStatuses.map((status) => [status, 0])) as Record<
    (typeof investmentStatuses)[number],
    number
  >;
  for (const row of byStatus) {
    const count = row._count;
    offersByStatus[row.status] = typeof count === 'object' && count ? (count._all ?? 0) : 0;
  }
  return {
    offersByStatus,
    invested: moneyByCurrency(invested as Sums),
    accepted: moneyByCurrency(accepted as Sums),
    activeInvestments: offersByStatus.active,
  };
}
