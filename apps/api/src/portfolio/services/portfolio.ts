import type { Database, Prisma } from '@wl/db';
import {
  type Currency,
  type InvestmentSchedule,
  interestSchedule,
  type Language,
  type Portfolio,
  type ScheduledPayment,
  type SchedulePayment,
  sumMoney,
  todayIso,
} from '@wl/shared';
import { campaignNameIn } from '../../offers/offer-row.ts';

/** The investor behind the request (from the principal, never from the client). */
export interface PortfolioCaller {
  tenantId: string;
  investorId: string;
}

/**
 * The investments that have a schedule: active ones, and accepted ones whose agreement is signed
 * (their money may not have arrived yet). Only the caller's own, in their tenant.
 */
const investedOffers = (caller: PortfolioCaller): Prisma.OfferWhereInput => ({
  tenantId: caller.tenantId,
  investorId: caller.investorId,
  ...invested,
});

/** The offers that have a schedule, whoever reads them (the investor's portfolio, the advisor panel). */
export const invested = {
  investmentValue: { not: null },
  OR: [{ status: 'active' }, { status: 'accepted', contractStatus: 'Completed' }],
} satisfies Prisma.OfferWhereInput;

export const portfolioInclude = {
  campaign: { select: { name: true, nameEn: true } },
  product: true,
  schedulePayments: true,
} satisfies Prisma.OfferInclude;

export type PortfolioOffer = Prisma.OfferGetPayload<{ include: typeof portfolioInclude }>;
type MarkedPayment = PortfolioOffer['schedulePayments'][number];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What happened to a payment: the stored mark when there is one; otherwise `scheduled` until its
 * due date and `unpaid` from the day after it (decision 068).
 */
function withStatus(payment: ScheduledPayment, mark: MarkedPayment | undefined, today: string): SchedulePayment {
  return {
    ...payment,
    status: mark ? mark.status : payment.dueDate < today ? 'unpaid' : 'scheduled',
    paidAmount: mark?.paidAmount ? mark.paidAmount.toFixed(2) : null,
    paidOn: mark?.paidOn ? isoDate(mark.paidOn) : null,
  };
}

/**
 * Interest accrues from the day the money arrived (the payment date), else from the agreement
 * date of an active investment; a signed investment waiting for its money has no schedule yet.
 */
function startDateOf(offer: PortfolioOffer): string | null {
  if (offer.paymentDate) return isoDate(offer.paymentDate);
  if (offer.status === 'active' && offer.agreementDate) return isoDate(offer.agreementDate);
  return null;
}

export function toInvestmentSchedule(offer: PortfolioOffer, language: Language, today: string): InvestmentSchedule {
  const { product } = offer;
  const amount = (offer.investmentValue as Prisma.Decimal).toFixed(2);
  // The catalogue allows a negative rate; no bond pays one, so it counts as none.
  const rate = product.interestPerYear.isNegative() ? '0' : product.interestPerYear.toString();
  const startDate = startDateOf(offer);
  const schedule = startDate
    ? interestSchedule({
        amount,
        interestPerYear: rate,
        interestType: product.interestType,
        interestPaymentFrequency: product.paymentFrequency,
        duration: product.duration,
        durationUnit: product.durationUnit,
        startDate,
      })
    : null;
  const marks = new Map(offer.schedulePayments.map((mark) => [mark.number, mark]));
  return {
    offerId: offer.id,
    campaignName: campaignNameIn(offer.campaign, language),
    productCode: product.code,
    productName: product.name,
    currency: offer.currency,
    amount,
    interestPerYear: rate,
    interestType: product.interestType,
    interestPaymentFrequency: product.paymentFrequency,
    estimated: product.interestType === 'Variable',
    startDate,
    maturityDate: schedule?.maturityDate ?? null,
    payments: schedule ? schedule.payments.map((payment) => withStatus(payment, marks.get(payment.number), today)) : [],
    totalInterest: schedule?.totals.interest ?? null,
  };
}

/** Invested and expected interest per currency, in the platform's order of currencies. */
function perCurrency(investments: InvestmentSchedule[]): Portfolio['invested'] {
  const currencies = [...new Set(investments.map((investment) => investment.currency))].sort();
  return currencies.map((currency: Currency) => {
    const ofCurrency = investments.filter((investment) => investment.currency === currency);
    return {
      currency,
      amount: sumMoney(ofCurrency.map((investment) => investment.amount)),
      expectedInterest: sumMoney(ofCurrency.map((investment) => investment.totalInterest ?? '0')),
    };
  });
}

/**
 * GET /investor-api/portfolio: the caller's invested offers with their schedules (oldest start
 * first) and the sums per currency. An investor has a handful of investments; the query is
 * bounded anyway.
 */
export async function portfolioOf(
  db: Database,
  caller: PortfolioCaller,
  language: Language,
  today: string = todayIso(),
): Promise<Portfolio> {
  const offers = await db.offer.findMany({
    where: investedOffers(caller),
    include: portfolioInclude,
    orderBy: [{ paymentDate: { sort: 'asc', nulls: 'last' } }, { statusDate: 'asc' }, { id: 'asc' }],
    take: PORTFOLIO_MAX_INVESTMENTS,
  });
  const investments = offers.map((offer) => toInvestmentSchedule(offer, language, today));
  return { invested: perCurrency(investments), investments };
}

/** At most this many investments are read for one investor's portfolio. */
export const PORTFOLIO_MAX_INVESTMENTS = 500;
