import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@wl/shared/config';
import { paths } from '@/config/paths.ts';
import { currentClaims } from '@/lib/session/token-store.ts';

/**
 * The data of the page opened, asked for as the app starts, beside the session's own calls,
 * instead of once the page renders after them (issue 18): the advisor's dashboard, when an
 * advisor opens `/app`. Its module is among the chunks the edge names for `/app`, so importing it
 * here costs no request of its own, and the sign-in page's JavaScript does not grow.
 */
export function prefetchArrivalData(queryClient: QueryClient, pathname: string, language: Language): Promise<void> {
  if (pathname === paths.app.root.path && currentClaims()?.context_type === 'advisor-panel') {
    return import('@/features/dashboard/api.ts').then(({ prefetchAdvisorDashboard }) =>
      prefetchAdvisorDashboard(queryClient, language),
    );
  }
  return Promise.resolve();
}
