import type { Database } from '@wl/db';
import type { KycInvitationPayload, OnboardingRequest } from '@wl/shared';
import { ensureInvestorAccount } from '../../auth/services/accounts.ts';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { hashToken, randomToken } from '../../core/tokens.ts';
import { recipientLanguage } from '../../mail/mail-language.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { onboardingRowInclude, toOnboardingRequest } from '../onboarding-record.ts';

export interface SentOnboardingRequest {
  request: OnboardingRequest;
  /** `false` when an open request of the caller to this address was sent again with a new link. */
  created: boolean;
}

/**
 * POST /api/advisor/kyc/investor-request/send, one address per call (spec §7). In one
 * transaction: the investor account of the address (user, investor-panel context, investor of
 * this tenant) if new, so the investor can also sign in with a one-time link; the request in
 * `processing` with a fresh token (only its hash kept); the branded `kyc-invitation` mail with the
 * link `<origin>/kyc-form?token=…`; then `sent`.
 *
 * An open (not finished) request of the same advisor to the same address is not duplicated: it
 * gets a new token (the old link stops working), the new message, and the mail again; its status
 * does not go back (`processing` → `sent`, `sent` and `viewed` stay). Requests of other advisors
 * are their own (the investor then has more than one open session, spec §2's chooser).
 * Decision record: docs/decisions/012-onboarding-requests.md.
 */
export async function sendOnboardingRequest(
  db: Database,
  caller: AdvisorCaller,
  tenant: TenantContext,
  payload: KycInvitationPayload,
  linkDays: number,
): Promise<SentOnboardingRequest> {
  const email = payload.investorEmail.trim().toLowerCase();
  const { tenantId } = caller;
  // The link works for `linkDays` from now; a resend renews it (decision 033).
  const linkExpiresAt = new Date(Date.now() + linkDays * 86_400_000);
  return db.$transaction(async (tx) => {
    // Two sends of one advisor to one address at once: the second waits and re-sends the first.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`onboarding-send:${tenantId}:${caller.advisor.id}:${email}`}))`;
    const { user: investorUser } = await ensureInvestorAccount(tx, tenantId, email);

    const token = randomToken();
    const open = await tx.onboardingRequest.findFirst({
      where: {
        tenantId,
        sourceAdvisorId: caller.advisor.id,
        email: { equals: email, mode: 'insensitive' },
        status: { not: 'finished' },
      },
      orderBy: { createdAt: 'desc' },
    });
    const request = open
      ? await tx.onboardingRequest.update({
          where: { id: open.id },
          data: { tokenHash: hashToken(token), message: payload.message, linkExpiresAt },
        })
      : await tx.onboardingRequest.create({
          data: {
            tenantId,
            email,
            tokenHash: hashToken(token),
            sourceAdvisorId: caller.advisor.id,
            status: 'processing',
            message: payload.message,
            linkExpiresAt,
          },
        });

    const advisor = await tx.user.findUniqueOrThrow({ where: { id: caller.userId } });
    // The investor reads it, not the advisor: their last screen's language, else the host's (decision 063).
    const language = await recipientLanguage(tx, tenant, investorUser.id);
    await enqueueMail(
      tx,
      tenant,
      email,
      'kyc-invitation',
      {
        link: `${tenant.origin}/kyc-form?token=${token}`,
        advisorName: `${advisor.firstName} ${advisor.surname}`.trim() || advisor.email,
        message: payload.message,
      },
      { linkExpiresAt, language },
    );
    const sent = await tx.onboardingRequest.update({
      where: { id: request.id },
      data: request.status === 'processing' ? { status: 'sent' } : {},
      include: onboardingRowInclude,
    });
    return { request: toOnboardingRequest(sent), created: !open };
  });
}
