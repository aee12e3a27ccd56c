import type { Database } from '@wl/db';
import type { InvestmentRow, Language } from '@wl/shared';
import { audit } from '../../audit/audit.ts';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { ownerNotInNetwork } from '../offer-errors.ts';
import { offerRowInclude, toInvestmentRow } from '../offer-row.ts';
import { networkOfferScope } from '../offer-scope.ts';

/**
 * PATCH /api/advisor/investor/{offerId}/owner/{ownerId} (spec §6: the coordinator changes the
 * offer owner). Coordinators act on the offers of the networks they coordinate, admins on every
 * offer of the tenant; plain advisors are refused (403). The offer must be within that scope
 * (else 404); the new owner an advisor of the tenant (else 404) who is active and a member of
 * the offer's network (else 422). Handing an offer to its owner changes nothing.
 */
export async function changeOfferOwner(
  db: Database,
  caller: AdvisorCaller,
  offerId: string,
  ownerId: string,
  language: Language,
): Promise<InvestmentRow> {
  const scope = networkOfferScope(caller);
  const id = await db.$transaction(async (tx) => {
    const offer = await tx.offer.findFirst({ where: { AND: [scope, { id: offerId }] } });
    if (!offer) throw notFound();
    const owner = await tx.advisor.findFirst({ where: { id: ownerId, tenantId: caller.tenantId } });
    if (!owner) throw notFound();
    const inNetwork =
      offer.networkId !== null &&
      (await tx.advisorNetwork.count({ where: { advisorId: owner.id, networkId: offer.networkId } })) > 0;
    if (owner.status !== 'active' || !inNetwork) throw ownerNotInNetwork();
    if (owner.id !== offer.ownerAdvisorId) {
      await tx.offer.update({ where: { id: offer.id }, data: { ownerAdvisorId: owner.id } });
      // The status history records moves; who handed a lead to whom is kept in the audit log.
      await audit(tx, {
        event: 'offer.owner_changed',
        tenantId: caller.tenantId,
        actorUserId: caller.userId,
        targetUserId: owner.userId,
        data: { offerId: offer.id, fromAdvisorId: offer.ownerAdvisorId, toAdvisorId: owner.id },
      });
    }
    return offer.id;
  });
  // Read with its relations after the commit (one query at a time inside the transaction).
  const updated = await db.offer.findUniqueOrThrow({ where: { id }, include: offerRowInclude });
  return toInvestmentRow(updated, true, language);
}
