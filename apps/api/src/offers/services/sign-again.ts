import { type CampaignOffer, type ContractStatus, canSignAgain } from '@wl/shared';
import { type OfferTarget, offerViewInclude, toCampaignOffer } from '../offer-view.ts';
import { type OfferActionContext, offerOutOfDate } from './offer-actions.ts';
import { startContract } from './start-contract.ts';

/** The agreement statuses a new signing may follow (`canSignAgain`), as the claim's condition. */
const restartableStatuses: ContractStatus[] = ['Rejected', 'Withdrawn', 'Error'];

/**
 * POST …/contract (decision 053): a new signing of an accepted offer whose agreement was refused,
 * withdrawn or never created. The request first claims the offer (its `contractStatus` to `New`,
 * only from one of those statuses), so two at once start one agreement; then the agreement is
 * made like after the acceptance (decision 011). Anything else is out of date (409).
 */
export async function signAgain(context: OfferActionContext, target: OfferTarget): Promise<CampaignOffer> {
  const offer = await context.db.offer.findFirst({
    where: target.where,
    select: { id: true, status: true, contractStatus: true },
  });
  if (!offer) throw target.missing();
  if (!canSignAgain(offer)) throw offerOutOfDate(context.language);
  const claimed = await context.db.offer.updateMany({
    where: { id: offer.id, status: 'accepted', contractStatus: { in: restartableStatuses } },
    data: { contractStatus: 'New' },
  });
  if (claimed.count === 0) throw offerOutOfDate(context.language);
  await startContract(context, offer.id, target.returnPath ?? '/');
  const now = await context.db.offer.findFirst({ where: target.where, include: offerViewInclude });
  if (!now) throw target.missing();
  return toCampaignOffer(now);
}
