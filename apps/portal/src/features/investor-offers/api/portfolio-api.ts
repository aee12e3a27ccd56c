import { useQuery } from '@tanstack/react-query';
import type { Portfolio } from '@wl/shared/schemas';
import { api } from '@/lib/api/client.ts';
import { useBranding } from '@/lib/branding-context.tsx';

/** GET /investor-api/portfolio (issue 20); campaign names come in the reader's language, hence the key. */
export function usePortfolio() {
  const { language } = useBranding();
  return useQuery({
    queryKey: ['investor', 'portfolio', language] as const,
    queryFn: ({ signal }) => api<Portfolio>('/investor-api/portfolio', { signal }),
  });
}
