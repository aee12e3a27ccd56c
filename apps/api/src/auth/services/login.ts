import type { Database } from '@wl/db';
import type { LoginPayload, LoginResponse, TwoFactorLoginPayload, TwoFactorLoginResponse } from '@wl/shared/schemas';
import { audit } from '../../audit/audit.ts';
import type { TokenService } from '../../core/tokens.ts';
import { rememberLanguage } from '../../mail/mail-language.ts';
import { badCredentials, tokenInvalid, userNotFound } from '../auth-errors.ts';
import { findAccount, normalizeEmail } from './accounts.ts';
import { accessRefusal, contextAccess } from './contexts.ts';
import { verifyPassword } from './passwords.ts';
import type { RequestMeta } from './request-meta.ts';
import { startSession } from './sessions.ts';
import { invalidCode, useTotpCode } from './two-factor.ts';

/**
 * POST /auth/login: an advisor signs in to the advisor panel of this host's tenant (spec §6:
 * 'Access denied' without that context). The password is checked before anything about the
 * account is told, so the status of an account is never revealed to someone without its password.
 *
 * An unknown e-mail is answered 'User with the given email not found' (401), not 'Bad
 * credentials': spec §8 maps that label to its own message, so the portal expects it. This tells
 * whether an e-mail has an account; accepted because the spec asks for that message, and
 * bounded by the per-IP and per-e-mail rate limits. The password is still verified (against a
 * dummy hash), so both refusals take equally long.
 */
export async function login(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  payload: LoginPayload,
): Promise<LoginResponse> {
  const tenantId = meta.tenant.tenantId;
  const email = normalizeEmail(payload.email);
  const user = await findAccount(db, tenantId, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, payload.password);
  const failed = (reason: string, userId: string | null) =>
    audit(db, { event: 'login.failed', tenantId, targetUserId: userId, ip: meta.ip, data: { reason, email } });

  if (!user) {
    await failed('unknown_email', null);
    throw userNotFound();
  }
  if (!passwordMatches) {
    await failed('bad_credentials', user.id);
    throw badCredentials();
  }
  const access = await contextAccess(db, user.id, tenantId, 'advisor-panel');
  if (!access.ok) {
    await failed(access.reason, user.id);
    throw accessRefusal(access);
  }

  const rememberedDevice = await isRememberedDevice(tokens, payload.remember2faToken, user);
  if (user.totpEnabled && user.totpSecret && !rememberedDevice) {
    const twoFactorToken = await tokens.signTwoFactorChallenge({ userId: user.id, tenantId });
    await audit(db, { event: 'login.two_factor_required', tenantId, actorUserId: user.id, ip: meta.ip });
    return { type: 'two-factor', twoFactorToken };
  }
  const session = await db.$transaction(async (tx) => {
    // The sign-in screen's language: mails others cause for this advisor are in it (decision 063).
    await rememberLanguage(tx, user, meta.screenLanguage ?? null);
    const started = await startSession(tx, tokens, {
      userId: user.id,
      tenantId,
      contextType: 'advisor-panel',
      username: user.email,
    });
    await audit(tx, {
      event: 'login.succeeded',
      tenantId,
      actorUserId: user.id,
      ip: meta.ip,
      data: { method: user.totpEnabled ? 'password+remembered_device' : 'password' },
    });
    return started;
  });
  return { type: 'auth-token', ...session };
}

/**
 * A remember-2fa token of this very account (the portal keeps one per username, spec §4), issued
 * since its password and second factor last changed (the security stamp, decision 034).
 */
async function isRememberedDevice(
  tokens: TokenService,
  token: string | undefined,
  user: { id: string; email: string; securityStamp: number },
): Promise<boolean> {
  if (!token) return false;
  const remembered = await tokens.verifyRemember2fa(token);
  return (
    remembered?.userId === user.id && remembered.username === user.email && remembered.stamp === user.securityStamp
  );
}

/**
 * POST /auth/login-with-two-factor: the code of the authenticator app for a challenge of the
 * password step (5 minutes, this tenant only). The account is checked again: it may have been
 * archived in between. `onAttempt` counts the attempt against the user before the code is tried.
 */
export async function loginWithTwoFactor(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  payload: TwoFactorLoginPayload,
  onAttempt: (userId: string) => Promise<void>,
): Promise<TwoFactorLoginResponse> {
  const tenantId = meta.tenant.tenantId;
  const challenge = await tokens.verifyTwoFactorChallenge(payload.twoFactorToken);
  if (!challenge || challenge.tenantId !== tenantId) throw tokenInvalid();
  await onAttempt(challenge.userId);
  // A challenge that already led to a session is spent (decision 034).
  if (await db.usedToken.findUnique({ where: { jti: challenge.jti } })) throw tokenInvalid();
  const user = await db.user.findUnique({ where: { id: challenge.userId } });
  if (!user?.totpEnabled || !user.totpSecret || user.tenantId !== tenantId) throw tokenInvalid();
  const access = await contextAccess(db, user.id, tenantId, 'advisor-panel');
  if (!access.ok) throw accessRefusal(access);

  // A code works once: the same code (or an older one) a second time is refused.
  if (!(await useTotpCode(db, { ...user, totpSecret: user.totpSecret }, payload.code))) {
    await audit(db, { event: 'two_factor.failed', tenantId, targetUserId: user.id, ip: meta.ip });
    throw invalidCode(meta, 401);
  }
  const session = await db.$transaction(async (tx) => {
    const spent = await tx.usedToken.createMany({
      data: [{ jti: challenge.jti, expiresAt: new Date(challenge.exp * 1000) }],
      skipDuplicates: true,
    });
    if (spent.count === 0) throw tokenInvalid();
    await rememberLanguage(tx, user, meta.screenLanguage ?? null);
    const started = await startSession(tx, tokens, {
      userId: user.id,
      tenantId,
      contextType: 'advisor-panel',
      username: user.email,
    });
    await audit(tx, { event: 'two_factor.succeeded', tenantId, actorUserId: user.id, ip: meta.ip });
    await audit(tx, {
      event: 'login.succeeded',
      tenantId,
      actorUserId: user.id,
      ip: meta.ip,
      data: { method: 'totp' },
    });
    if (payload.rememberDevice) {
      await audit(tx, { event: 'two_factor.remembered_device', tenantId, actorUserId: user.id, ip: meta.ip });
    }
    return started;
  });
  const remember2faToken = payload.rememberDevice
    ? await tokens.signRemember2fa(user.id, user.email, user.securityStamp)
    : undefined;
  return { type: 'auth-token', ...session, ...(remember2faToken ? { remember2faToken } : {}) };
}
