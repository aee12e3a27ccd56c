import type { Prisma } from '@wl/db';
import { type AdvisorCaller, overseesNetworks, scopeByRole, scopeOfOverseenNetworks } from '../core/advisor-caller.ts';

/**
 * Who may see and act on which campaigns, products and offers, from the one role rule of
 * `core/advisor-caller.ts`. Every offer query of the advisor
 * panel starts from one of these where-clauses, so an id outside them reads as "not found".
 *
 * - advisor: the offers it owns.
 * - coordinator: the offers it owns and every offer made in a network it coordinates.
 * - admin: every offer of the tenant.
 *
 * Campaigns and products are the tenant's catalogue: every advisor-panel role reads all of them.
 */

/** The offers the caller may read and move (GET /campaign/{id}/offers, PATCH …/status). */
export function offerScope(caller: AdvisorCaller): Prisma.OfferWhereInput {
  return scopeByRole<Prisma.OfferWhereInput>(caller, offerOwnership);
}

const offerOwnership = {
  ownedBy: (advisorId: string): Prisma.OfferWhereInput => ({ ownerAdvisorId: advisorId }),
  inNetworks: (networkIds: string[]): Prisma.OfferWhereInput => ({ networkId: { in: networkIds } }),
};

/** The offers the caller owns, whatever its role (GET /api/advisor/investor/offers). */
export function ownOfferScope(caller: AdvisorCaller): Prisma.OfferWhereInput {
  return { tenantId: caller.tenantId, ownerAdvisorId: caller.advisor.id };
}

export function canSeeNetworkOffers(caller: AdvisorCaller): boolean {
  return overseesNetworks(caller);
}

/**
 * The offers of the networks the caller oversees (GET …/offers-by-network, changing an owner): a
 * coordinator's coordinated networks, an admin's whole tenant. Plain advisors are refused.
 */
export function networkOfferScope(caller: AdvisorCaller): Prisma.OfferWhereInput {
  return scopeOfOverseenNetworks<Prisma.OfferWhereInput>(caller, offerOwnership);
}

/** Whether rows shown to the caller carry the owner's name (spec §3: the coordinator view). */
export function showsOwnerName(caller: AdvisorCaller): boolean {
  return canSeeNetworkOffers(caller);
}

/** The campaigns the caller may read: the tenant's. */
export function campaignScope(caller: AdvisorCaller): Prisma.CampaignWhereInput {
  return { tenantId: caller.tenantId };
}

/** The products the caller may read: those of the tenant's campaigns. */
export function productScope(caller: AdvisorCaller): Prisma.ProductWhereInput {
  return { tenantId: caller.tenantId, campaign: { tenantId: caller.tenantId } };
}

/**
 * The networks the caller may invite in: its own (member) networks, plus for a coordinator the
 * networks it coordinates, and for an admin every network of the tenant.
 */
export function invitationNetworkScope(caller: AdvisorCaller): Prisma.BrokerNetworkWhereInput {
  const { tenantId, advisor } = caller;
  if (advisor.role === 'admin') return { tenantId };
  const ids =
    advisor.role === 'coordinator' ? [...advisor.networkIds, ...advisor.coordinatedNetworkIds] : advisor.networkIds;
  return { tenantId, id: { in: ids } };
}
