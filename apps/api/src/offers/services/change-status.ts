import type { Database } from '@wl/db';
import type { InvestmentRow, InvestmentStatus, Language } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { offerRowInclude, toInvestmentRow } from '../offer-row.ts';
import { offerScope, showsOwnerName } from '../offer-scope.ts';
import { transitionOffer } from './offer-transitions.ts';

/**
 * PATCH /api/advisor/investor/{offerId}/status (not in the spec: the kanban's drag and drop).
 * Any offer the caller may read (offer-scope.ts) may be moved, but only along the advisor's edges
 * of the state machine (offer-transitions.ts): reject before active, activate an accepted
 * offer, archive an active, rejected or declined one. Anything else is a 409
 * `offer.invalid_transition`; each move writes its history row, with the reason given (required
 * for a rejection by the payload's schema, issue 19).
 */
export async function changeOfferStatus(
  db: Database,
  caller: AdvisorCaller,
  offerId: string,
  status: InvestmentStatus,
  reason: string | null | undefined,
  language: Language,
): Promise<InvestmentRow> {
  const id = await db.$transaction(async (tx) => {
    const offer = await tx.offer.findFirst({ where: { AND: [offerScope(caller), { id: offerId }] } });
    if (!offer) throw notFound();
    await transitionOffer(tx, {
      offerId: offer.id,
      from: offer.status,
      to: status,
      actor: 'advisor',
      userId: caller.userId,
      reason: reason || null,
    });
    return offer.id;
  });
  // Read with its relations after the commit: inside an interactive transaction Prisma would
  // send the include's queries on the one connection at once.
  const updated = await db.offer.findUniqueOrThrow({ where: { id }, include: offerRowInclude });
  return toInvestmentRow(updated, showsOwnerName(caller), language);
}
