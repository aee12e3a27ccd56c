import type { Prisma } from '@wl/db';
import { transitionOffer } from './offer-transitions.ts';

/**
 * DESIGN §4: an accepted offer becomes `active` when its agreement is signed (contract
 * `Completed`) and a payment confirmation is uploaded, whichever comes second. Called in the
 * transaction of either event; moves the offer (by the system) or leaves it as it is.
 * Returns whether it moved.
 */
export async function activateWhenComplete(tx: Prisma.TransactionClient, offerId: string): Promise<boolean> {
  const offer = await tx.offer.findUnique({
    where: { id: offerId },
    select: { status: true, contractStatus: true },
  });
  if (offer?.status !== 'accepted' || offer.contractStatus !== 'Completed') return false;
  const confirmations = await tx.offerPaymentConfirmation.count({ where: { offerId } });
  if (confirmations === 0) return false;
  await transitionOffer(tx, {
    offerId,
    from: 'accepted',
    to: 'active',
    actor: 'system',
    reason: 'Agreement signed and payment confirmed',
    data: { agreementDate: new Date(new Date().toISOString().slice(0, 10)) },
  });
  return true;
}
