import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpQuery, FollowUpSettings, ReminderSent, StalledOffer, StalledStage } from '@wl/shared/schemas';
import { api, apiRequest } from '@/lib/api/client.ts';
import { useBranding } from '@/lib/branding-context.tsx';

/**
 * The follow-up list (issue 20, item 4; decision 072). Rows name their campaign in the reader's
 * language (decision 066), so the list's keys hold the language.
 */
export const followUpKeys = {
  all: ['insight', 'follow-up'] as const,
  page: (query: FollowUpQuery, language: string) => ['insight', 'follow-up', 'page', query, language] as const,
  settings: ['insight', 'follow-up-settings'] as const,
};

export interface StalledOffersPage {
  rows: StalledOffer[];
  total: number;
}

async function stalledOffers(query: FollowUpQuery, signal: AbortSignal): Promise<StalledOffersPage> {
  const response = await apiRequest<StalledOffer[]>('/api/advisor/follow-up', { query: { ...query }, signal });
  return { rows: response.data, total: response.total ?? response.data.length };
}

/** GET /api/advisor/follow-up: one page of the stalled offers, the total from `x-total-count`. */
export function useStalledOffers(query: FollowUpQuery) {
  const { language } = useBranding();
  return useQuery({
    queryKey: followUpKeys.page(query, language),
    queryFn: ({ signal }) => stalledOffers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many offers each tab holds under the same campaign filter: the total of the smallest page of
 * each (the list's own query answers for the tab shown when it asks for that page).
 */
export function useStallCounts(tabs: readonly (StalledStage | null)[], campaignId: string | null) {
  const { language } = useBranding();
  return useQueries({
    queries: tabs.map((stage) => {
      const query: FollowUpQuery = {
        ...(stage ? { stage } : {}),
        ...(campaignId ? { campaignId } : {}),
        limit: 10,
        offset: 0,
      };
      return {
        queryKey: followUpKeys.page(query, language),
        queryFn: ({ signal }: { signal: AbortSignal }) => stalledOffers(query, signal),
      };
    }),
  });
}

/** POST /api/advisor/investor/{offerId}/reminder: one reminder mail; the list is read again after it. */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => api<ReminderSent>(`/api/advisor/investor/${offerId}/reminder`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followUpKeys.all }),
  });
}

/** GET /api/advisor/follow-up/settings: the tenant's N and whether reminders go out by themselves. */
export function useFollowUpSettings() {
  return useQuery({
    queryKey: followUpKeys.settings,
    queryFn: ({ signal }) => api<FollowUpSettings>('/api/advisor/follow-up/settings', { signal }),
  });
}

/** PUT /api/advisor/follow-up/settings (admins): a new N changes which offers are stalled. */
export function useSaveFollowUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FollowUpSettings) =>
      api<FollowUpSettings>('/api/advisor/follow-up/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(followUpKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: followUpKeys.all });
    },
  });
}
