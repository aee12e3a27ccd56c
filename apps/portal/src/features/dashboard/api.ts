import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@wl/shared/config';
import type { AdvisorCampaignListResponse, InvestmentStatus } from '@wl/shared/schemas';
import { api, apiRequest } from '@/lib/api/client.ts';
import { type ListTotal, listPageOf } from '@/lib/list-total.ts';

/**
 * How many of the advisor's offers have `status` (all when null): the list's total of a 1-row page,
 * "more than 1 000" past that (decision 079).
 */
export async function countOffers(status: InvestmentStatus | null): Promise<ListTotal> {
  const query = { limit: 1, offset: 0, ...(status ? { 'filter[status][in]': status } : {}) };
  return listPageOf(await apiRequest<unknown[]>('/api/advisor/investor/offers', { query }));
}

export const fetchCampaigns = () => api<AdvisorCampaignListResponse>('/api/advisor/campaigns');

export const dashboardQueryKeys = {
  offerCount: (status: InvestmentStatus | null) => ['dashboard', 'offer-count', status ?? 'all'] as const,
  /** The API names the campaigns in the screen's language (decision 066): a switch asks again. */
  campaigns: (language: Language) => ['dashboard', 'campaigns', language] as const,
};

/**
 * The dashboard's tiles: all the advisor's offers, then the statuses worth a glance (waiting for
 * the investor, interest shown, accepted, active).
 */
export const DASHBOARD_TILES: readonly (InvestmentStatus | null)[] = [
  null,
  'invited',
  'interested',
  'accepted',
  'active',
];

export const offerCountQuery = (status: InvestmentStatus | null) => ({
  queryKey: dashboardQueryKeys.offerCount(status),
  queryFn: () => countOffers(status),
});

export const campaignsQuery = (language: Language) => ({
  queryKey: dashboardQueryKeys.campaigns(language),
  queryFn: fetchCampaigns,
});

/**
 * What the advisor's dashboard shows, asked for beside the session's own calls when the dashboard
 * is the page opened, instead of after them: one round trip less before its numbers (issue 18).
 */
export function prefetchAdvisorDashboard(queryClient: QueryClient, language: Language): void {
  for (const status of DASHBOARD_TILES) void queryClient.prefetchQuery(offerCountQuery(status));
  void queryClient.prefetchQuery(campaignsQuery(language));
}
