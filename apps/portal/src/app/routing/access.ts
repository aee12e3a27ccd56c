import type { SessionKind } from '@/lib/session/session-context.tsx';

/**
 * Spec §2, access rules for routes, as one pure decision (the route guard applies it):
 * - `/campaign` and `/invest` are public: no sign-in checks at all;
 * - `/kyc-form` is exempt from the redirect to the app area;
 * - paths under `/app` are the signed-in area: a signed-out user goes to `/`;
 * - a signed-in user anywhere else goes to `/app`;
 * - an investor on a path containing `advisors` or `investors` goes to `/app` and is told
 *   'Błąd' / 'Brak dostępu' after 250 ms.
 */
export interface AccessDecision {
  redirect: string | null;
  /** Show the investor the "no access" notification. */
  investorDenied: boolean;
}

const allow: AccessDecision = { redirect: null, investorDenied: false };
const publicPaths = ['/campaign', '/invest'];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isAppPath(pathname: string): boolean {
  return isUnder(pathname, '/app');
}

export function decideAccess(pathname: string, signedIn: SessionKind | null): AccessDecision {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (publicPaths.some((prefix) => isUnder(path, prefix))) return allow;
  if (isUnder(path, '/kyc-form')) return allow;
  if (isAppPath(path)) {
    if (!signedIn) return { redirect: '/', investorDenied: false };
    if (signedIn === 'investor' && /advisors|investors/.test(path)) return { redirect: '/app', investorDenied: true };
    return allow;
  }
  if (signedIn) return { redirect: '/app', investorDenied: false };
  return allow;
}
