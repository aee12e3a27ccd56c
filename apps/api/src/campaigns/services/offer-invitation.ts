import type { Database, Prisma } from '@wl/db';
import { type InvitationLink, type InvitationResent, isInvitationOpen } from '@wl/shared';
import { errorCodes } from '@wl/shared/errors';
import { type AuditEntry, audit } from '../../audit/audit.ts';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { conflict, notFound } from '../../core/api-error.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { hashToken, randomToken } from '../../core/tokens.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { offerScope } from '../../offers/offer-scope.ts';
import { offerLinkCutoff, offerLinkExpiry } from '../../offers/services/offer-links.ts';
import { offerInvitationMail } from './offer-invitation-mail.ts';

type CampaignRow = Prisma.CampaignGetPayload<object>;

/** Who renews a link, as the audit log records it (the route's `auditActor`). */
export type LinkRenewer = Pick<AuditEntry, 'actorUserId' | 'impersonatorUserId' | 'ip'>;

/** The public link of an offer: always the host's configured origin (decision 028), never the request's. */
export function offerLink(tenant: TenantContext, token: string): string {
  return `${tenant.origin}/campaign?token=${token}`;
}

/**
 * Queues the branded invitation mail of an offer with the link of `token`, in the caller's
 * transaction (the invitation and its resend share it), in the investor's language, naming the
 * campaign and the product (offer-invitation-mail.ts). Returns when the link stops working.
 */
export async function mailOfferInvitation(
  tx: Prisma.TransactionClient,
  tenant: TenantContext,
  invitation: { offerId: string; email: string; token: string; campaign: CampaignRow; message: string },
  offerGraceDays: number,
): Promise<Date> {
  const linkExpiresAt = offerLinkExpiry(invitation.campaign.endDate, offerGraceDays);
  const { data, language } = await offerInvitationMail(tx, tenant, {
    offerId: invitation.offerId,
    link: offerLink(tenant, invitation.token),
    message: invitation.message,
  });
  await enqueueMail(tx, tenant, invitation.email, 'offer-invitation', data, { linkExpiresAt, language });
  return linkExpiresAt;
}

/**
 * The offer a new link is made for: one the caller may act on (offer-scope.ts, so another
 * tenant's or another advisor's id is a 404), still waiting for the investor (invited … accepted:
 * a finished offer has nothing left to do by its link, 409 `offer.out_of_date`), whose campaign's
 * links still work (decision 033; a link past them would be refused at once, 409
 * `campaign.completed`). It gets a new token, of which only the hash is kept: the link sent before
 * stops working. The update is conditional on the hash read, so two new links at once cannot both
 * be handed out as working.
 */
async function renewOfferToken(
  tx: Prisma.TransactionClient,
  caller: AdvisorCaller,
  offerId: string,
  offerGraceDays: number,
  record: { event: 'offer.invitation_resent' | 'offer.invitation_link_issued'; actor: LinkRenewer },
) {
  const offer = await tx.offer.findFirst({
    where: { AND: [offerScope(caller), { id: offerId }] },
    include: { campaign: true, investor: { include: { user: { select: { email: true } } } } },
  });
  if (!offer) throw notFound();
  if (!isInvitationOpen(offer.status)) {
    throw conflict('The offer is no longer waiting for the investor.', errorCodes.offerOutOfDate);
  }
  if (offer.campaign.endDate < offerLinkCutoff(offerGraceDays)) {
    throw conflict('The campaign is already completed.', errorCodes.campaignCompleted);
  }
  const token = randomToken();
  const { count } = await tx.offer.updateMany({
    where: { id: offer.id, publicTokenHash: offer.publicTokenHash, status: offer.status },
    data: { publicTokenHash: hashToken(token) },
  });
  if (count !== 1) throw conflict('The offer has just changed.', errorCodes.offerOutOfDate);
  // In the same transaction: who made a new link of which offer, for whom, until when (never the
  // link, its token or its hash).
  await audit(tx, {
    event: record.event,
    tenantId: caller.tenantId,
    ...record.actor,
    targetUserId: offer.investor.userId,
    data: { offerId: offer.id, linkExpiresAt: offerLinkExpiry(offer.campaign.endDate, offerGraceDays).toISOString() },
  });
  return { offer, token };
}

/**
 * POST /api/advisor/investor/{offerId}/invitation (issue 19): the invitation mailed again to the
 * offer's investor with a new link (see `renewOfferToken`) and the advisor's message of the
 * first one. Limited per offer by the route (the investor's mailbox is not a lever).
 */
export async function resendInvitation(
  db: Database,
  caller: AdvisorCaller,
  tenant: TenantContext,
  offerId: string,
  offerGraceDays: number,
  actor: LinkRenewer,
): Promise<InvitationResent> {
  return db.$transaction(async (tx) => {
    const { offer, token } = await renewOfferToken(tx, caller, offerId, offerGraceDays, {
      event: 'offer.invitation_resent',
      actor,
    });
    const email = offer.investor.user.email;
    const linkExpiresAt = await mailOfferInvitation(
      tx,
      tenant,
      { offerId: offer.id, email, token, campaign: offer.campaign, message: offer.message ?? '' },
      offerGraceDays,
    );
    return { email, linkExpiresAt: linkExpiresAt.toISOString() };
  });
}

/**
 * POST /api/advisor/investor/{offerId}/invitation-link (issue 19): a new link to the offer for
 * the advisor to pass on by other means (see `renewOfferToken`: the link mailed before stops
 * working, since only hashes are kept and no earlier link can be shown again). The link is of
 * this host's tenant, the offer's, and opens only that offer.
 */
export async function issueInvitationLink(
  db: Database,
  caller: AdvisorCaller,
  tenant: TenantContext,
  offerId: string,
  offerGraceDays: number,
  actor: LinkRenewer,
): Promise<InvitationLink> {
  return db.$transaction(async (tx) => {
    const { offer, token } = await renewOfferToken(tx, caller, offerId, offerGraceDays, {
      event: 'offer.invitation_link_issued',
      actor,
    });
    return {
      link: offerLink(tenant, token),
      linkExpiresAt: offerLinkExpiry(offer.campaign.endDate, offerGraceDays).toISOString(),
    };
  });
}
