// Two edge processes on one PostgreSQL, as replicas behind a load balancer (issue #9 "Load and
// faults"): a console publish on either reaches both, and sessions made on one work on the other.
import { rmSync } from 'node:fs';
import { totpCode } from '@wl/api/testing';
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@wl/db';
import type { BrandingDraftState, BrandingState, HostList } from '@wl/shared/console';
import { errorCodes } from '@wl/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advisorLogin,
  brandedPage,
  CONSOLE_HOST,
  call,
  cleanUp,
  Database,
  DEMO_HOST,
  type Edge,
  errorBodyOf,
  eventually,
  startEdge,
  writeFixturePortal,
} from './harness.ts';

let database: Database | undefined;
let edges: Edge[] = [];
let portalDist = '';

beforeAll(async () => {
  database = await Database.start();
  portalDist = writeFixturePortal();
  const url = database.url;
  edges = [await startEdge({ databaseUrl: url, portalDist }), await startEdge({ databaseUrl: url, portalDist })];
});

afterAll(async () => {
  await cleanUp(...edges.map((edge) => () => edge.kill()));
  await database?.destroy();
  rmSync(portalDist, { recursive: true, force: true });
});

function twoPorts(): [number, number] {
  const [a, b] = edges;
  if (!a || !b) throw new Error('the edges did not start');
  return [a.port, b.port];
}

/** The operator's console session cookie, `wl_console=…`, as the browser would keep it. */
let cookie = '';

/** One console tRPC procedure over HTTP, as the console app calls it (plain JSON). */
async function consoleCall<T>(port: number, procedure: string, input: unknown, kind: 'query' | 'mutation') {
  const query = kind === 'query' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
  const reply = await call(port, {
    method: kind === 'query' ? 'GET' : 'POST',
    path: `/console/trpc/${procedure}${query}`,
    host: CONSOLE_HOST,
    headers: cookie ? { cookie } : {},
    ...(kind === 'mutation' ? { body: input ?? {} } : {}),
  });
  const setCookie = reply.headers['set-cookie'];
  const session = (Array.isArray(setCookie) ? setCookie : []).find((value) => value.startsWith('wl_console='));
  if (session) cookie = session.split(';', 1)[0] as string;
  const body = reply.json<{ result?: { data: T }; error?: { message: string } }>();
  return { status: reply.status, data: body.result?.data as T, error: body.error };
}

async function publishTitle(port: number, hostConfigId: string, title: string): Promise<void> {
  const state = await consoleCall<BrandingState>(port, 'branding.get', { hostConfigId }, 'query');
  expect(state.status).toBe(200);
  const saved = await consoleCall<BrandingDraftState>(
    port,
    'branding.saveDraft',
    {
      hostConfigId,
      expectedRevision: state.data.draft?.revision ?? null,
      draft: { ...state.data.published, siteTitle: { pl: title, en: title } },
    },
    'mutation',
  );
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
  const published = await consoleCall(
    port,
    'branding.publish',
    { hostConfigId, expectedVersion: state.data.version, expectedRevision: saved.data.revision },
    'mutation',
  );
  expect(published.status, JSON.stringify(published.error)).toBe(200);
}

describe('two edge processes sharing PostgreSQL', () => {
  it('a console publish on either edge reaches both, and the console session works on both', async () => {
    const [a, b] = twoPorts();
    const signIn = await consoleCall(
      a,
      'auth.signIn',
      { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD, totpCode: await totpCode(DEMO_TOTP_SECRET) },
      'mutation',
    );
    expect(signIn.status).toBe(200);
    expect(cookie).toMatch(/^wl_console=./);

    // The cookie made on edge A opens the console on edge B.
    const hosts = await consoleCall<HostList>(b, 'hosts.list', undefined, 'query');
    expect(hosts.status).toBe(200);
    const hostConfigId = hosts.data.find((host) => host.hostname === DEMO_HOST)?.id;
    expect(hostConfigId).toBeDefined();

    for (const [publishOn, title] of [
      [a, 'Published on A'],
      [b, 'Published on B'],
    ] as const) {
      await publishTitle(publishOn, hostConfigId as string, title);
      for (const port of [a, b]) {
        await eventually(async () => expect(await brandedPage(port)).toEqual({ status: 200, title }), 5000, 25);
      }
    }

    // Signing out on B ends the session on A too (it lives in the database, not in a process).
    const session = cookie;
    expect((await consoleCall(b, 'auth.signOut', undefined, 'mutation')).status).toBe(200);
    cookie = session; // the old cookie, as a client that kept it would send it
    expect((await consoleCall(a, 'hosts.list', undefined, 'query')).status).toBe(401);
  });

  it('an advisor signed in on one edge works on the other, refresh included', async () => {
    const [a, b] = twoPorts();
    const first = await advisorLogin(a, 'doradca@demo.localhost', DEMO_PASSWORD);
    const offers = (port: number, token: string) =>
      call(port, { path: '/api/advisor/investor/offers', headers: { authorization: `Bearer ${token}` } });
    expect((await offers(b, first.accessToken)).status).toBe(200);

    // The refresh token from A rotates on B; the new pair works on A.
    const refresh = (port: number, refreshToken: string) =>
      call(port, { method: 'POST', path: '/auth/refresh-token', body: { refreshToken } });
    const refreshed = await refresh(b, first.refreshToken);
    expect(refreshed.status, refreshed.text).toBe(200);
    const second = refreshed.json<{ accessToken: string; refreshToken: string }>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await offers(a, second.accessToken)).status).toBe(200);

    // An answer lost on the way: the same token again, on the other edge, within the grace window
    // gets the same successor (derived, not remembered by a process; decision 034).
    const again = await refresh(a, first.refreshToken);
    expect(again.status, again.text).toBe(200);
    expect(again.json<{ refreshToken: string }>().refreshToken).toBe(second.refreshToken);

    // Once the successor is used, the old token is reuse: refused, and the family ends.
    const third = await refresh(a, second.refreshToken);
    expect(third.status, third.text).toBe(200);
    const reused = await refresh(b, first.refreshToken);
    expect(reused.status).toBe(401);
    expect(errorBodyOf(reused).code).toBe(errorCodes.sessionExpired);
    const ended = third.json<{ accessToken: string }>().accessToken;
    expect((await offers(b, ended)).status).toBe(401);
  });
});
