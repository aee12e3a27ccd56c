// PostgreSQL stopped and started again under a serving edge process (issue #9 "Load and faults"):
// branded pages keep coming from the last known config, the API fails cleanly with 503s, the
// edge recovers on its own, and acceptances caught by the outage are all-or-nothing.
import { rmSync } from 'node:fs';
import { totpCode } from '@wl/api/testing';
import { createDatabase, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_TOTP_SECRET, demoOfferToken } from '@wl/db';
import { kycDataFixture } from '@wl/shared/demo';
import { errorCodes } from '@wl/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advisorLogin,
  brandedPage,
  CONSOLE_HOST,
  call,
  cleanUp,
  Database,
  type Edge,
  errorBodyOf,
  eventually,
  type Reply,
  setSiteTitle,
  startEdge,
  writeFixturePortal,
} from './harness.ts';

const ACCEPTANCES_PER_WAVE = 8;
const WAVES = 3;
const AMOUNT = '20000.00';
const acceptToken = (i: number) => `faults-accept-${i}`;
const kycToken = (i: number) => `faults-kyc-${i}`;

let database: Database | undefined;
let edge: Edge | undefined;
let portalDist = '';
let accessToken = '';
/** The demo operator's console session cookie (`wl_console=…`), made before the outage. */
let consoleCookie = '';

beforeAll(async () => {
  database = await Database.start();
  await setSiteTitle(database, 'demo.localhost', 'Faults v1');
  // Offers an investor can accept by public link: copies of the demo "interested" offer.
  await database.query(
    `INSERT INTO offer
     SELECT (jsonb_populate_record(o, jsonb_build_object(
               'id', gen_random_uuid(),
               'public_token_hash', encode(sha256(convert_to('faults-accept-' || i, 'UTF8')), 'hex')))).*
       FROM offer o, generate_series(0, $2::int - 1) AS i
      WHERE o.public_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [demoOfferToken('interested'), ACCEPTANCES_PER_WAVE * WAVES],
  );
  // KYC links a client can submit: copies of the demo request that was sent and not yet filled in.
  await database.query(
    `INSERT INTO onboarding_request
     SELECT (jsonb_populate_record(r, jsonb_build_object(
               'id', gen_random_uuid(),
               'token_hash', encode(sha256(convert_to('faults-kyc-' || i, 'UTF8')), 'hex')))).*
       FROM onboarding_request r, generate_series(0, $2::int - 1) AS i
      WHERE r.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    ['demo-kyc-sent', ACCEPTANCES_PER_WAVE * WAVES],
  );
  portalDist = writeFixturePortal();
  edge = await startEdge({ databaseUrl: database.url, portalDist });
  accessToken = (await advisorLogin(edge.port, 'doradca@demo.localhost', DEMO_PASSWORD)).accessToken;
  const signIn = await call(edge.port, {
    method: 'POST',
    path: '/console/trpc/auth.signIn',
    host: CONSOLE_HOST,
    body: { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD, totpCode: await totpCode(DEMO_TOTP_SECRET) },
  });
  const setCookie = signIn.headers['set-cookie'];
  consoleCookie =
    (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .find((value) => value.startsWith('wl_console='))
      ?.split(';', 1)[0] ?? '';
});

afterAll(async () => {
  await cleanUp(
    () => edge?.kill(),
    () => database?.destroy(),
  );
  rmSync(portalDist, { recursive: true, force: true });
});

function ports(): { port: number; db: Database } {
  if (!edge || !database) throw new Error('the edge did not start');
  return { port: edge.port, db: database };
}

const offersList = (port: number) =>
  call(port, { path: '/api/advisor/investor/offers', headers: { authorization: `Bearer ${accessToken}` } });
const readiness = async (port: number) =>
  (await call(port, { path: '/readyz' })).json<{ status: string; checks: { database: string } }>();
const accept = (port: number, i: number) =>
  call(port, {
    method: 'PATCH',
    path: `/public-api/campaign-offer/${acceptToken(i)}/accept`,
    body: { amount: AMOUNT, consent2: true, consent3: true },
    timeoutMs: 10_000,
  });

const submitKyc = (port: number, i: number) =>
  call(port, {
    method: 'PUT',
    path: `/public-api/kyc/investor-request/${kycToken(i)}/submit`,
    body: kycDataFixture(),
    timeoutMs: 10_000,
  });

/**
 * A failure of the API during the outage: a prompt 503 with the error body, never a 500 or a
 * hang (an acceptance renders its summary PDF too, on a busy machine 24 at once: more time).
 */
function expectCleanUnavailable(reply: Reply, withinMs = 5000): void {
  expect(reply.status, reply.text).toBe(503);
  expect(reply.elapsedMs).toBeLessThan(withinMs);
  expect(errorBodyOf(reply).code).toBe(errorCodes.serviceUnavailable);
}

describe('PostgreSQL stopped and restarted under a serving edge', () => {
  it('a pooled connection closed by the server while checked out does not take the process down', async () => {
    // What a transaction between two statements meets when Postgres stops: the server closes a
    // connection nobody is querying on. Unhandled, its 'error' event is an uncaught exception
    // (vitest fails the run on it); the edge would shut down instead of serving degraded.
    const { db: database } = ports();
    const { db, pool } = createDatabase(database.url, { max: 2 });
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await database.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release(true);
      expect(await db.tenant.count()).toBeGreaterThan(0); // the pool goes on with a new connection
    } finally {
      await db.$disconnect();
      await pool.end();
    }
  });

  it('serves pages from the last config, fails the API cleanly, recovers, and loses no half-written acceptance', async () => {
    const { port, db } = ports();
    expect(await brandedPage(port)).toEqual({ status: 200, title: 'Faults v1' });
    expect((await offersList(port)).status).toBe(200);
    expect((await readiness(port)).status).toBe('ready');

    // Acceptances in three waves: before, during and after the shutdown.
    const inFlight: Promise<Reply>[] = [];
    // KYC questionnaires sent by public link at the same moments.
    const kycInFlight: Promise<Reply>[] = [];
    const wave = (w: number) => {
      for (let i = w * ACCEPTANCES_PER_WAVE; i < (w + 1) * ACCEPTANCES_PER_WAVE; i++) {
        inFlight.push(accept(port, i));
        kycInFlight.push(submitKyc(port, i));
      }
    };
    wave(0);
    await Promise.race(inFlight); // the first acceptances are through, the rest of the wave in flight
    const stopping = db.stopServer();
    wave(1);
    await stopping;
    wave(2);
    const replies = await Promise.all(inFlight);
    const kycReplies = await Promise.all(kycInFlight);

    // While the database is down.
    expect(await brandedPage(port)).toEqual({ status: 200, title: 'Faults v1' });
    expect(await brandedPage(port, 'custom.localhost')).toMatchObject({ status: 200 });
    expectCleanUnavailable(await offersList(port));
    expectCleanUnavailable(
      await call(port, {
        method: 'POST',
        path: '/auth/login',
        body: { email: 'doradca@demo.localhost', password: 'x' },
      }),
    );
    // The console and the edge's own database reads (uploaded logos) say 503 too, not 500.
    expect(consoleCookie).toMatch(/^wl_console=./);
    const consoleReply = await call(port, {
      path: '/console/trpc/hosts.list',
      host: CONSOLE_HOST,
      headers: { cookie: consoleCookie },
    });
    expect(consoleReply.status, consoleReply.text).toBe(503);
    expect(consoleReply.json<{ error: { data: { messageKey: string } } }>().error.data.messageKey).toBe(
      'errors:serviceUnavailable',
    );
    expectCleanUnavailable(await call(port, { path: `/branding-assets/${'0'.repeat(64)}.png` }));
    const degraded = await readiness(port);
    expect(degraded).toMatchObject({ status: 'degraded', checks: { database: 'down' } });
    for (const reply of replies) {
      // Every acceptance got an answer in time: done, or refused cleanly.
      expect([200, 503], reply.text).toContain(reply.status);
      if (reply.status === 503) expectCleanUnavailable(reply, 10_000);
    }
    expect(replies.filter((reply) => reply.status === 503).length).toBeGreaterThanOrEqual(ACCEPTANCES_PER_WAVE);
    for (const reply of kycReplies) {
      expect([200, 503], reply.text).toContain(reply.status);
      if (reply.status === 503) expectCleanUnavailable(reply, 10_000);
    }

    // The same edge process throughout: the outage did not crash or stop it.
    expect(edge?.child.process.exitCode).toBeNull();
    expect(edge?.child.process.signalCode).toBeNull();

    // Back up on the same data and port: the edge recovers without a restart.
    await db.startServer();
    await eventually(async () => expect((await offersList(port)).status).toBe(200));
    await eventually(async () => expect((await readiness(port)).status).toBe('ready'));
    // The console session made before the outage still works.
    const hosts = await call(port, {
      path: '/console/trpc/hosts.list',
      host: CONSOLE_HOST,
      headers: { cookie: consoleCookie },
    });
    expect(hosts.status, hosts.text).toBe(200);
    // The config listener reconnected: a change made now reaches the page.
    await setSiteTitle(db, 'demo.localhost', 'Faults v2');
    await eventually(async () => expect(await brandedPage(port)).toEqual({ status: 200, title: 'Faults v2' }));

    // All or nothing: an accepted offer has its amount, consents and one history row; an offer
    // left as it was has none of them, and its client was told the acceptance failed.
    const rows = await db.query<{
      token: number;
      status: string;
      investment_value: string | null;
      consents_accepted_at: Date | null;
      accepted_changes: number;
    }>(
      `SELECT i AS token, o.status, o.investment_value::text, o.consents_accepted_at,
              (SELECT count(*)::int FROM offer_status_change c
                WHERE c.offer_id = o.id AND c.to_status = 'accepted') AS accepted_changes
         FROM generate_series(0, $1::int - 1) AS i
         JOIN offer o ON o.public_token_hash = encode(sha256(convert_to('faults-accept-' || i, 'UTF8')), 'hex')
        ORDER BY i`,
      [ACCEPTANCES_PER_WAVE * WAVES],
    );
    expect(rows).toHaveLength(ACCEPTANCES_PER_WAVE * WAVES);
    let accepted = 0;
    for (const row of rows) {
      const reply = replies[row.token] as Reply;
      if (row.status === 'accepted') {
        accepted++;
        expect(row).toMatchObject({ investment_value: AMOUNT, accepted_changes: 1 });
        expect(row.consents_accepted_at).not.toBeNull();
      } else {
        expect(row).toMatchObject({
          status: 'interested',
          investment_value: null,
          consents_accepted_at: null,
          accepted_changes: 0,
        });
        expect(reply.status, `acceptance ${row.token} was not stored but answered ${reply.status}`).not.toBe(200);
      }
      if (reply.status === 200) expect(row.status).toBe('accepted');
    }
    expect(accepted).toBeGreaterThan(0);
    console.info(
      `acceptances: ${accepted} stored, ${rows.length - accepted} not stored; ` +
        `answers: ${replies.filter((r) => r.status === 200).length} × 200, ${replies.filter((r) => r.status === 503).length} × 503`,
    );

    // Every acceptance refused during the outage can be sent again: the ones never stored are
    // stored now; the ones stored after all (their answer was lost) answer as the first time
    // while their contract has not started, and start it; once it has, the offer is out of date.
    for (const row of rows.filter((row) => replies[row.token]?.status !== 200)) {
      const retry = await accept(port, row.token);
      if (row.status === 'accepted' && retry.status === 409) {
        expect(errorBodyOf(retry).code).toBe(errorCodes.offerOutOfDate);
      } else {
        expect(retry.status, retry.text).toBe(200);
      }
    }
    // And each accepted offer has its contract started, also those whose first answer was lost.
    const withoutContract = await db.query(
      `SELECT o.id FROM offer o
        WHERE o.public_token_hash IN (SELECT encode(sha256(convert_to('faults-accept-' || i, 'UTF8')), 'hex')
                                        FROM generate_series(0, $1::int - 1) AS i)
          AND (o.status <> 'accepted' OR NOT EXISTS (SELECT 1 FROM contract c WHERE c.offer_id = o.id))`,
      [ACCEPTANCES_PER_WAVE * WAVES],
    );
    expect(withoutContract).toEqual([]);

    // KYC, all or nothing: a finished request has exactly one submitted version (with the
    // client's name and tax number); an open one has none, and its client was told it failed.
    const requests = await db.query<{ token: number; status: string; submitted: number; name: string | null }>(
      `SELECT i AS token, r.status,
              (SELECT count(*)::int FROM kyc_submission k
                WHERE k.onboarding_request_id = r.id AND k.submitted) AS submitted, r.name
         FROM generate_series(0, $1::int - 1) AS i
         JOIN onboarding_request r ON r.token_hash = encode(sha256(convert_to('faults-kyc-' || i, 'UTF8')), 'hex')
        ORDER BY i`,
      [ACCEPTANCES_PER_WAVE * WAVES],
    );
    expect(requests).toHaveLength(ACCEPTANCES_PER_WAVE * WAVES);
    const { firstName, middleName, surname } = kycDataFixture().investorInformation;
    const fullName = `${firstName} ${middleName} ${surname}`;
    for (const request of requests) {
      const reply = kycReplies[request.token] as Reply;
      if (request.status === 'finished') {
        expect(request).toMatchObject({ submitted: 1, name: fullName });
      } else {
        expect(request.submitted).toBe(0);
        expect(reply.status, `KYC ${request.token} was not stored but answered ${reply.status}`).not.toBe(200);
      }
      if (reply.status === 200) expect(request.status).toBe('finished');
      // Sent again: stored now, or already sent (its first answer was lost).
      if (reply.status !== 200) {
        const retry = await submitKyc(port, request.token);
        if (request.status === 'finished') expect(errorBodyOf(retry).code).toBe(errorCodes.formAlreadySent);
        else expect(retry.status, retry.text).toBe(200);
      }
    }
    expect(requests.filter((request) => request.status === 'finished').length).toBeGreaterThan(0);
  });
});
