import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdvisorCampaignListResponse, AdvisorListRow, Funnel, FunnelQuery } from '@wl/shared/schemas';
import { api } from '@/lib/api/client.ts';
import { useBranding } from '@/lib/branding-context.tsx';

/** The most advisors the advisor filter offers (a tenant's advisors fit; more would need a search). */
const ADVISOR_CHOICES_LIMIT = 500;

export const funnelKeys = {
  funnel: (query: FunnelQuery) => ['insight', 'funnel', query] as const,
  campaigns: ['insight', 'campaigns'] as const,
  advisors: ['insight', 'advisors'] as const,
};

/** GET /api/advisor/funnel (issue 20, decision 070); the last answer stays while the next loads. */
export function useFunnel(query: FunnelQuery) {
  return useQuery({
    queryKey: funnelKeys.funnel(query),
    queryFn: ({ signal }) => api<Funnel>('/api/advisor/funnel', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The campaign filter's choices: GET /api/advisor/campaigns, named in the reader's language. */
export function useFunnelCampaigns() {
  const { language } = useBranding();
  return useQuery({
    queryKey: [...funnelKeys.campaigns, language],
    queryFn: async ({ signal }) =>
      (await api<AdvisorCampaignListResponse>('/api/advisor/campaigns', { signal })).results,
  });
}

/** The advisor filter's choices (coordinators and admins): the advisors the caller may see. */
export function useFunnelAdvisors(enabled: boolean) {
  return useQuery({
    queryKey: funnelKeys.advisors,
    queryFn: ({ signal }) =>
      api<AdvisorListRow[]>('/api/advisor/advisor', {
        query: { limit: ADVISOR_CHOICES_LIMIT, offset: 0, sort: 'surname:asc' },
        signal,
      }),
    enabled,
  });
}
