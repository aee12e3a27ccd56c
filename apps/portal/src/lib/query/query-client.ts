import { QueryClient } from '@tanstack/react-query';
import { PREFETCH_ONE_HOUR_MS } from '@wl/shared/session';

/**
 * One query client per app. The HTTP client already retries a safe call once (spec §7), so the
 * query layer does not retry again; data stays fresh for a minute and is kept for an hour
 * (the start-up value of spec §9).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        gcTime: PREFETCH_ONE_HOUR_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
