import type { Prisma } from '@wl/db';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './api-error.ts';
import { type AdvisorPrincipal, type Principal, principalOf } from './principal.ts';

/**
 * The caller of the advisor panel and the one rule of what each role reaches (DESIGN §4: every
 * query is scoped by tenant and role in one place, never by the client's word). The advisors,
 * offers, onboarding requests and documents scopes all derive from `scopeByRole`, so the three
 * roles mean the same thing everywhere:
 *
 * - admin: every row of the tenant;
 * - coordinator: its own rows and those made in (or by members of) a network it coordinates;
 * - advisor: its own rows.
 */

/** An active advisor of the host's tenant, as the principal loaded it from the database. */
export interface AdvisorCaller {
  userId: string;
  tenantId: string;
  advisor: AdvisorPrincipal;
}

/** The caller of an advisor-panel route (investors and other principals are refused). */
export function advisorCallerOf(principal: Principal): AdvisorCaller {
  if (!principal.advisor) throw forbidden();
  return { userId: principal.userId, tenantId: principal.tenantId, advisor: principal.advisor };
}

/** The caller of a request behind `requireAdvisor(...)`. */
export function advisorCallerOfRequest(request: FastifyRequest): AdvisorCaller {
  return advisorCallerOf(principalOf(request));
}

/** How a kind of row names its advisor and its networks, as where-clauses. */
export interface RowOwnership<Where> {
  /** The rows that belong to this advisor (it owns, sent or is them). */
  ownedBy: (advisorId: string) => Where;
  /** The rows made in these networks (or by advisors who are members of them). */
  inNetworks: (networkIds: string[]) => Where;
}

/** Advisors as rows: an advisor "owns" itself and belongs to the networks it is a member of. */
export const advisorRows: RowOwnership<Prisma.AdvisorWhereInput> = {
  ownedBy: (advisorId) => ({ id: advisorId }),
  inNetworks: (networkIds) => ({ networks: { some: { networkId: { in: networkIds } } } }),
};

/** The rows of one kind the caller may read, by its role: always within its tenant. */
export function scopeByRole<Where extends object>(
  caller: AdvisorCaller,
  rows: RowOwnership<Where>,
): { tenantId: string } | (Where & { tenantId: string }) | { tenantId: string; OR: Where[] } {
  const { tenantId, advisor } = caller;
  switch (advisor.role) {
    case 'admin':
      return { tenantId };
    case 'coordinator':
      return { tenantId, OR: [rows.ownedBy(advisor.id), rows.inNetworks(advisor.coordinatedNetworkIds)] };
    case 'advisor':
      return { tenantId, ...rows.ownedBy(advisor.id) };
  }
}

/** The rows of the networks the caller oversees (a coordinator's coordinated networks, an admin's tenant); plain advisors are refused. */
export function scopeOfOverseenNetworks<Where extends object>(
  caller: AdvisorCaller,
  rows: Pick<RowOwnership<Where>, 'inNetworks'>,
): { tenantId: string } | (Where & { tenantId: string }) {
  const { tenantId, advisor } = caller;
  switch (advisor.role) {
    case 'admin':
      return { tenantId };
    case 'coordinator':
      return { tenantId, ...rows.inNetworks(advisor.coordinatedNetworkIds) };
    case 'advisor':
      throw forbidden();
  }
}

/** Whether the caller oversees networks (a coordinator or an admin): it sees its networks' rows and their owners' names. */
export function overseesNetworks(caller: AdvisorCaller): boolean {
  return caller.advisor.role === 'coordinator' || caller.advisor.role === 'admin';
}
