import type { Database } from '@wl/db';
import type {
  ActiveUserData,
  ChangeContextPayload,
  ChangeContextResponse,
  UserContextsResponse,
} from '@wl/shared/schemas';
import { audit } from '../../audit/audit.ts';
import { forbidden } from '../../core/api-error.ts';
import type { Principal } from '../../core/principal.ts';
import type { TokenService } from '../../core/tokens.ts';
import { sessionExpired, tokenInvalid } from '../auth-errors.ts';
import { accessRefusal, contextAccess, type Db, fromDbContext, type PanelType } from './contexts.ts';
import type { RequestMeta } from './request-meta.ts';
import { moveSession, sessionIdOf } from './sessions.ts';

/**
 * GET /api/contexts: every context of the signed-in account that can be entered now (an investor
 * panel with its investor; an advisor panel with an active advisor), for the context switcher.
 * Accounts are per tenant (decision 027), so these are all of this tenant: what the same person
 * does at another broker is not told. `id` is the tenant id (`context_id`).
 */
export async function listContexts(db: Db, principal: Principal): Promise<UserContextsResponse> {
  const contexts = await db.userContext.findMany({
    where: { userId: principal.userId },
    include: { tenant: { select: { name: true } } },
    orderBy: [{ tenant: { name: 'asc' } }, { type: 'asc' }],
  });
  const [advisors, investors] = await Promise.all([
    db.advisor.findMany({ where: { userId: principal.userId, status: 'active' }, select: { tenantId: true } }),
    db.investor.findMany({ where: { userId: principal.userId }, select: { tenantId: true } }),
  ]);
  const advisorTenants = new Set(advisors.map((a) => a.tenantId));
  const investorTenants = new Set(investors.map((i) => i.tenantId));
  return contexts
    .filter((c) => (c.type === 'advisor_panel' ? advisorTenants : investorTenants).has(c.tenantId))
    .map((c) => ({ id: c.tenantId, context: fromDbContext(c.type), tenantName: c.tenant.name }));
}

/**
 * PATCH /api/auth/change-context: the signed-in account switches to its other context at this
 * tenant (`contextType` defaults to advisor-panel: the switch spec §4 describes after an advisor
 * login). The session moves with it (same refresh family, the previous refresh token retired), so
 * the answer carries the next refresh token as well. An account has contexts of its own tenant
 * only (decision 027): any other `contextId` is 'Access denied', whether or not the same person
 * is known there. Not while impersonating: the admin acts as the advisor in this tenant only.
 */
export async function changeContext(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  principal: Principal,
  payload: ChangeContextPayload,
): Promise<ChangeContextResponse> {
  if (principal.impersonatorUserId) throw forbidden();
  const target = { tenantId: payload.contextId, contextType: payload.contextType ?? 'advisor-panel' } as const;
  return switchTo(db, tokens, meta, { userId: principal.userId, claims: principal.claims }, target);
}

/**
 * PATCH /auth/change-context {token}: spec §4 "after advisor login, if the token context is not
 * the advisor-panel of the current branded page, the user switches to the matching advisor-panel
 * context; if none exists, access is denied". `token` is a valid access token of the account for
 * this host's tenant (its investor panel, say); the answer is a token pair for the advisor panel
 * of this tenant, in the same session (so a token that was stolen cannot start a second,
 * independent session: the refresh family still has one live token). Invalid or expired token,
 * or one of another tenant → 401 'Token is invalid.'; no such context → 403 'Access denied'.
 */
export async function exchangeForHostContext(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  token: string,
): Promise<ChangeContextResponse> {
  const claims = await tokens.verifyAccessToken(token);
  // Accounts are per tenant (decision 027): another broker's token names an account this host
  // does not have, so it is no token here.
  if (!claims || claims.context_id !== meta.tenant.tenantId) throw tokenInvalid();
  if (claims.impersonator) throw forbidden();
  const target = { tenantId: meta.tenant.tenantId, contextType: 'advisor-panel' } as const;
  return switchTo(db, tokens, meta, { userId: claims.sub, claims }, target);
}

async function switchTo(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  from: { userId: string; claims: Record<string, unknown> },
  to: { tenantId: string; contextType: PanelType },
): Promise<ChangeContextResponse> {
  const familyId = sessionIdOf(from.claims);
  if (!familyId) throw sessionExpired();
  const access = await contextAccess(db, from.userId, to.tenantId, to.contextType);
  if (!access.ok) throw accessRefusal(access);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: from.userId }, select: { email: true } });
    const moved = await moveSession(tx, tokens, familyId, {
      userId: from.userId,
      tenantId: to.tenantId,
      contextType: to.contextType,
      username: user.email,
    });
    await audit(tx, {
      event: 'context.changed',
      tenantId: to.tenantId,
      actorUserId: from.userId,
      ip: meta.ip,
      data: {
        from: { tenantId: String(from.claims.context_id), contextType: String(from.claims.context_type) },
        to: { tenantId: to.tenantId, contextType: to.contextType },
        requestHost: meta.tenant.host,
      },
    });
    return moved;
  });
}

/**
 * GET /api/auth/data: the signed-in user and context (spec §3 "active user data"), with the
 * advisor's role and, while an admin impersonates, who that admin is (for the banner).
 */
export function activeUserData(principal: Principal): ActiveUserData {
  const { person, impersonatorPerson } = principal;
  return {
    context: {
      type: principal.contextType,
      id: principal.tenantId,
      roles: principal.advisor ? [principal.advisor.role] : [],
    },
    user: { id: person.id, firstName: person.firstName, surname: person.surname, email: person.email },
    impersonator: principal.impersonatorUserId,
    impersonatorUser: impersonatorPerson
      ? {
          id: impersonatorPerson.id,
          firstName: impersonatorPerson.firstName,
          surname: impersonatorPerson.surname,
          email: impersonatorPerson.email,
        }
      : null,
  };
}
