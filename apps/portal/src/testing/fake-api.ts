import { vi } from 'vitest';

/** A JWT with these claims (unsigned: the portal only reads them). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

export const DEMO_TENANT = '00000000-0000-4000-8000-000000000002';
export const OTHER_TENANT = '00000000-0000-4000-8000-000000000003';
export const USER_ID = '0b7c6f4e-2d1a-4c3b-9e8f-7a6b5c4d3e2f';

export function accessToken(claims: Partial<Record<string, unknown>> = {}): string {
  return fakeJwt({
    sub: USER_ID,
    context_type: 'advisor-panel',
    context_id: DEMO_TENANT,
    username: 'doradca@demo.localhost',
    exp: Math.floor(Date.now() / 1000) + 900,
    ...claims,
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (the route table ignores them; a handler may not). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Reply = { status?: number; body?: unknown; total?: number; totalCapped?: boolean };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Replaces `fetch` with a table of `'METHOD /path'` handlers (the query string is ignored). An
 * unknown call answers 404, so a screen under test shows its failed state rather than hanging.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://demo.localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const call = { method, path: url.pathname, query: url.searchParams, body, headers: new Headers(init.headers) };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler ? await handler(call) : { status: 404, body: { label: 'Not found' } };
    const headers = new Headers({ 'content-type': 'application/json' });
    if (reply.total !== undefined) headers.set('x-total-count', String(reply.total));
    if (reply.totalCapped) headers.set('x-total-count-capped', 'true');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, called: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

export const activeUser = (overrides: Record<string, unknown> = {}) => ({
  context: { type: 'advisor-panel', id: DEMO_TENANT, roles: ['advisor'] },
  user: { id: USER_ID, firstName: 'Jan', surname: 'Doradca', email: 'doradca@demo.localhost' },
  impersonator: null,
  impersonatorUser: null,
  ...overrides,
});

/** What a signed-in advisor's start-up and dashboard ask for. */
export const signedInAdvisorRoutes = (user = activeUser()): Record<string, Handler> => ({
  'GET /api/auth/data': () => ({ body: user }),
  'GET /api/contexts': () => ({ body: [{ id: DEMO_TENANT, context: 'advisor-panel', tenantName: 'Demo' }] }),
  'GET /api/advisor/network': () => ({ body: [] }),
  'GET /api/advisor/investor/offers': () => ({ body: [], total: 3 }),
  'GET /api/advisor/campaigns': () => ({ body: { results: [] } }),
  'POST /api/auth/logout': () => ({ body: null, status: 204 }),
});
