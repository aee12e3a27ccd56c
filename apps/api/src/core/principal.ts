import type { Database } from '@wl/db';
import type { AccessTokenClaims } from '@wl/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './api-error.ts';
import type { PrincipalCache } from './principal-cache.ts';

export type AdvisorRole = 'advisor' | 'coordinator' | 'admin';

export interface AdvisorPrincipal {
  id: string;
  role: AdvisorRole;
  networkIds: string[];
  coordinatedNetworkIds: string[];
}

/** Who a caller is, as the panels greet them. */
export interface Person {
  id: string;
  firstName: string;
  surname: string;
  email: string;
}

/** The signed-in caller, from a verified access token and the database (never from the client). */
export interface Principal {
  userId: string;
  tenantId: string;
  contextType: 'advisor-panel' | 'investor-panel';
  username: string;
  impersonatorUserId: string | null;
  /** Set for advisor-panel callers whose advisor account is active. */
  advisor: AdvisorPrincipal | null;
  /** Set for investor-panel callers. */
  investorId: string | null;
  /** The signed-in user's name and address. */
  person: Person;
  /** The admin acting as this user, when one does. */
  impersonatorPerson: Person | null;
  claims: AccessTokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** What the database says of a token's caller: the parts of a principal that can change. */
export type PrincipalFacts = Pick<Principal, 'advisor' | 'investorId' | 'person' | 'impersonatorPerson'>;

/**
 * Loads what the token claims, checking it still holds: the token's tenant is the tenant of
 * this host (a token from another broker's host is refused), its session (the refresh family
 * named by `sid`) has not ended — logout, a password reset, a refresh token's reuse, the end of
 * an impersonation or an activation end it at once, on every replica (decision 034) — the context
 * exists, and an advisor is still active (an archived advisor's remaining access token stops
 * working). With a cache, those facts come from it: it forgets a user's entries the moment a
 * trigger reports a change to their rows (decision 049).
 */
export async function loadPrincipal(
  db: Database,
  claims: AccessTokenClaims,
  tenantId: string,
  cache?: PrincipalCache<PrincipalFacts>,
): Promise<Principal | null> {
  if (claims.context_id !== tenantId) return null;
  const sessionId = typeof claims.sid === 'string' ? claims.sid : null;
  // Every access token the API issues names its session; one that does not cannot be ended.
  if (!sessionId || !UUID.test(sessionId)) return null;
  const impersonator = claims.impersonator ?? null;
  const read = () => readFacts(db, claims, tenantId, sessionId);
  const facts = cache
    ? await cache.get(
        `${tenantId}|${sessionId}|${claims.sub}|${claims.context_type}|${impersonator ?? ''}`,
        impersonator ? [claims.sub, impersonator] : [claims.sub],
        read,
      )
    : await read();
  if (!facts) return null;
  return {
    userId: claims.sub,
    tenantId,
    contextType: claims.context_type,
    username: claims.username,
    impersonatorUserId: impersonator,
    claims,
    ...facts,
  };
}

/** The database's side of {@link loadPrincipal}: null when the token no longer stands for anyone. */
async function readFacts(
  db: Database,
  claims: AccessTokenClaims,
  tenantId: string,
  sessionId: string,
): Promise<PrincipalFacts | null> {
  const panel = claims.context_type === 'advisor-panel' ? 'advisor_panel' : 'investor_panel';
  const [live, context, person, impersonatorPerson] = await Promise.all([
    db.refreshToken.findFirst({
      where: { familyId: sessionId, userId: claims.sub, tenantId, revokedAt: null },
      select: { id: true },
    }),
    db.userContext.findUnique({ where: { userId_tenantId_type: { userId: claims.sub, tenantId, type: panel } } }),
    db.user.findUnique({ where: { id: claims.sub }, select: personFields }),
    claims.impersonator ? db.user.findUnique({ where: { id: claims.impersonator }, select: personFields }) : null,
  ]);
  if (!live || !context || !person) return null;
  const people = { person, impersonatorPerson };
  if (claims.context_type === 'investor-panel') {
    const investor = await db.investor.findUnique({ where: { tenantId_userId: { tenantId, userId: claims.sub } } });
    return investor ? { ...people, advisor: null, investorId: investor.id } : null;
  }
  const advisor = await db.advisor.findUnique({
    where: { tenantId_userId: { tenantId, userId: claims.sub } },
    include: { networks: true, coordinatedNetworks: true },
  });
  if (advisor?.status !== 'active') return null;
  if (claims.impersonator && !(await isActiveAdmin(db, claims.impersonator, tenantId))) return null;
  return {
    ...people,
    investorId: null,
    advisor: {
      id: advisor.id,
      role: advisor.role,
      networkIds: advisor.networks.map((n) => n.networkId),
      coordinatedNetworkIds: advisor.coordinatedNetworks.map((n) => n.networkId),
    },
  };
}

const personFields = { id: true, firstName: true, surname: true, email: true } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An impersonation lasts only while the impersonating admin is still an active admin of the
 * tenant: archiving the admin or taking the role away ends it at once, not when tokens expire.
 */
async function isActiveAdmin(db: Database, userId: string, tenantId: string): Promise<boolean> {
  const admin = await db.advisor.findUnique({ where: { tenantId_userId: { tenantId, userId } } });
  return admin?.status === 'active' && admin.role === 'admin';
}

/** preHandler: any signed-in caller of this host's tenant. */
export async function requireSignedIn(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.principal) throw unauthorized();
}

/** preHandler factory: an active advisor of this tenant, optionally with one of the roles. */
export function requireAdvisor(...roles: AdvisorRole[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    if (!principal.advisor) throw forbidden();
    if (roles.length && !roles.includes(principal.advisor.role)) throw forbidden();
  };
}

/** preHandler: an investor of this tenant. */
export async function requireInvestor(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.principal) throw unauthorized();
  if (!request.principal.investorId) throw forbidden();
}

/** The principal of a route behind a guard (the guard made sure it is there). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/**
 * Spec §6 "the investor panel can be blocked per host": every /investor-api call then answers
 * 403 'Access denied'. Checked after the sign-in guard, so an anonymous caller still gets 401.
 * The public token endpoints are not affected.
 */
export async function requireInvestorPanelOpen(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.tenant.branding.features.investorPanelBlocked) throw forbidden('Access denied');
}
