// Proxy mode (WHITE_LABEL_API_URL) with the platform API in another process (issue #9 "Load and
// faults"): the upstream is killed and started again while the proxying edge keeps serving.
import { rmSync } from 'node:fs';
import { DEMO_PASSWORD, demoOfferToken } from '@wl/db';
import { errorCodes } from '@wl/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advisorLogin,
  brandedPage,
  call,
  cleanUp,
  Database,
  type Edge,
  errorBodyOf,
  eventually,
  startEdge,
  writeFixturePortal,
} from './harness.ts';

let database: Database | undefined;
let upstream: Edge | undefined;
let proxy: Edge | undefined;
let portalDist = '';

/** The API process: an edge serving the API in-process, trusting the proxy's X-Forwarded-Host. */
const startUpstream = (port?: number) =>
  startEdge({
    databaseUrl: (database as Database).url,
    portalDist,
    ...(port ? { port } : {}),
    env: { TRUST_PROXY: '127.0.0.1' },
  });

beforeAll(async () => {
  database = await Database.start();
  portalDist = writeFixturePortal();
  upstream = await startUpstream();
  proxy = await startEdge({
    databaseUrl: database.url,
    portalDist,
    env: { WHITE_LABEL_API_URL: `http://127.0.0.1:${upstream.port}` },
  });
});

afterAll(async () => {
  await cleanUp(
    () => proxy?.kill(),
    () => upstream?.kill(),
  );
  await database?.destroy();
  rmSync(portalDist, { recursive: true, force: true });
});

describe('the proxied platform API goes down and comes back', () => {
  it('answers a clear 502 while the upstream is down and recovers when it returns', async () => {
    if (!proxy || !upstream) throw new Error('the edges did not start');
    const port = proxy.port;
    // Through the proxy, for the tenant of the host the request came to.
    const { accessToken } = await advisorLogin(port, 'doradca@demo.localhost', DEMO_PASSWORD);
    const offers = () =>
      call(port, { path: '/api/advisor/investor/offers', headers: { authorization: `Bearer ${accessToken}` } });
    const publicOffer = () => call(port, { path: `/public-api/campaign-offer/${demoOfferToken('viewed')}` });
    expect((await offers()).status).toBe(200);
    expect((await publicOffer()).status).toBe(200);

    const upstreamPort = upstream.port;
    await upstream.kill();
    for (const reply of [await offers(), await publicOffer()]) {
      expect(reply.status, reply.text).toBe(502);
      expect(reply.elapsedMs).toBeLessThan(5000);
      expect(errorBodyOf(reply)).toMatchObject({
        code: errorCodes.badGateway,
        parameters: { upstream: 'platform-api' },
      });
    }
    // The edge's own pages and config routes do not need the API.
    expect(await brandedPage(port)).toMatchObject({ status: 200 });
    expect((await call(port, { path: '/public-api/landing-page' })).status).toBe(200);
    expect((await call(port, { path: '/readyz' })).status).toBe(200);

    // The API process comes back on its address: the same session works again, no proxy restart.
    upstream = await startUpstream(upstreamPort);
    await eventually(async () => expect((await offers()).status).toBe(200), 15_000);
    expect((await publicOffer()).status).toBe(200);
  });
});
