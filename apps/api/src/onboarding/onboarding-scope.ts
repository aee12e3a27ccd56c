import type { Prisma } from '@wl/db';

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
