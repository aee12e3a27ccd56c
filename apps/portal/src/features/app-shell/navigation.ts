import type { AdvisorRole } from '@wl/shared/schemas';
import { paths } from '@/config/paths.ts';
import type { SessionKind } from '@/lib/session/session-context.tsx';

export type NavigationKey =
  | 'dashboard'
  | 'offers'
  | 'investments'
  | 'funnel'
  | 'followUp'
  | 'networkInvestments'
  | 'onboarding'
  | 'onboardingRequests'
  | 'portfolio'
  | 'documents'
  | 'advisors';

export interface NavigationItem {
  key: NavigationKey;
  href: string;
}

const item = (key: NavigationKey, href: string): NavigationItem => ({ key, href });

/**
 * The navbar of the signed-in area by role (spec §6): every advisor-panel user has the advisor's
 * screens; a coordinator also sees the investments of their networks; an admin sees them too and
 * manages advisors. The route guard (app/routing/access.ts) keeps the screens to the same rules. Investors have their dashboard, their offers, their portfolio (issue 20) and their onboarding (never an
 * advisors or investors path: spec §2).
 */
export function navigationFor(kind: SessionKind, roles: readonly AdvisorRole[]): NavigationItem[] {
  const app = paths.app;
  if (kind === 'investor') {
    return [
      item('dashboard', app.root.getHref()),
      item('offers', app.offers.getHref()),
      item('portfolio', app.portfolio.getHref()),
      item('onboarding', app.onboarding.getHref()),
      item('onboardingRequests', app.onboardingRequests.getHref()),
      item('documents', app.documents.getHref()),
    ];
  }
  const items = [
    item('dashboard', app.root.getHref()),
    item('offers', app.offers.getHref()),
    item('investments', app.investors.getHref()),
    // Issue 20: the funnel of the caller's offers (its own, its networks', the tenant's).
    item('funnel', app.funnel.getHref()),
    // Issue 20: the stalled offers to follow up, with a reminder a click away.
    item('followUp', app.followUp.getHref()),
  ];
  // An admin sees every network's investments too (the API's offers-by-network answers admins).
  if (roles.includes('coordinator') || roles.includes('admin')) {
    items.push(item('networkInvestments', app.investorsNetwork.getHref()));
  }
  items.push(item('onboardingRequests', app.onboardingRequests.getHref()), item('documents', app.documents.getHref()));
  if (roles.includes('admin')) items.push(item('advisors', app.advisors.getHref()));
  return items;
}

/** The item a path belongs to: the longest matching href (so /app/investors/network is not "Investments"). */
export function activeNavigationKey(items: readonly NavigationItem[], pathname: string): NavigationKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: NavigationItem | null = null;
  for (const candidate of items) {
    const matches =
      candidate.href === paths.app.root.getHref()
        ? path === candidate.href
        : path === candidate.href || path.startsWith(`${candidate.href}/`);
    if (matches && (!best || candidate.href.length > best.href.length)) best = candidate;
  }
  return best?.key ?? null;
}
