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
