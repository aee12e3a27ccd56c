import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { FETCH_ALL_LIMIT } from '@wl/shared/format';
import type { AccessTokenClaims, ActiveUserData, BrokerNetwork, UserContext } from '@wl/shared/schemas';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { api } from '@/lib/api/client.ts';
import { forgetReturnToOnSignOut } from './return-to.ts';
import { currentClaims, onSessionChange, tokenStore } from './token-store.ts';

/**
 * Who is signed in (spec §4 start-up): the stored tokens say whether there is a session and of
 * which panel; then the active user data and contexts are loaded, and for advisors their
 * networks. Investors' dictionaries and offers are loaded by the investor features.
 */
export type SessionKind = 'advisor' | 'investor';

export interface SignedInSession {
  status: 'signed-in';
  kind: SessionKind;
  user: ActiveUserData;
  contexts: UserContext[];
  /** The advisor's networks (empty for investors, and when the fetch failed: spec §7). */
  networks: BrokerNetwork[];
  roles: ActiveUserData['context']['roles'];
}

export type Session = { status: 'anonymous' } | { status: 'loading'; kind: SessionKind } | SignedInSession;

interface SessionContextValue {
  session: Session;
  /** Store new tokens (after a login) and load the user. */
  signIn(tokens: { accessToken: string; refreshToken?: string | undefined }): void;
  /** End the session on the server (best effort) and forget the tokens. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** The stored access token (changes with every store/remove in this tab or another). */
function useAccessToken(): string | null {
  return useSyncExternalStore(
    onSessionChange,
    () => tokenStore.accessToken(),
    () => null,
  );
}

/** The investor's start-up data (spec §6), cached for the investor screens. */
export const investorStartupKeys = {
  dictionary: ['investor', 'dictionary'] as const,
  offers: ['investor', 'offers', 'all'] as const,
};

export const sessionQueryKeys = {
  user: ['session', 'user'] as const,
  contexts: ['session', 'contexts'] as const,
  networks: ['session', 'networks'] as const,
};

function sessionKind(claims: AccessTokenClaims | null): SessionKind | null {
  if (!claims) return null;
  return claims.context_type === 'investor-panel' ? 'investor' : 'advisor';
}

/**
 * The session's three calls for the stored token's claims, under keys naming who and which panel,
 * so another sign-in never reads this one's answers. Kept until the session changes.
 */
function sessionQueries(claims: AccessTokenClaims | null) {
  const subject = claims ? `${claims.sub}:${claims.context_type}:${claims.context_id}` : null;
  const kind = sessionKind(claims);
  return {
    subject,
    kind,
    user: queryOptions({
      queryKey: [...sessionQueryKeys.user, subject],
      queryFn: () => api<ActiveUserData>('/api/auth/data'),
      enabled: subject !== null,
      staleTime: Number.POSITIVE_INFINITY,
    }),
    contexts: queryOptions({
      queryKey: [...sessionQueryKeys.contexts, subject],
      queryFn: () => api<UserContext[]>('/api/contexts'),
      enabled: subject !== null,
      staleTime: Number.POSITIVE_INFINITY,
    }),
    networks: queryOptions({
      queryKey: [...sessionQueryKeys.networks, subject],
      // Spec §7: a failed network fetch yields an empty list.
      queryFn: () => api<BrokerNetwork[]>('/api/advisor/network').catch(() => []),
      enabled: subject !== null && kind === 'advisor',
      staleTime: Number.POSITIVE_INFINITY,
    }),
  };
}

/**
 * The session's calls, asked for as the app starts when a token is stored, rather than once the
 * first screen has rendered (issue 18: on a phone that render takes a few hundred milliseconds,
 * and every signed-in screen waits for these answers). `SessionProvider` reads them from the cache.
 */
export function prefetchSession(queryClient: QueryClient): void {
  const queries = sessionQueries(currentClaims());
  if (queries.subject === null) return;
  void queryClient.prefetchQuery(queries.user);
  void queryClient.prefetchQuery(queries.contexts);
  if (queries.kind === 'advisor') void queryClient.prefetchQuery(queries.networks);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useAccessToken();
  const { subject, kind, ...queries } = sessionQueries(token ? currentClaims() : null);

  const user = useQuery(queries.user);
  const contexts = useQuery(queries.contexts);
  const networks = useQuery(queries.networks);

  // Spec §6: on start-up an investor's dictionaries and offers are loaded (the investor screens
  // read them from the cache); a failure here only means the screens load them themselves.
  useEffect(() => {
    if (subject === null || kind !== 'investor') return;
    void queryClient.prefetchQuery({
      queryKey: investorStartupKeys.dictionary,
      queryFn: () => api('/investor-api/dictionary'),
    });
    void queryClient.prefetchQuery({
      queryKey: investorStartupKeys.offers,
      queryFn: () => api('/investor-api/offers', { query: { limit: FETCH_ALL_LIMIT, offset: 0 } }),
    });
  }, [subject, kind, queryClient]);

  // A user whose data cannot be loaded (token refused) is signed out.
  useEffect(() => {
    if (user.isError) tokenStore.removeAccessToken();
  }, [user.isError]);

  const session: Session = useMemo(() => {
    if (!kind) return { status: 'anonymous' };
    const loading = !user.data || (!contexts.data && !contexts.isError) || (kind === 'advisor' && !networks.data);
    if (loading || !user.data) return { status: 'loading', kind };
    return {
      status: 'signed-in',
      kind,
      user: user.data,
      contexts: contexts.data ?? [],
      networks: networks.data ?? [],
      roles: user.data.context.roles,
    };
  }, [kind, user.data, contexts.data, contexts.isError, networks.data]);

  const signIn = useCallback((tokens: { accessToken: string; refreshToken?: string | undefined }) => {
    tokenStore.store(tokens);
  }, []);

  const signOut = useCallback(async () => {
    // On purpose: after the next sign-in, the dashboard, not the page left now (issue 19). Marked
    // before the call too: a 401 to it already removes the access token.
    forgetReturnToOnSignOut();
    const refreshToken = tokenStore.refreshToken();
    try {
      await api('/api/auth/logout', { method: 'POST', body: refreshToken ? { refreshToken } : {} });
    } catch {
      // Signing out locally is what matters; the server session expires on its own.
    }
    forgetReturnToOnSignOut();
    tokenStore.clear();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in session; only for screens under the app guard. */
export function useSignedInSession(): SignedInSession {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInSession before sign-in');
  return session;
}
