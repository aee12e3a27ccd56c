import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { isUnauthorized } from '../api/auth-errors.ts';

/** A query or mutation path in the cache: tRPC keys start with the procedure path, `['hosts', 'list']`. */
function pathOf(key: readonly unknown[] | undefined): string {
  const path = key?.[0];
  return Array.isArray(path) ? path.join('.') : '';
}

/**
 * When any call answers UNAUTHORIZED (the session expired, was idle too long or was signed out
 * elsewhere), the console forgets the operator and shows the sign-in screen again. A refused
 * sign-in is the form's own business, not a lost session.
 */
export function useSessionGuard(): void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();

  useEffect(() => {
    const signedOut = () => utils.auth.me.setData(undefined, null);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (pathOf(event.query.queryKey) !== 'auth.me' && isUnauthorized(event.action.error)) signedOut();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (pathOf(event.mutation.options.mutationKey) !== 'auth.signIn' && isUnauthorized(event.action.error)) {
        signedOut();
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, utils]);
}
