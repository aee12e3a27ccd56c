// PostgreSQL frozen under a serving edge (issue #15, finding 9, decision 030): connections stay open
// but nothing answers. Requests must not hang until the client gives up: the bounded waits for a
// connection, a statement and a transaction turn into 503s in the error shape within seconds, and
// everything works again once the database resumes.
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
let edge: Edge | undefined;
let portalDist = '';
let accessToken = '';

beforeAll(async () => {
  database = await Database.start();
  portalDist = writeFixturePortal();
  edge = await startEdge({
    databaseUrl: database.url,
    portalDist,
    // Short bounds, so the test does not wait for the production ones (5 s connect, 15 s statement).
    env: { DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '2000' },
  });
  accessToken = (await advisorLogin(edge.port, 'doradca@demo.localhost', DEMO_PASSWORD)).accessToken;
});

afterAll(async () => {
  database?.thaw();
  await cleanUp(
    () => edge?.kill(),
    () => database?.destroy(),
  );
  rmSync(portalDist, { recursive: true, force: true });
});

describe('PostgreSQL frozen under a serving edge', () => {
  it('answers 503 in the error shape within seconds instead of hanging, and recovers after', async () => {
    if (!edge || !database) throw new Error('the edge did not start');
    const { port } = edge;
    const requests = [
      { path: '/api/auth/data', headers: { authorization: `Bearer ${accessToken}` } },
      { path: '/api/advisor/investor/offers?limit=20', headers: { authorization: `Bearer ${accessToken}` } },
      { path: `/public-api/campaign-offer/${demoOfferToken('viewed')}` },
      {
        method: 'PATCH',
        path: `/public-api/campaign-offer/${demoOfferToken('interested')}/accept`,
        body: { amount: '25000', consent2: true, consent3: true },
      },
      { method: 'POST', path: '/auth/login', body: { email: 'doradca@demo.localhost', password: DEMO_PASSWORD } },
    ];

    const frozen = database.freeze();
    try {
      const replies = await Promise.all(requests.map((request) => call(port, { ...request, timeoutMs: 12_000 })));
      for (const [index, reply] of replies.entries()) {
        const label = requests[index]?.path ?? '';
        expect(reply.status, `${label}: ${reply.text.slice(0, 200)}`).toBe(503);
        expect(errorBodyOf(reply).code, label).toBe(errorCodes.serviceUnavailable);
        expect(reply.elapsedMs, label).toBeLessThan(10_000);
      }
      // Pages keep coming from the last known configs meanwhile.
      expect((await brandedPage(port)).status).toBe(200);
    } finally {
      database.thaw(frozen);
    }

    await eventually(async () => {
      const reply = await call(port, { path: '/api/auth/data', headers: { authorization: `Bearer ${accessToken}` } });
      expect(reply.status).toBe(200);
    }, 30_000);
  }, 90_000);
});
