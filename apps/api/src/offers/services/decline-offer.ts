import { agreementOpen, type CampaignOffer, investorMayDecline } from '@wl/shared';
import { ApiError } from '../../core/api-error.ts';
import { type OfferTarget, offerViewInclude, toCampaignOffer } from '../offer-view.ts';
import { type OfferActionContext, offerOutOfDate } from './offer-actions.ts';
import { transitionOffer } from './offer-transitions.ts';

/**
 * PATCH …/decline (issue 19): the investor says no to an offer, before the investment is active
 * and while its agreement is not signed (`investorMayDecline`). The move is recorded in the
 * offer's history with the investor as its author. An agreement still open at the provider is
 * withdrawn there afterwards (best effort: the provider reports it by callback; a failure is
 * logged, the decline stands). Anything else is out of date (409).
 */
export async function declineOffer(context: OfferActionContext, target: OfferTarget): Promise<CampaignOffer> {
  const declined = await context.db.$transaction(async (tx) => {
    const found = await tx.offer.findFirst({ where: target.where, select: { id: true } });
    if (!found) throw target.missing();
    // A contract callback changes the offer's agreement under the same row lock.
    await tx.$queryRaw`SELECT id FROM offer WHERE id = ${found.id}::uuid FOR UPDATE`;
    const offer = await tx.offer.findUniqueOrThrow({
      where: { id: found.id },
      select: { id: true, status: true, contractStatus: true },
    });
    if (!investorMayDecline(offer)) throw offerOutOfDate(context.language);
    try {
      await transitionOffer(tx, {
        offerId: offer.id,
        from: offer.status,
        to: 'declined',
        actor: 'investor',
        userId: context.userId,
      });
    } catch (error) {
      if (error instanceof ApiError) throw offerOutOfDate(context.language);
      throw error;
    }
    return offer;
  });
  if (agreementOpen(declined.contractStatus)) await withdrawOpenAgreement(context, declined.id);
  const now = await context.db.offer.findFirst({ where: target.where, include: offerViewInclude });
  if (!now) throw target.missing();
  return toCampaignOffer(now);
}

async function withdrawOpenAgreement(context: OfferActionContext, offerId: string): Promise<void> {
  const contract = await context.db.contract.findFirst({
    where: { offerId },
    orderBy: { createdAt: 'desc' },
    select: { providerRef: true },
  });
  if (!contract) return;
  try {
    await context.signing.withdrawContract(contract.providerRef);
  } catch (error) {
    context.log.error({ err: error, offerId }, 'withdrawing the agreement of a declined offer failed');
  }
}
