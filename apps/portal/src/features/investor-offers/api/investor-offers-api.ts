import { useQuery } from '@tanstack/react-query';
import { FETCH_ALL_LIMIT } from '@wl/shared/format';
import type { CampaignOffer, InvestorSummary, LeadForm } from '@wl/shared/schemas';
import { api } from '@/lib/api/client.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { investorStartupKeys } from '@/lib/session/session-context.tsx';

/** GET /investor-api/offers?limit=99999&offset=0: all the investor's offers, newest first (spec §7). */
export const fetchInvestorOffers = () =>
  api<CampaignOffer[]>('/investor-api/offers', { query: { limit: FETCH_ALL_LIMIT, offset: 0 } });

/** The investor's offers; the same cache entry the session prefetches at start-up (spec §6). */
export function useInvestorOffers() {
  return useQuery({ queryKey: investorStartupKeys.offers, queryFn: fetchInvestorOffers });
}

/** The prefix of the lead form's keys (invalidated as a whole); each key adds the screen's language. */
export const leadFormQueryKey = ['investor', 'lead-form', 'last'] as const;

/**
 * GET /investor-api/lead-form/last: the amount of the investor's latest acceptance, or null (decision 013).
 * It names the campaign in the screen's language (decision 066), so the language is in the key.
 */
export function useLastLeadForm() {
  const { language } = useBranding();
  return useQuery({
    queryKey: [...leadFormQueryKey, language],
    queryFn: () => api<LeadForm | null>('/investor-api/lead-form/last'),
  });
}

export const investorSummaryQueryKey = ['investor', 'summary'] as const;

/** GET /investor-api/investor/summary: the investor's totals on the dashboard. */
export const fetchInvestorSummary = () => api<InvestorSummary>('/investor-api/investor/summary');
