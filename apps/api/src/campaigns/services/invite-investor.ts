import type { Database } from '@wl/db';
import type { InvestmentRow, InvitationPayload, Language } from '@wl/shared';
import { errorCodes } from '@wl/shared/errors';
import { ensureInvestorAccount } from '../../auth/services/accounts.ts';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { conflict, notFound } from '../../core/api-error.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { hashToken, randomToken } from '../../core/tokens.ts';
import { fieldRefused } from '../../offers/offer-errors.ts';
import { offerRowInclude, toInvestmentRow } from '../../offers/offer-row.ts';
import { campaignScope, invitationNetworkScope, showsOwnerName } from '../../offers/offer-scope.ts';
import { campaignPhase } from '../campaign-record.ts';
import { closedStatuses } from './invitation-check.ts';
import { mailOfferInvitation } from './offer-invitation.ts';

export interface InvitationTarget {
  campaignId: string;
  productId: string;
}

/**
 * POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor, one address per
 * call (spec §7). In one transaction: the investor (an account by the lower-cased address, its
 * investor-panel context and the investor of this tenant) if new; the offer in `invited`, owned
 * by the caller, in the product's currency, with a public token of which only the hash is kept;
 * its first history row; and the branded invitation mail with the link. Refusals: the campaign
 * inactive, not started or completed (409); a network that is not the caller's (422); an open
 * offer of the investor for the product owned by another advisor (409 `lead.other_advisor`).
 */
export async function inviteInvestor(
  db: Database,
  caller: AdvisorCaller,
  tenant: TenantContext,
  target: InvitationTarget,
  payload: InvitationPayload,
  offerGraceDays: number,
  /** The advisor's screen language: the row answered names the campaign in it (decision 066). */
  language: Language,
): Promise<InvestmentRow> {
  const email = payload.investorEmail.trim().toLowerCase();
  const offerId = await db.$transaction(async (tx) => {
    const campaign = await tx.campaign.findFirst({
      where: { AND: [campaignScope(caller), { id: target.campaignId }] },
    });
    const product =
      campaign && (await tx.product.findFirst({ where: { id: target.productId, campaignId: campaign.id } }));
    if (!campaign || !product) throw notFound();
    if (!campaign.active) throw conflict('The campaign is not active.', errorCodes.campaignNotActive);
    const phase = campaignPhase(campaign);
    if (phase === 'not_started') throw conflict('The campaign has not started yet.', errorCodes.campaignNotStarted);
    if (phase === 'completed') throw conflict('The campaign is already completed.', errorCodes.campaignCompleted);
    const network = await tx.brokerNetwork.findFirst({
      where: { AND: [invitationNetworkScope(caller), { id: payload.networkId }] },
    });
    if (!network) throw fieldRefused('networkId', 'The investment must be offered in one of your networks.');

    const { investor } = await ensureInvestorAccount(tx, caller.tenantId, email);
    // Two advisors inviting one investor to one product at once: the second waits and sees the first.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`offer-lead:${investor.id}:${product.id}`}))`;
    const lead = await tx.offer.findFirst({
      where: {
        tenantId: caller.tenantId,
        investorId: investor.id,
        productId: product.id,
        status: { notIn: [...closedStatuses] },
        ownerAdvisorId: { not: caller.advisor.id },
      },
    });
    if (lead) throw conflict('This investor is already looked after by another advisor.', errorCodes.leadOtherAdvisor);

    const token = randomToken();
    const now = new Date();
    const offer = await tx.offer.create({
      data: {
        tenantId: caller.tenantId,
        campaignId: campaign.id,
        productId: product.id,
        investorId: investor.id,
        ownerAdvisorId: caller.advisor.id,
        networkId: network.id,
        status: 'invited',
        statusDate: now,
        currency: product.currency,
        message: payload.message,
        publicTokenHash: hashToken(token),
      },
    });
    await tx.offerStatusChange.create({
      data: {
        offerId: offer.id,
        fromStatus: null,
        toStatus: 'invited',
        changedByUserId: caller.userId,
        changedAt: now,
      },
    });

    await mailOfferInvitation(
      tx,
      tenant,
      { offerId: offer.id, email, token, campaign, message: payload.message },
      offerGraceDays,
    );
    return offer.id;
  });
  // Read with its relations after the commit (one query at a time inside the transaction).
  const offer = await db.offer.findUniqueOrThrow({ where: { id: offerId }, include: offerRowInclude });
  return toInvestmentRow(offer, showsOwnerName(caller), language);
}
