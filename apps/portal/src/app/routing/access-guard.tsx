import { notifications } from '@mantine/notifications';
import { investorDeniedNotification } from '@wl/shared/errors';
import { DENIED_NOTIFICATION_DELAY_MS } from '@wl/shared/session';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import { forgetReturnTo, peekReturnTo, rememberReturnTo } from '@/lib/session/return-to.ts';
import { useSession } from '@/lib/session/session-context.tsx';
import { decideAccess, isAppPath } from './access.ts';

/** Spec §2/§8: 'Błąd' / 'Brak dostępu', 250 ms after the user was sent back to /app. */
function useDeniedNotice(show: boolean): void {
  const { language } = useBranding();
  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(() => {
      const { title, message } = investorDeniedNotification(language);
      notifications.show({ color: 'red', title, message });
    }, DENIED_NOTIFICATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [show, language]);
}

/**
 * Applies the access rules of spec §2 to every route (app/routing/access.ts). While the session of
 * a stored token is still loading, app pages wait for it (so a guard never flashes the wrong page).
 * A signed-out visitor of an app page is sent to sign in and, once signed in, brought back to
 * that page (lib/session/return-to.ts) rather than to `/app`.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const { session } = useSession();
  const signedIn = session.status === 'anonymous' ? null : session.kind;
  const roles = session.status === 'signed-in' ? session.roles : null;
  const decision = decideAccess(pathname, signedIn, roles);
  useDeniedNotice((state as { denied?: boolean } | null)?.denied === true);
  const asked = decision.redirect === '/' && isAppPath(pathname) ? `${pathname}${search}` : null;
  const back = signedIn && decision.redirect === '/app' ? peekReturnTo() : null;
  const arrived = session.status === 'signed-in' && isAppPath(pathname) && decision.redirect === null;
  useEffect(() => {
    if (asked) rememberReturnTo(asked);
  }, [asked]);
  // In the app: the page asked for was reached (or another was chosen); it is not asked for again.
  useEffect(() => {
    if (arrived) forgetReturnTo();
  }, [arrived]);

  if (decision.redirect) {
    return <Navigate to={back ?? decision.redirect} replace state={{ denied: decision.denied }} />;
  }
  if (session.status === 'loading' && isAppPath(pathname)) return <PageLoader />;
  return children;
}
