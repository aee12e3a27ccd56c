import { hasRole, type OperatorRole } from '@wl/shared/console';
import { trpc } from './trpc.ts';

/**
 * Whether the signed-in operator's role allows what `role` may do (decision 046). The console
 * only offers what the role allows; the edge checks every call itself.
 */
export function useHasRole(role: OperatorRole): boolean {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: false });
  return me.data ? hasRole(me.data.role, role) : false;
}
