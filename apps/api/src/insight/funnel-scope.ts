import { type AdvisorCaller, type RowOwnership, scopeByRole } from '../core/advisor-caller.ts';

/**
 * The offers a funnel counts, as the parameters of its one SQL query: the offer scope of
 * offers/offer-scope.ts, from the same role rule (`scopeByRole`). The advisor's own offers
 * (`ownerAdvisorId`); a coordinator's own and those of the networks it coordinates (both); the
 * admin's whole tenant (`everything`). Always within the caller's tenant.
 */
export interface FunnelScope {
  tenantId: string;
  everything: boolean;
  /** Offers this advisor owns, or null. */
  ownerAdvisorId: string | null;
  /** Offers made in these networks (may be empty). */
  networkIds: string[];
}

type Ownership = { owner: string } | { networks: string[] };

const ownership: RowOwnership<Ownership> = {
  ownedBy: (advisorId) => ({ owner: advisorId }),
  inNetworks: (networkIds) => ({ networks: networkIds }),
};

export function funnelScope(caller: AdvisorCaller): FunnelScope {
  const scope = scopeByRole<Ownership>(caller, ownership);
  const parts: Ownership[] = 'OR' in scope ? scope.OR : 'owner' in scope || 'networks' in scope ? [scope] : [];
  return {
    tenantId: scope.tenantId,
    everything: parts.length === 0,
    ownerAdvisorId: parts.flatMap((part) => ('owner' in part ? [part.owner] : []))[0] ?? null,
    networkIds: parts.flatMap((part) => ('networks' in part ? part.networks : [])),
  };
}
