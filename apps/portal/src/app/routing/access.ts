import type { AdvisorRole } from '@wl/shared/schemas';
import type { SessionKind } from '@/lib/session/session-context.tsx';

/**
 * Spec §2, access rules for routes, as one pure decision (the route guard applies it):
 * - `/campaign` and `/invest` are public: no sign-in checks at all;
 * - `/kyc-form` is exempt from the redirect to the app area, and so is `/identity-confirmed` (the
 *   identity provider's way back: the page itself sends a signed-in investor to the onboarding);
 * - paths under `/app` are the signed-in area: a signed-out user goes to `/`;
 * - a signed-in user anywhere else goes to `/app`;
 * - an investor on a path containing `advisors` or `investors`, or on the funnel (`/app/funnel`, issue 20)
 *   or the follow-up list (`/app/follow-up`, issue 20),
 *   goes to `/app` and is told
 *   'Błąd' / 'Brak dostępu' after 250 ms.
 * Issue 19 makes the screens agree with the menu, the same way: an advisor-panel user on the
 * investor's own onboarding or portfolio (issue 20), a non-admin on the advisors screens, and an advisor who neither
 * coordinates nor administers on the network investments go to `/app` with the same notice.
 */
export interface AccessDecision {
  redirect: string | null;
  /** Show the "no access" notification after the redirect. */
  denied: boolean;
}

const allow: AccessDecision = { redirect: null, denied: false };
const deny: AccessDecision = { redirect: '/app', denied: true };
const publicPaths = ['/campaign', '/invest'];
/** The advisor panel's insight screens (issue 20): the funnel and the follow-up list. */
const advisorPanelOnly = ['/app/funnel', '/app/follow-up'];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isAppPath(pathname: string): boolean {
  return isUnder(pathname, '/app');
}

/** The investor's own onboarding (`/app/onboarding`, `/app/onboarding/{id}/primary-data`), not the shared requests list. */
function isInvestorOnboarding(path: string): boolean {
  return path === '/app/onboarding' || /^\/app\/onboarding\/[^/]+\/primary-data$/.test(path);
}

/** Role rules of the advisor panel's screens (the menu of features/app-shell/navigation.ts). */
function advisorScreenDenied(path: string, roles: readonly AdvisorRole[]): boolean {
  if (isInvestorOnboarding(path) || isUnder(path, '/app/portfolio')) return true;
  if (isUnder(path, '/app/advisors')) return !roles.includes('admin');
  if (isUnder(path, '/app/investors/network')) return !roles.includes('coordinator') && !roles.includes('admin');
  return false;
}

/**
 * `roles`: the advisor-panel user's roles once the session has loaded; `null` while it loads (the
 * role rules wait for them, the guard shows a loader meanwhile).
 */
export function decideAccess(
  pathname: string,
  signedIn: SessionKind | null,
  roles: readonly AdvisorRole[] | null = null,
): AccessDecision {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (publicPaths.some((prefix) => isUnder(path, prefix))) return allow;
  if (isUnder(path, '/kyc-form') || isUnder(path, '/identity-confirmed')) return allow;
  if (isAppPath(path)) {
    if (!signedIn) return { redirect: '/', denied: false };
    if (
      signedIn === 'investor' &&
      (/advisors|investors/.test(path) || advisorPanelOnly.some((prefix) => isUnder(path, prefix)))
    )
      return deny;
    if (signedIn === 'advisor' && roles !== null && advisorScreenDenied(path, roles)) return deny;
    return allow;
  }
  if (signedIn) return { redirect: '/app', denied: false };
  return allow;
}
