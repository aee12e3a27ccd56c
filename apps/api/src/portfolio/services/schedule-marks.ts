import type { Database, Prisma } from '@wl/db';
import {
  type InvestmentSchedule,
  type Language,
  type ScheduleMarkPayload,
  type SchedulePayment,
  type SchedulePaymentStatus,
  todayIso,
} from '@wl/shared';
import { type AuditEntry, audit } from '../../audit/audit.ts';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { offerScope } from '../../offers/offer-scope.ts';
import { paidOnInFuture, partialAmountOutOfRange, scheduleNotAvailable } from '../schedule-errors.ts';
import { invested, type PortfolioOffer, portfolioInclude, toInvestmentSchedule } from './portfolio.ts';

type Tx = Prisma.TransactionClient;

/** Who changes a mark, as the audit log records it. */
export type MarkActor = { tenantId: string } & Pick<AuditEntry, 'actorUserId' | 'impersonatorUserId' | 'ip'>;

/** What a payment becomes: a stored mark, or none (then `scheduled`/`unpaid` by its due date). */
export interface NextMark {
  status: 'paid' | 'partially_paid' | 'cancelled' | null;
  paidAmount: string | null;
  paidOn: string | null;
}

/** Money as whole grosz/cents, exact (the strings are the API's two-decimal money). */
export function cents(money: string): bigint {
  const [whole = '0', fraction = ''] = money.replace(/^-/, '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return money.startsWith('-') ? -value : value;
}

export const centsToMoney = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** The status a payment shows once `next` is stored (decision 068 for an unmarked one). */
export function statusAfter(payment: SchedulePayment, next: NextMark, today: string): SchedulePaymentStatus {
  if (next.status) return next.status;
  return payment.dueDate < today ? 'unpaid' : 'scheduled';
}

const unchanged = (payment: SchedulePayment, next: NextMark, today: string) =>
  payment.status === statusAfter(payment, next, today) &&
  payment.paidAmount === next.paidAmount &&
  payment.paidOn === next.paidOn;

/**
 * Locks the offers' rows until the transaction ends, in one order, so a single mark and an import
 * never interleave: whoever comes second reads what the first one stored (decision 071).
 */
export async function lockOffers(tx: Tx, offerIds: string[]): Promise<void> {
  if (offerIds.length === 0) return;
  const ids = [...new Set(offerIds)].sort();
  await tx.$queryRaw`SELECT id FROM offer WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
}

/**
 * Stores `next` for one payment and writes the audit entry (who, offer, number, from → to, the
 * amounts) in the caller's transaction. Nothing is written when nothing changes.
 */
export async function writeMark(
  tx: Tx,
  actor: MarkActor,
  offerId: string,
  payment: SchedulePayment,
  next: NextMark,
  source: 'single' | 'import',
  today: string,
): Promise<boolean> {
  if (unchanged(payment, next, today)) return false;
  const where = { offerId_number: { offerId, number: payment.number } };
  if (next.status === null) {
    await tx.schedulePayment.deleteMany({ where: { offerId, number: payment.number } });
  } else {
    const data = {
      status: next.status,
      paidAmount: next.paidAmount,
      paidOn: next.paidOn ? new Date(`${next.paidOn}T00:00:00Z`) : null,
      updatedByUserId: actor.actorUserId ?? null,
    };
    await tx.schedulePayment.upsert({ where, create: { offerId, number: payment.number, ...data }, update: data });
  }
  await audit(tx, {
    event: 'schedule_payment.marked',
    tenantId: actor.tenantId,
    actorUserId: actor.actorUserId ?? null,
    impersonatorUserId: actor.impersonatorUserId ?? null,
    ip: actor.ip ?? null,
    data: {
      offerId,
      number: payment.number,
      source,
      from: payment.status,
      to: statusAfter(payment, next, today),
      fromPaidAmount: payment.paidAmount,
      toPaidAmount: next.paidAmount,
      fromPaidOn: payment.paidOn,
      toPaidOn: next.paidOn,
      total: payment.total,
    },
  });
  return true;
}

/** The offer with what its schedule needs, when the caller may read it (else 404). */
async function scopedOffer(db: Database | Tx, caller: AdvisorCaller, offerId: string) {
  const offer = await db.offer.findFirst({
    where: { AND: [offerScope(caller), { id: offerId }] },
    select: { id: true },
  });
  if (!offer) throw notFound();
  return offer.id;
}

/** The schedule of an offer that has one; 409 schedule.not_available for one that has none. */
async function scheduleOf(db: Database | Tx, offerId: string, language: Language, today: string) {
  const offer: PortfolioOffer | null = await db.offer.findFirst({
    where: { id: offerId, ...invested },
    include: portfolioInclude,
  });
  if (!offer) throw scheduleNotAvailable();
  const schedule = toInvestmentSchedule(offer, language, today);
  if (schedule.payments.length === 0) throw scheduleNotAvailable();
  return schedule;
}

/** GET /api/advisor/investor/{offerId}/schedule: one investment's schedule, within the caller's scope. */
export async function advisorSchedule(
  db: Database,
  caller: AdvisorCaller,
  offerId: string,
  language: Language,
  today: string = todayIso(),
): Promise<InvestmentSchedule> {
  return scheduleOf(db, await scopedOffer(db, caller, offerId), language, today);
}

/**
 * What a mark asks for, checked against the payment: `paid` takes the whole total; a partial
 * payment is above zero and below the total; a payment date is not later than today.
 */
export function nextMarkOf(payload: ScheduleMarkPayload, payment: SchedulePayment, today: string): NextMark {
  if (payload.status === 'none') return { status: null, paidAmount: null, paidOn: null };
  if (payload.status === 'cancelled') return { status: 'cancelled', paidAmount: null, paidOn: null };
  const paidOn = payload.paidOn as string;
  if (paidOn > today) throw paidOnInFuture();
  if (payload.status === 'paid') return { status: 'paid', paidAmount: payment.total, paidOn };
  const amount = cents(payload.paidAmount as string);
  if (amount <= 0n || amount >= cents(payment.total)) throw partialAmountOutOfRange();
  return { status: 'partially_paid', paidAmount: centsToMoney(amount), paidOn };
}

/**
 * PUT /api/advisor/investor/{offerId}/schedule/{number} (admins): marks one payment, or clears
 * its mark, with the audit entry in the same transaction. 404 outside the scope or for a number
 * the schedule has not; 409 when the offer has no schedule; 422 for a date or amount refused.
 */
export async function markSchedulePayment(
  db: Database,
  caller: AdvisorCaller,
  actor: MarkActor,
  offerId: string,
  number: number,
  payload: ScheduleMarkPayload,
  language: Language,
  today: string = todayIso(),
): Promise<InvestmentSchedule> {
  const id = await scopedOffer(db, caller, offerId);
  await db.$transaction(async (tx) => {
    await lockOffers(tx, [id]);
    const schedule = await scheduleOf(tx, id, language, today);
    const payment = schedule.payments.find((candidate) => candidate.number === number);
    if (!payment) throw notFound();
    await writeMark(tx, actor, id, payment, nextMarkOf(payload, payment, today), 'single', today);
  });
  return scheduleOf(db, id, language, today);
}
