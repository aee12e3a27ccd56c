import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignOffer } from '@wl/shared/schemas';
import { useCallback } from 'react';
import { investorStartupKeys } from '@/lib/session/session-context.tsx';
import { offerRefetchInterval } from '../lib/offer-stage.ts';
import { investorSummaryQueryKey, leadFormQueryKey } from './investor-offers-api.ts';
import type { OfferSource } from './offer-source.ts';

/** The read of one offer: its key and how it loads (shared by `useOffer` and a prefetch). */
export function offerQuery(source: OfferSource) {
  return { queryKey: source.queryKey, queryFn: ({ signal }: { signal?: AbortSignal }) => source.load(signal) };
}

/**
 * One offer, read again while its agreement is being prepared or awaits the signature
 * (offer-stage.ts), and when the window regains focus (back from signing in another tab).
 */
export function useOffer(source: OfferSource) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...offerQuery(source),
    refetchInterval: (current) => offerRefetchInterval(current.state.data, current.state.dataUpdateCount),
    refetchOnWindowFocus: true,
  });
  // How many times the offer was read (every answer re-renders, so this stays current).
  const reads = queryClient.getQueryState(source.queryKey)?.dataUpdateCount ?? 0;
  return { query, reads };
}

/**
 * Puts the offer an action answered into the cache (every action answers the offer as it is
 * now); in the panel the lists, the summary and the last lead form are read again too.
 */
export function useOfferUpdate(source: OfferSource) {
  const queryClient = useQueryClient();
  const { kind, queryKey } = source;
  return useCallback(
    (offer: CampaignOffer) => {
      queryClient.setQueryData(queryKey, offer);
      if (kind !== 'investor') return;
      for (const key of [investorStartupKeys.offers, investorSummaryQueryKey, leadFormQueryKey]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [queryClient, kind, queryKey],
  );
}

/** Reads the offer again (after a refusal that says it changed under the screen). */
export function useOfferRefresh(source: OfferSource) {
  const queryClient = useQueryClient();
  const { queryKey } = source;
  return useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
}
