import { useQuery } from '@tanstack/react-query';
import { errorCodes } from '@wl/shared/errors';
import type { LinkCheckPayload } from '@wl/shared/schemas';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { api } from '@/lib/api/client.ts';
import { isLinkToken } from '@/lib/link-token.ts';

/** Which mailed link a page checks (decision 067). */
export type CheckedLink = 'activation' | 'passwordReset';

const checkPaths: Record<CheckedLink, string> = {
  activation: '/auth/activate/check',
  passwordReset: '/auth/password/check',
};

/**
 * What the page knows of its link: still being asked; working (the password form); used, expired
 * or unknown (the way to a new link); or refused for another reason the API words (an archived
 * account). A check that got no answer lets the form show: setting the password says the rest.
 */
export type LinkState =
  | { state: 'checking' }
  | { state: 'valid' }
  | { state: 'invalid' }
  | { state: 'refused'; error: unknown };

/** POST /auth/{activate,password}/check: 204 when the link works; the token in the body, never in a URL. */
export const checkLink = (link: CheckedLink, token: string) =>
  api<null>(checkPaths[link], { method: 'POST', body: { token } satisfies LinkCheckPayload });

/**
 * The state of a mailed link, asked once when its page opens. A token that cannot be one (cut when
 * copied) is invalid without asking.
 */
export function useLinkCheck(link: CheckedLink, token: string): LinkState {
  const enabled = isLinkToken(token);
  const query = useQuery({
    queryKey: ['link-check', link, token],
    queryFn: () => checkLink(link, token),
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (!enabled) return { state: 'invalid' };
  if (query.isPending) return { state: 'checking' };
  if (query.isSuccess) return { state: 'valid' };
  const error = query.error;
  if (error instanceof ApiRequestError && error.code === errorCodes.tokenNotActive) return { state: 'invalid' };
  if (error instanceof ApiRequestError && error.code === errorCodes.accountNotActive)
    return { state: 'refused', error };
  return { state: 'valid' };
}
