import type { Language } from '@wl/shared/config';
import type { AdvisorCampaignListResponse, InvestmentStatus } from '@wl/shared/schemas';
import { api, apiRequest } from '@/lib/api/client.ts';

/** How many of the advisor's offers have `status` (all when null): the list's x-total-count of a 1-row page. */
export async function countOffers(status: InvestmentStatus | null): Promise<number> {
  const query = { limit: 1, offset: 0, ...(status ? { 'filter[status][in]': status } : {}) };
  const { total, data } = await apiRequest<unknown[]>('/api/advisor/investor/offers', { query });
  return total ?? data.length;
}

export const fetchCampaigns = () => api<AdvisorCampaignListResponse>('/api/advisor/campaigns');

export const dashboardQueryKeys = {
  offerCount: (status: InvestmentStatus | null) => ['dashboard', 'offer-count', status ?? 'all'] as const,
  /** The API names the campaigns in the screen's language (decision 066): a switch asks again. */
  campaigns: (language: Language) => ['dashboard', 'campaigns', language] as const,
};
