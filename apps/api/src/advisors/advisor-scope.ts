import type { Prisma } from '@wl/db';
import { type AdvisorCaller, advisorRows, scopeByRole } from '../core/advisor-caller.ts';
import { forbidden } from '../core/api-error.ts';

/**
 * Who may see and manage which advisors and networks, from the one role rule of
 * `core/advisor-caller.ts`. Every advisor and network query of the API starts from these where-clauses, so an id outside them reads as "not found" and a list never
 * holds a row the caller may not see.
 *
 * - admin: every advisor and network of the tenant; the only role that writes.
 * - coordinator: the advisors who are members of a network it coordinates, and itself; the
 *   networks it coordinates or belongs to.
 * - advisor: itself; the networks it belongs to.
 */

export function canManageAdvisors(caller: AdvisorCaller): boolean {
  return caller.advisor.role === 'admin';
}

/** Writes (create, update, activate, archive, activation mail) are for admins of advisors. */
export function assertCanManageAdvisors(caller: AdvisorCaller): void {
  if (!canManageAdvisors(caller)) throw forbidden();
}

/** The advisors the caller may read (a coordinator: itself and the members of its networks). */
export function advisorScope(caller: AdvisorCaller): Prisma.AdvisorWhereInput {
  return scopeByRole(caller, advisorRows);
}

/**
 * The ids of the networks the caller may see, or `all` for an admin. Network ids on advisor rows
 * are cut down to these, so a coordinator is not shown ids it cannot name.
 */
export function visibleNetworkIds(caller: AdvisorCaller): 'all' | ReadonlySet<string> {
  const { advisor } = caller;
  switch (advisor.role) {
    case 'admin':
      return 'all';
    case 'coordinator':
      return new Set([...advisor.coordinatedNetworkIds, ...advisor.networkIds]);
    case 'advisor':
      return new Set(advisor.networkIds);
  }
}

/** The broker networks the caller may see (GET /api/advisor/network, the form's choices). */
export function networkScope(caller: AdvisorCaller): Prisma.BrokerNetworkWhereInput {
  const visible = visibleNetworkIds(caller);
  return visible === 'all' ? { tenantId: caller.tenantId } : { tenantId: caller.tenantId, id: { in: [...visible] } };
}
