import type { AccessTokenClaims, UserContext } from '@wl/shared/schemas';

/**
 * Spec §4/§6, after an advisor login: the token must be for the advisor panel of this branded
 * page. When it is not, the user switches to their advisor-panel context of this page if they
 * have one, else sees 'Access denied'. `contexts` is null until they were asked for (the common
 * case needs no second call).
 */
export type AdvisorContextDecision =
  | { kind: 'ok' }
  | { kind: 'needs-contexts' }
  | { kind: 'switch'; contextId: string }
  | { kind: 'denied' };

export function decideAdvisorContext(
  claims: Pick<AccessTokenClaims, 'context_type' | 'context_id'> | null,
  hostContextId: string,
  contexts: readonly Pick<UserContext, 'id' | 'context'>[] | null,
): AdvisorContextDecision {
  if (!claims) return { kind: 'denied' };
  // A page without a landing id (the bare default host) has no panel to match: the API decided.
  if (!hostContextId) return claims.context_type === 'advisor-panel' ? { kind: 'ok' } : { kind: 'denied' };
  if (claims.context_type === 'advisor-panel' && claims.context_id === hostContextId) return { kind: 'ok' };
  if (contexts === null) return { kind: 'needs-contexts' };
  const match = contexts.find((context) => context.context === 'advisor-panel' && context.id === hostContextId);
  return match ? { kind: 'switch', contextId: match.id } : { kind: 'denied' };
}
