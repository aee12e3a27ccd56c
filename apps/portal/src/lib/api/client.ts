import { ensureFreshAccessToken, RefreshUnanswered } from '../session/refresh.ts';
import { currentClaims, isInvestorToken, tokenStore } from '../session/token-store.ts';
import { ApiCallCancelled, ApiRequestError } from './api-error.ts';

/**
 * The portal's HTTP client (spec §7):
 * - base URL from the white-label backend setting (same origin by default: the edge serves the API);
 * - `Authorization: Bearer <token>` once the session is fresh (refreshed first when due, spec §4);
 * - `Accept-Language`: the page's language, so the API's labels and dictionaries match the screen;
 * - `Context-type: advisor-panel` and `Context-id: <landing id>` on every request when the host
 *   has a landing id; JSON content and accept headers;
 * - non-mutating calls retried once on 408, 409, 425, 429, 500, 502, 503, 504;
 * - calls to `/api/…` without a stored access token are cancelled; an investor then goes to `/`,
 *   anyone else to the advisors path (spec §2);
 * - a 401 removes the access token (the route guard then signs the user out), except on the
 *   exempt paths; a token past its end whose refresh got no answer is not sent (status 0).
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const TOKEN_CLEARING_EXEMPT_PATHS = [
  '/investor-api',
  '/auth/activate/send-token',
  '/public-api/campaign-offer/dictionary',
  '/public-api/kyc/investor-request',
] as const;
export const ADVISORS_PATH = '/app/advisors';

interface ClientSettings {
  baseUrl: string;
  contextId: string | null;
  navigate: (path: string) => void;
}

const settings: ClientSettings = {
  baseUrl: '',
  contextId: null,
  navigate: (path) => window.location.assign(path),
};

/** Set once at start-up from the host's branding (and by tests). */
export function configureApiClient(next: Partial<ClientSettings>): void {
  Object.assign(settings, next);
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, QueryValue> | URLSearchParams;
  signal?: AbortSignal;
  /** `blob` for downloads (PDF, files). */
  responseType?: 'json' | 'blob';
}

export interface ApiResponse<T> {
  data: T;
  /** The `x-total-count` header of list calls, when present. */
  total: number | null;
  /** `x-total-count-capped`: the list stopped counting at `total`, and has more rows (decision 079). */
  totalCapped: boolean;
  headers: Headers;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
      else params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const needsSession = (path: string) => path.startsWith('/api/') || path === '/api';
const isExempt = (path: string) => TOKEN_CLEARING_EXEMPT_PATHS.some((prefix) => path.startsWith(prefix));

async function parseBody(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One API call; throws ApiRequestError (with the error body) or ApiCallCancelled. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const wasInvestor = isInvestorToken(currentClaims());
  let token: string | null;
  try {
    token = await ensureFreshAccessToken();
  } catch (error) {
    // The refresh got no answer and the token is past its end: the call fails as unanswered and
    // the session waits for the next try (decision 034).
    if (error instanceof RefreshUnanswered) throw new ApiRequestError(0, null);
    throw error;
  }
  if (!token && needsSession(path)) {
    settings.navigate(wasInvestor ? '/' : ADVISORS_PATH);
    throw new ApiCallCancelled(path);
  }

  const headers = new Headers({ accept: 'application/json' });
  // The API words its labels (and dictionaries, e.g. KYC industries) in this language.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers.set('accept-language', language);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (settings.contextId) {
    headers.set('context-type', 'advisor-panel');
    headers.set('context-id', settings.contextId);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const url = `${settings.baseUrl}${path}${queryString(options.query)}`;
  const init: RequestInit = { method, headers, ...(body !== undefined ? { body } : {}) };
  if (options.signal) init.signal = options.signal;

  const retries = method === 'GET' ? 1 : 0;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiRequestError(0, null);
    }
    if (!response.ok && attempt < retries && RETRY_STATUSES.has(response.status)) continue;
    const data = await parseBody(response, options.responseType ?? 'json');
    if (!response.ok) {
      if (response.status === 401 && token && !isExempt(path)) tokenStore.removeAccessToken();
      throw new ApiRequestError(response.status, data);
    }
    const total = response.headers.get('x-total-count');
    return {
      data: data as T,
      total: total === null ? null : Number(total),
      totalCapped: response.headers.get('x-total-count-capped') === 'true',
      headers: response.headers,
    };
  }
}

/** The data of a call (most screens need nothing else). */
export async function api<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
