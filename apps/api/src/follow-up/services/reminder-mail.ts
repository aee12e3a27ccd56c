import type { Prisma } from '@wl/db';
import { campaignTranslation, translate } from '@wl/shared';
import { isInvitationOpen, type StalledStage } from '@wl/shared/schemas';
import { campaignData } from '../../campaigns/campaign-record.ts';
import { offerLink } from '../../campaigns/services/offer-invitation.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { hashToken, randomToken } from '../../core/tokens.ts';
import { recipientLanguage } from '../../mail/mail-language.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { offerLinkExpiry } from '../../offers/services/offer-links.ts';

/** The offer of a reminder, locked by the caller's transaction. */
export interface ReminderOffer {
  id: string;
  stage: StalledStage;
}

/**
 * The link of a reminder (decision 072, as decision 065 makes links): an investor who has signed in
 * to the investor panel of this tenant before (and whose host has the panel) gets the offer's page
 * there, `/app/offers/{id}`, which needs no secret; anyone else gets the offer's invitation link
 * with a new token (the link mailed before stops working, as when the invitation is sent again:
 * only the hash is kept, decision 033). Always from the host's configured origin (decision 028).
 */
async function reminderLink(
  tx: Prisma.TransactionClient,
  tenant: TenantContext,
  offer: { id: string; tenantId: string; status: Parameters<typeof isInvitationOpen>[0]; publicTokenHash: string },
  investorUserId: string,
): Promise<string | null> {
  if (!tenant.branding.features.investorPanelBlocked) {
    const session = await tx.refreshToken.findFirst({
      where: { userId: investorUserId, tenantId: offer.tenantId, contextType: 'investor_panel' },
      select: { id: true },
    });
    if (session) return `${tenant.origin}/app/offers/${offer.id}`;
  }
  if (!isInvitationOpen(offer.status)) return null;
  const token = randomToken();
  const { count } = await tx.offer.updateMany({
    where: { id: offer.id, publicTokenHash: offer.publicTokenHash },
    data: { publicTokenHash: hashToken(token) },
  });
  return count === 1 ? offerLink(tenant, token) : null;
}

/**
 * Queues the reminder mail of a stalled offer in the caller's transaction (which holds the offer's
 * row lock): in the investor's language (the screen they last used, else the host's: someone
 * else caused it, decision 063), naming the campaign in that language, the product, the advisor
 * who looks after the offer and what to do next in that stall. Returns the mail's id, or null when
 * no working link can be made (the offer changed meanwhile): then nothing is sent.
 */
export async function mailReminder(
  tx: Prisma.TransactionClient,
  tenant: TenantContext,
  reminder: ReminderOffer,
  offerGraceDays: number,
): Promise<string | null> {
  const offer = await tx.offer.findUniqueOrThrow({
    where: { id: reminder.id },
    select: {
      id: true,
      tenantId: true,
      status: true,
      publicTokenHash: true,
      campaign: true,
      product: { select: { name: true, code: true } },
      investor: { select: { userId: true, user: { select: { email: true } } } },
      ownerAdvisor: { select: { user: { select: { firstName: true, surname: true, email: true } } } },
    },
  });
  const link = await reminderLink(tx, tenant, offer, offer.investor.userId);
  if (!link) return null;
  const language = await recipientLanguage(tx, tenant, offer.investor.userId);
  const advisor = offer.ownerAdvisor.user;
  return enqueueMail(
    tx,
    tenant,
    offer.investor.user.email,
    'offer-reminder',
    {
      link,
      advisorName: `${advisor.firstName} ${advisor.surname}`.trim() || advisor.email,
      campaignName: campaignTranslation(campaignData(offer.campaign), language).name,
      productName: offer.product.name,
      productCode: offer.product.code,
      nextStep: translate(language, `mail:offerReminder.step.${reminder.stage}`),
    },
    { linkExpiresAt: offerLinkExpiry(offer.campaign.endDate, offerGraceDays), language },
  );
}
