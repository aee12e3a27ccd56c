import { notifications } from '@mantine/notifications';
import { investorDeniedNotification } from '@wl/shared/errors';
import { DENIED_NOTIFICATION_DELAY_MS } from '@wl/shared/session';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import { useSession } from '@/lib/session/session-context.tsx';
import { decideAccess, isAppPath } from './access.ts';

/** Spec §2/§8: 'Błąd' / 'Brak dostępu', 250 ms after the investor was sent back to /app. */
function useInvestorDeniedNotice(show: boolean): void {
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
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { pathname, state } = useLocation();
  const { session } = useSession();
  const signedIn = session.status === 'anonymous' ? null : session.kind;
  const decision = decideAccess(pathname, signedIn);
  useInvestorDeniedNotice((state as { investorDenied?: boolean } | null)?.investorDenied === true);

  if (decision.redirect) {
    return <Navigate to={decision.redirect} replace state={{ investorDenied: decision.investorDenied }} />;
  }
  if (session.status === 'loading' && isAppPath(pathname)) return <PageLoader />;
  return children;
}
