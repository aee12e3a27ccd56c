import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdvisorCampaign,
  type AdvisorCampaignListResponse,
  INVITATION_CHECK_MAX_EMAILS,
  type InvestmentRow,
  type InvitationPayload,
  type OpenOfferWarning,
} from '@wl/shared/schemas';
import { api, apiRequest } from '@/lib/api/client.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { type ListPage, listPageOf } from '@/lib/list-total.ts';

/**
 * The keys start with what an invalidation names; the reader's language follows, since the API
 * answers campaign names in it (decision 066): switching the language asks again.
 */
export const campaignKeys = {
  list: ['campaigns', 'list'] as const,
  one: (id: string) => ['campaigns', 'one', id] as const,
  offers: (id: string) => ['campaigns', 'offers', id] as const,
};

/** GET /api/advisor/campaigns (spec §7: reads `results`). */
export function useCampaigns() {
  const { language } = useBranding();
  return useQuery({
    queryKey: [...campaignKeys.list, language],
    queryFn: async ({ signal }) =>
      (await api<AdvisorCampaignListResponse>('/api/advisor/campaigns', { signal })).results,
  });
}

/** GET /api/advisor/campaign/{id}: the campaign with its products, terms and public texts. */
export function useCampaign(id: string) {
  const { language } = useBranding();
  return useQuery({
    queryKey: [...campaignKeys.one(id), language],
    queryFn: ({ signal }) => api<AdvisorCampaign>(`/api/advisor/campaign/${id}`, { signal }),
  });
}

export type CampaignOffersPage = ListPage<InvestmentRow>;

/**
 * GET /api/advisor/campaign/{id}/offers: one page of the campaign's offers the caller may see,
 * filtered and sorted by the server, the total from `x-total-count` (issue 19). The key starts
 * with `campaignKeys.offers(id)`, so a new invitation refreshes every page and count.
 */
export function useCampaignOffersPage(id: string, params: URLSearchParams, enabled = true) {
  const { language } = useBranding();
  return useQuery({
    queryKey: [...campaignKeys.offers(id), language, params.toString()],
    queryFn: async ({ signal }): Promise<CampaignOffersPage> => {
      const response = await apiRequest<InvestmentRow[]>(`/api/advisor/campaign/${id}/offers`, {
        query: params,
        signal,
      });
      return listPageOf(response);
    },
    placeholderData: keepPreviousData,
    enabled,
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
