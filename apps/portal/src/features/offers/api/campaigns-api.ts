import { useQuery } from '@tanstack/react-query';
import { FETCH_ALL_LIMIT } from '@wl/shared/format';
import {
  type AdvisorCampaign,
  type AdvisorCampaignListResponse,
  INVITATION_CHECK_MAX_EMAILS,
  type InvestmentRow,
  type InvitationPayload,
  type OpenOfferWarning,
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

/**
 * POST …/product/{productId}/invitation-check (issue 19): which addresses already have an open
 * offer of the product (the caller's own, or another advisor's); asked in parts of at most
 * {@link INVITATION_CHECK_MAX_EMAILS}, answered in the order given.
 */
export async function checkInvitations(
  campaignId: string,
  productId: string,
  investorEmails: readonly string[],
): Promise<OpenOfferWarning[]> {
  const warnings: OpenOfferWarning[] = [];
  for (let start = 0; start < investorEmails.length; start += INVITATION_CHECK_MAX_EMAILS) {
    const part = investorEmails.slice(start, start + INVITATION_CHECK_MAX_EMAILS);
    warnings.push(
      ...(await api<OpenOfferWarning[]>(`/api/advisor/campaign/${campaignId}/product/${productId}/invitation-check`, {
        method: 'POST',
        body: { investorEmails: part },
      })),
    );
  }
  return warnings;
}
