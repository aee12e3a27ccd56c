import type { Database } from '@wl/db';
import type { SetPasswordPayload } from '@wl/shared/schemas';
import { audit } from '../../audit/audit.ts';
import { rememberLanguage } from '../../mail/mail-language.ts';
import { accountNotActive, linkNotActive, tokenInvalid } from '../auth-errors.ts';
import { normalizeEmail } from './accounts.ts';
import { consumeOneTimeToken, findLiveOneTimeToken, mailOneTimeLink } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import type { RequestMeta } from './request-meta.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * POST /auth/password/send-remind-request: mails a reset link (one hour, single use) to an
 * active advisor of this host's tenant. Nothing for anyone else, and the route answers alike
 * (spec §8: "reported as processed"), so it does not reveal accounts.
 */
export async function sendPasswordResetLink(db: Database, meta: RequestMeta, email: string): Promise<void> {
  const { tenant } = meta;
  const user = await db.user.findUnique({
    where: { tenantId_email: { tenantId: tenant.tenantId, email: normalizeEmail(email) } },
    include: { advisors: true },
  });
  if (user?.advisors[0]?.status !== 'active') return;
  await db.$transaction(async (tx) => {
    // In the language of the screen that asked (decision 063), which the account then remembers.
    await rememberLanguage(tx, user, meta.screenLanguage ?? null);
    await mailOneTimeLink(tx, tenant, user, 'password_reset', {}, meta.language);
    await audit(tx, {
      event: 'password.reset_requested',
      tenantId: tenant.tenantId,
      targetUserId: user.id,
      ip: meta.ip,
    });
  });
}

/**
 * POST /auth/password/set: the reset token sets a new password, and every session of the account
 * ends (both panels of this tenant; accounts are per tenant, decision 027) — its access tokens
 * stop working at once (decision 034) — and every remembered device with them.
 */
export async function setPassword(db: Database, meta: RequestMeta, payload: SetPasswordPayload): Promise<void> {
  const tenantId = meta.tenant.tenantId;
  const passwordHash = await hashPassword(payload.password);
  const done = await db.$transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, { token: payload.token, purpose: 'password_reset', tenantId });
    if (!consumed) return false;
    const advisor = await tx.advisor.findUnique({ where: { tenantId_userId: { tenantId, userId: consumed.userId } } });
    if (advisor?.status !== 'active') throw accountNotActive();
    // A new password also ends every remembered device (the security stamp, decision 034).
    // The screen's language is remembered with it: later mails others cause are in it (decision 063).
    await tx.user.update({
      where: { id: consumed.userId },
      data: {
        passwordHash,
        securityStamp: { increment: 1 },
        ...(meta.screenLanguage ? { language: meta.screenLanguage } : {}),
      },
    });
    const revoked = await revokeAllSessions(tx, consumed.userId);
    await audit(tx, {
      event: 'password.set',
      tenantId,
      actorUserId: consumed.userId,
      ip: meta.ip,
      data: { revokedTokens: revoked },
    });
    return true;
  });
  if (!done) throw tokenInvalid();
}

/**
 * POST /auth/password/check (decision 067): whether the reset link works, asked when its page
 * opens. Writes nothing; an unknown, used, expired or another tenant's token is one answer (404
 * `token.not_active`); a working token of an advisor no longer active is the reset's own 403.
 */
export async function checkPasswordResetLink(db: Database, meta: RequestMeta, token: string): Promise<void> {
  const tenantId = meta.tenant.tenantId;
  const live = await findLiveOneTimeToken(db, { token, purpose: 'password_reset', tenantId });
  if (!live) throw linkNotActive();
  const advisor = await db.advisor.findUnique({
    where: { tenantId_userId: { tenantId, userId: live.userId } },
    select: { status: true },
  });
  if (advisor?.status !== 'active') throw accountNotActive();
}
