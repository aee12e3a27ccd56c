import type { Prisma } from '@wl/db';
import { type AdvisorCaller, scopeByRole } from '../core/advisor-caller.ts';

/** The investor behind an /investor-api onboarding request (from the principal). */
export interface OnboardingCaller {
  tenantId: string;
  userId: string;
  /** The signed-in investor's e-mail (requests are sent to an address before an account exists). */
  email: string;
}

/**
 * The onboarding requests an investor may open: of the host's tenant, and either linked to their
 * account or sent to their e-mail address (case-insensitive). Another investor's request or
 * another tenant's is a 404 like a missing one.
 */
export function ownOnboardingRequests(caller: OnboardingCaller): Prisma.OnboardingRequestWhereInput {
  return {
    tenantId: caller.tenantId,
    OR: [{ investorUserId: caller.userId }, { email: { equals: caller.email, mode: 'insensitive' } }],
  };
}

/**
 * The onboarding requests an advisor-panel caller may see (the same rule as offers, by who sent
 * the request): an advisor those it sent; a coordinator also those sent by advisors who are
 * members of a network it coordinates; an admin every request of the tenant.
 */
export function advisorOnboardingScope(caller: AdvisorCaller): Prisma.OnboardingRequestWhereInput {
  return scopeByRole<Prisma.OnboardingRequestWhereInput>(caller, {
    ownedBy: (advisorId) => ({ sourceAdvisorId: advisorId }),
    inNetworks: (networkIds) => ({ sourceAdvisor: { networks: { some: { networkId: { in: networkIds } } } } }),
  });
}
