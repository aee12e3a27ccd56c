import type { Database } from '@wl/db';
import type { InvestmentRow, Language } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { offerRowInclude, toInvestmentRow } from '../offer-row.ts';
import { offerScope, showsOwnerName } from '../offer-scope.ts';

/**
 * GET /api/advisor/investor/{offerId} (not in the spec: the investment detail screen). One offer
 * the caller may read (offer-scope.ts); any other id, another tenant's included, is a 404.
 */
export async function getAdvisorOffer(
  db: Database,
  caller: AdvisorCaller,
  offerId: string,
  language: Language,
): Promise<InvestmentRow> {
  const offer = await db.offer.findFirst({
    where: { AND: [offerScope(caller), { id: offerId }] },
    include: offerRowInclude,
  });
  if (!offer) throw notFound();
  return toInvestmentRow(offer, showsOwnerName(caller), language);
}
