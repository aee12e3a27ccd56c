import type { Database } from '@wl/db';
import type { AuthTokens } from '@wl/shared/schemas';
import { audit } from '../../audit/audit.ts';
import { forbidden, notFound } from '../../core/api-error.ts';
import type { Principal } from '../../core/principal.ts';
import type { TokenService } from '../../core/tokens.ts';
import { authErrorCodes, translatedError } from '../auth-errors.ts';
import type { RequestMeta } from './request-meta.ts';
import { isActiveAdmin, revokeSession, sessionIdOf, startSession } from './sessions.ts';

/**
 * Impersonation (spec §6 "impersonation of a user account is supported"; the paths are ours).
 *
 * An admin of advisors may act as an active advisor or coordinator of the same tenant — not as
 * another admin (that would let one admin act with another's authority and blur the audit
 * trail), not as themself, not as an `initial` or archived advisor (who cannot sign in either).
 * The impersonation is its own session (refresh family) whose tokens carry `impersonator` = the
 * admin's user id and whose family records it; the admin's own session ends when it starts and a
 * new one is issued when it ends, so no unattended admin session is left behind. Every step is
 * audited with both users.
 */
export async function startImpersonation(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  admin: Principal,
  advisorId: string,
): Promise<AuthTokens> {
  const tenantId = meta.tenant.tenantId;
  if (admin.impersonatorUserId) throw notAllowed(meta);
  const target = await db.advisor.findFirst({ where: { id: advisorId, tenantId }, include: { user: true } });
  if (!target) throw notFound('Advisor not found');
  if (target.userId === admin.userId || target.role === 'admin' || target.status !== 'active') throw notAllowed(meta);
  const adminSession = sessionIdOf(admin.claims);
  return db.$transaction(async (tx) => {
    if (adminSession) await revokeSession(tx, adminSession);
    const session = await startSession(tx, tokens, {
      userId: target.userId,
      tenantId,
      contextType: 'advisor-panel',
      username: target.user.email,
      impersonatorUserId: admin.userId,
    });
    await audit(tx, {
      event: 'impersonation.started',
      tenantId,
      actorUserId: admin.userId,
      impersonatorUserId: admin.userId,
      targetUserId: target.userId,
      ip: meta.ip,
      data: { advisorId: target.id },
    });
    return session;
  });
}

/**
 * POST /api/auth/impersonation/end: the impersonation session ends and the admin gets a session
 * of their own again — if they still are an active admin of the tenant (else 403, and the
 * impersonation ends all the same).
 */
export async function endImpersonation(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  principal: Principal,
): Promise<AuthTokens> {
  const tenantId = meta.tenant.tenantId;
  const adminUserId = principal.impersonatorUserId;
  if (!adminUserId) throw translatedError(meta.language, 409, 'notImpersonating', authErrorCodes.notImpersonating);
  const familyId = sessionIdOf(principal.claims);
  const stillAdmin = await isActiveAdmin(db, adminUserId, tenantId);
  const admin = await db.user.findUniqueOrThrow({ where: { id: adminUserId } });
  const session = await db.$transaction(async (tx) => {
    if (familyId) await revokeSession(tx, familyId);
    await audit(tx, {
      event: 'impersonation.ended',
      tenantId,
      actorUserId: adminUserId,
      impersonatorUserId: adminUserId,
      targetUserId: principal.userId,
      ip: meta.ip,
      data: stillAdmin ? {} : { adminSessionRefused: true },
    });
    if (!stillAdmin) return null;
    return startSession(tx, tokens, {
      userId: adminUserId,
      tenantId,
      contextType: 'advisor-panel',
      username: admin.email,
    });
  });
  if (!session) throw forbidden();
  return session;
}

const notAllowed = (meta: RequestMeta) =>
  translatedError(meta.language, 403, 'impersonationNotAllowed', 'error.forbidden');
