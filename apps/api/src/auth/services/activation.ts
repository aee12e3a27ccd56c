import type { Database } from '@wl/db';
import type { SetPasswordPayload } from '@wl/shared/schemas';
import { audit } from '../../audit/audit.ts';
import { rememberLanguage } from '../../mail/mail-language.ts';
import { accountNotActive, linkNotActive, tokenInvalid } from '../auth-errors.ts';
import { normalizeEmail } from './accounts.ts';
import { consumeOneTimeToken, findLiveOneTimeToken, sendActivationMail } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import type { RequestMeta } from './request-meta.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * POST /auth/activate/send-token: (re)sends the activation mail to an advisor of this host's
 * tenant who is still `initial`. Anything else (unknown e-mail, already active, archived, another
 * tenant's advisor) sends nothing, and the route answers alike.
 */
export async function sendActivationLink(db: Database, meta: RequestMeta, email: string): Promise<void> {
  const tenantId = meta.tenant.tenantId;
  const user = await db.user.findUnique({
    where: { tenantId_email: { tenantId, email: normalizeEmail(email) } },
    include: { advisors: true },
  });
  if (user?.advisors[0]?.status !== 'initial') return;
  await db.$transaction(async (tx) => {
    // The advisor asked on a screen: its language (decision 063), which the account then remembers.
    await rememberLanguage(tx, user, meta.screenLanguage ?? null);
    await sendActivationMail(tx, meta.tenant, user, meta.language);
    await audit(tx, { event: 'activation.sent', tenantId, targetUserId: user.id, ip: meta.ip });
  });
}

/**
 * POST /auth/activate-from-email (the mailed link, `/auth/activate-from-email/{token}`) and
 * POST /auth/activate (spec §7 names both; the in-app activation screen): one behaviour, so the
 * portal may call either. The activation token (single use, this tenant) sets the password and
 * makes an `initial` advisor `active`. An advisor an admin activated meanwhile just gets the
 * password; an archived one is refused (and the token stays unused: the transaction rolls back).
 * Every other session of the account ends (it may be an investor here too).
 */
export async function activateAccount(db: Database, meta: RequestMeta, payload: SetPasswordPayload): Promise<void> {
  const tenantId = meta.tenant.tenantId;
  const passwordHash = await hashPassword(payload.password);
  const activated = await db.$transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, { token: payload.token, purpose: 'activation', tenantId });
    if (!consumed) return false;
    const advisor = await tx.advisor.findUnique({ where: { tenantId_userId: { tenantId, userId: consumed.userId } } });
    if (!advisor || advisor.status === 'deleted') throw accountNotActive();
    // Whoever held the account before (a session, a remembered device) is signed out (issue #15).
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
    if (advisor.status === 'initial') {
      await tx.advisor.update({ where: { id: advisor.id }, data: { status: 'active' } });
    }
    await audit(tx, {
      event: 'activation.completed',
      tenantId,
      actorUserId: consumed.userId,
      ip: meta.ip,
      data: { advisorId: advisor.id, previousStatus: advisor.status, revokedTokens: revoked },
    });
    return true;
  });
  if (!activated) throw tokenInvalid();
}

/**
 * POST /auth/activate/check (decision 067): whether the activation link works, asked when its page
 * opens, before a password is typed. Writes nothing and says nothing of the account: a token that
 * is unknown, used, expired or another tenant's is one answer (404 `token.not_active`); a working
 * token of an advisor archived since the mail is the activation's own refusal (403).
 */
export async function checkActivationLink(db: Database, meta: RequestMeta, token: string): Promise<void> {
  const tenantId = meta.tenant.tenantId;
  const live = await findLiveOneTimeToken(db, { token, purpose: 'activation', tenantId });
  if (!live) throw linkNotActive();
  const advisor = await db.advisor.findUnique({
    where: { tenantId_userId: { tenantId, userId: live.userId } },
    select: { status: true },
  });
  if (!advisor || advisor.status === 'deleted') throw accountNotActive();
}
