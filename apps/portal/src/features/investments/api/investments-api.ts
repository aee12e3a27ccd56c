import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@wl/shared/config';
import { FETCH_ALL_LIMIT } from '@wl/shared/format';
import type {
  AdvisorListRow,
  CurrencyTotalRow,
  InvestmentRow,
  InvestmentStatus,
  InvitationLink,
  InvitationResent,
  OfferHistoryEntry,
} from '@wl/shared/schemas';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { api, apiRequest } from '@/lib/api/client.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { type ListPage, listPageOf } from '@/lib/list-total.ts';
import type { InvestmentsView } from '../lib/column-visibility.ts';
import { type InvestmentsTableState, investmentListParams } from '../lib/table-query.ts';

/** Spec §7: the advisor's own offers, and the coordinator's offers across its networks. */
export const investmentsPath: Record<InvestmentsView, string> = {
  own: '/api/advisor/investor/offers',
  network: '/api/advisor/investor/offers-by-network',
};

/**
 * Rows name their campaign in the screen's language (decision 066), so every key of rows holds the
 * language: switching it asks again, and a page in one language never shows in the other.
 */
export const investmentKeys = {
  all: ['investments'] as const,
  page: (view: InvestmentsView, params: string, language: Language) =>
    ['investments', view, 'page', params, language] as const,
  board: (view: InvestmentsView, language: Language) => ['investments', view, 'board', language] as const,
  one: (id: string, language: Language) => ['investments', 'one', id, language] as const,
  history: (id: string) => ['investments', 'history', id] as const,
  totals: (view: InvestmentsView, params: string) => ['investments', view, 'totals', params] as const,
  networkAdvisors: (networkId: string) => ['investments', 'network-advisors', networkId] as const,
};

export type InvestmentsPage = ListPage<InvestmentRow>;

/** One page of the table; the total from `x-total-count`. */
export function useInvestmentsPage(view: InvestmentsView, state: InvestmentsTableState) {
  const params = investmentListParams(state);
  const { language } = useBranding();
  return useQuery({
    queryKey: investmentKeys.page(view, params.toString(), language),
    queryFn: async ({ signal }): Promise<InvestmentsPage> => {
      const response = await apiRequest<InvestmentRow[]>(investmentsPath[view], { query: params, signal });
      return listPageOf(response);
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The sums per currency of every offer the table's filters match (not only the page shown; the
 * table pages on the server): GET …/totals with the same filters (issue 19).
 */
export function useInvestmentTotals(view: InvestmentsView, state: InvestmentsTableState) {
  const params = investmentListParams(state);
  for (const key of ['limit', 'offset', 'sort']) params.delete(key);
  return useQuery({
    queryKey: investmentKeys.totals(view, params.toString()),
    queryFn: ({ signal }) => api<CurrencyTotalRow[]>(`${investmentsPath[view]}/totals`, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every offer of the view (spec §9 fetch-all: limit 99999), newest status change first, for the kanban. */
export function fetchAllInvestments(view: InvestmentsView, signal?: AbortSignal): Promise<InvestmentRow[]> {
  return api<InvestmentRow[]>(investmentsPath[view], {
    query: { limit: FETCH_ALL_LIMIT, offset: 0, sort: 'statusDate:desc' },
    ...(signal ? { signal } : {}),
  });
}

export function useInvestmentsBoard(view: InvestmentsView) {
  const { language } = useBranding();
  return useQuery({
    queryKey: investmentKeys.board(view, language),
    queryFn: ({ signal }) => fetchAllInvestments(view, signal),
  });
}

/** One offer by id (GET /api/advisor/investor/{offerId}); null when the caller may not see it. */
export function useInvestment(id: string) {
  const { language } = useBranding();
  return useQuery({
    queryKey: investmentKeys.one(id, language),
    queryFn: async ({ signal }): Promise<InvestmentRow | null> => {
      try {
        return await api<InvestmentRow>(`/api/advisor/investor/${id}`, { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * PATCH /api/advisor/investor/{offerId}/status: the kanban's move (409 when the state machine
 * forbids it); a rejection carries its reason (kept in the history).
 */
export function changeInvestmentStatus(
  offerId: string,
  status: InvestmentStatus,
  reason?: string,
): Promise<InvestmentRow> {
  return api<InvestmentRow>(`/api/advisor/investor/${offerId}/status`, {
    method: 'PATCH',
    body: reason ? { status, reason } : { status },
  });
}

/**
 * GET /api/advisor/investor/{offerId}/history: who moved the investment, when, from → to, why; and
 * the reminders mailed about it (issue 20, decision 072). Read again whenever the page opens, since
 * a reminder sent from the follow-up list adds a row this feature does not hear of.
 */
export function useInvestmentHistory(id: string) {
  return useQuery({
    queryKey: investmentKeys.history(id),
    queryFn: ({ signal }) => api<OfferHistoryEntry[]>(`/api/advisor/investor/${id}/history`, { signal }),
    refetchOnMount: 'always',
  });
}

/** POST /api/advisor/investor/{offerId}/invitation: the invitation mailed again with a new link. */
export function resendInvitation(offerId: string): Promise<InvitationResent> {
  return api<InvitationResent>(`/api/advisor/investor/${offerId}/invitation`, { method: 'POST' });
}

/** POST /api/advisor/investor/{offerId}/invitation-link: a new link for the advisor to pass on. */
export function newInvitationLink(offerId: string): Promise<InvitationLink> {
  return api<InvitationLink>(`/api/advisor/investor/${offerId}/invitation-link`, { method: 'POST' });
}

/** PATCH /api/advisor/investor/{offerId}/owner/{ownerId}: a coordinator hands the offer to another advisor. */
export function useChangeOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, ownerId }: { offerId: string; ownerId: string }) =>
      api<InvestmentRow>(`/api/advisor/investor/${offerId}/owner/${ownerId}`, { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: investmentKeys.all }),
  });
}

/** The active advisors of a network: who an offer made in it may be handed to. */
export function useNetworkAdvisors(networkId: string | null) {
  return useQuery({
    queryKey: investmentKeys.networkAdvisors(networkId ?? ''),
    queryFn: ({ signal }) =>
      api<AdvisorListRow[]>('/api/advisor/advisor', {
        query: {
          limit: FETCH_ALL_LIMIT,
          offset: 0,
          'filter[brokerNetworkIds][in]': networkId,
          'filter[status][in]': 'active',
        },
        signal,
      }),
    enabled: networkId !== null,
  });
}

/** GET /api/advisor/investor/{offerId}/files/{fileId}: a payment confirmation, saved under its name. */
export async function downloadPaymentConfirmation(offerId: string, fileId: string, fileName: string): Promise<void> {
  const blob = await api<Blob>(`/api/advisor/investor/${offerId}/files/${fileId}`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has handed the URL to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
