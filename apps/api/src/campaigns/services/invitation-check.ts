import type { Database } from '@wl/db';
import type { InvitationCheckPayload, OpenOfferWarning } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { campaignScope } from '../../offers/offer-scope.ts';

/** Offers in these statuses are finished: a new invitation to the product may follow them. */
export const closedStatuses = ['rejected', 'declined', 'archived'] as const;

/**
 * POST /api/advisor/campaign/{campaignId}/product/{productId}/invitation-check (issue 19: the
 * invitation form warns before sending). For each address that already has an open offer (not
 * rejected, declined or archived) for the product in this tenant: `other` when another advisor
 * owns one (the invitation would be refused as `lead.other_advisor`, the same rule as
 * invite-investor.ts; nothing more of that offer is told), else `own` with the caller's offer
 * (an invitation would make a second one). Addresses without an open offer are left out; the
 * answer keeps the order of the payload. Nothing is written: no account is made for an address.
 */
export async function checkInvitations(
  db: Database,
  caller: AdvisorCaller,
  target: { campaignId: string; productId: string },
  payload: InvitationCheckPayload,
): Promise<OpenOfferWarning[]> {
  const product = await db.product.findFirst({
    where: { id: target.productId, campaign: { AND: [campaignScope(caller), { id: target.campaignId }] } },
    select: { id: true },
  });
  if (!product) throw notFound();
  const emails = [...new Set(payload.investorEmails.map((email) => email.trim().toLowerCase()))];
  const offers = await db.offer.findMany({
    where: {
      tenantId: caller.tenantId,
      productId: product.id,
      status: { notIn: [...closedStatuses] },
      investor: { tenantId: caller.tenantId, user: { email: { in: emails, mode: 'insensitive' } } },
    },
    select: {
      id: true,
      status: true,
      ownerAdvisorId: true,
      investor: { select: { user: { select: { email: true } } } },
    },
    orderBy: [{ statusDate: 'desc' }, { id: 'desc' }],
  });
  return emails.flatMap((email): OpenOfferWarning[] => {
    const open = offers.filter((offer) => offer.investor.user.email.toLowerCase() === email);
    if (open.some((offer) => offer.ownerAdvisorId !== caller.advisor.id)) return [{ email, owner: 'other' }];
    const own = open[0];
    return own ? [{ email, owner: 'own', offerId: own.id, status: own.status }] : [];
  });
}
