import { useQuery } from '@tanstack/react-query';
import { FETCH_ALL_LIMIT } from '@wl/shared/format';
import type {
  AdvisorCampaign,
  AdvisorCampaignListResponse,
  InvestmentRow,
  InvitationPayload,
} from '@wl/shared/schemas';
import { api } from '@/lib/api/client.ts';

export const campaignKeys = {
  list: ['campaigns', 'list'] as const,
  one: (id: string) => ['campaigns', 'one', id] as const,
  offers: (id: string) => ['campaigns', 'offers', id] as const,
};

/** GET /api/advisor/campaigns (spec §7: reads `results`). */
export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.list,
    queryFn: async ({ signal }) =>
      (await api<AdvisorCampaignListResponse>('/api/advisor/campaigns', { signal })).results,
  });
}

/** GET /api/advisor/campaign/{id}: the campaign with its products, terms and public texts. */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.one(id),
    queryFn: ({ signal }) => api<AdvisorCampaign>(`/api/advisor/campaign/${id}`, { signal }),
  });
}

/** GET /api/advisor/campaign/{id}/offers: every offer (investment) of the campaign the caller may see. */
export function useCampaignOffers(id: string) {
  return useQuery({
    queryKey: campaignKeys.offers(id),
    queryFn: ({ signal }) =>
      api<InvestmentRow[]>(`/api/advisor/campaign/${id}/offers`, {
        query: { limit: FETCH_ALL_LIMIT, offset: 0, sort: 'statusDate:desc' },
        signal,
      }),
  });
}

/** POST …/campaign/{campaignId}/product/{productId}/invite-investor: one address per call (spec §7). */
export function inviteInvestor(campaignId: string, productId: string, payload: InvitationPayload) {
  return api<InvestmentRow>(`/api/advisor/campaign/${campaignId}/product/${productId}/invite-investor`, {
    method: 'POST',
    body: payload,
  });
}
