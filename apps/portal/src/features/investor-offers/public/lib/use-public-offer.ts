import { usePrefetchQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { publicOfferSource } from '@/features/investor-offers/api/offer-source.ts';
import { offerQuery, useOffer } from '@/features/investor-offers/api/use-offer.ts';
import { isPageProblem, type PublicProblem, publicProblemOf } from './public-problem.ts';

/**
 * The offer of the page's `?token=` (the router already refused a malformed one) and the problem
 * to show as a whole page: the read's failure, or a refusal of an action that says the campaign
 * or the link is closed. The offer is asked for at the first render: a page calls this before its
 * texts, whose loading suspends it, so the two requests travel together.
 */
export function usePublicOffer() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const source = useMemo(() => publicOfferSource(token), [token]);
  usePrefetchQuery(offerQuery(source));
  const { query, reads } = useOffer(source);
  const [refusal, setRefusal] = useState<PublicProblem | null>(null);
  const onRefused = useCallback((error: unknown) => {
    if (isPageProblem(error)) setRefusal(publicProblemOf(error));
  }, []);
  const problem = refusal ?? (query.isError && !query.data ? publicProblemOf(query.error) : null);
  return { token, source, query, reads, problem, onRefused };
}
