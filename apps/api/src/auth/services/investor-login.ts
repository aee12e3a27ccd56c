import type { Database } from '@wl/db';
import type { AuthTokenResponse } from '@wl/shared/schemas';
import { audit } from '../../audit/audit.ts';
import type { TokenService } from '../../core/tokens.ts';
import { rememberLanguage } from '../../mail/mail-language.ts';
import { accessDenied, tokenInvalid } from '../auth-errors.ts';
import { findAccount } from './accounts.ts';
import { contextAccess } from './contexts.ts';
import { consumeOneTimeToken, mailOneTimeLink } from './one-time-tokens.ts';
import type { RequestMeta } from './request-meta.ts';
import { startSession } from './sessions.ts';

/**
 * POST /auth/investor/send-token: mails a one-time login link to an investor of this host's
 * tenant. The caller learns nothing (the route answers alike whatever happens here): no mail for
 * an unknown e-mail, a user who is not an investor of this tenant, or a host whose investor panel
 * is blocked. The token and its mail are one transaction: a link is never mailed that does not
 * work, nor a token issued whose mail was lost.
 */
export async function sendInvestorLoginLink(db: Database, meta: RequestMeta, email: string): Promise<void> {
  const { tenant } = meta;
  if (tenant.branding.features.investorPanelBlocked) return;
  const user = await findAccount(db, tenant.tenantId, email);
  if (!user) return;
  const access = await contextAccess(db, user.id, tenant.tenantId, 'investor-panel');
  if (!access.ok) return;
  await db.$transaction(async (tx) => {
    // In the language of the screen that asked (decision 063), which the account then remembers.
    await rememberLanguage(tx, user, meta.screenLanguage ?? null);
    await mailOneTimeLink(tx, tenant, user, 'investor_login', {}, meta.language);
    await audit(tx, {
      event: 'investor.login_link_sent',
      tenantId: tenant.tenantId,
      targetUserId: user.id,
      ip: meta.ip,
    });
  });
}

/**
 * POST /auth/login-investor: the token of the link (single use, 15 minutes, this tenant) signs
 * the investor in to the investor panel. Used, expired, unknown or another tenant's → 401
 * 'Token is invalid.'.
 */
export async function loginInvestor(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  token: string,
): Promise<AuthTokenResponse> {
  const tenantId = meta.tenant.tenantId;
  if (meta.tenant.branding.features.investorPanelBlocked) throw accessDenied();
  const session = await db.$transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, { token, purpose: 'investor_login', tenantId });
    if (!consumed) return null;
    const access = await contextAccess(tx, consumed.userId, tenantId, 'investor-panel');
    if (!access.ok) throw accessDenied();
    const user = await tx.user.findUniqueOrThrow({ where: { id: consumed.userId } });
    await rememberLanguage(tx, user, meta.screenLanguage ?? null);
    const started = await startSession(tx, tokens, {
      userId: user.id,
      tenantId,
      contextType: 'investor-panel',
      username: user.email,
    });
    await audit(tx, { event: 'investor.login', tenantId, actorUserId: user.id, ip: meta.ip });
    return started;
  });
  if (!session) {
    await audit(db, {
      event: 'login.failed',
      tenantId,
      ip: meta.ip,
      data: { reason: 'invalid_token', panel: 'investor-panel' },
    });
    throw tokenInvalid();
  }
  return { type: 'auth-token', ...session };
}
