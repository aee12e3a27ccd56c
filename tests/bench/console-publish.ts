// `pnpm bench`, publish to visible (issue #8): an operator publishes a branding draft through the
// console's tRPC API, and the time from the start of `branding.publish` until both of two edge
// processes serve the new <title> is measured. The publishes alternate between the two edges.
// Results go to bench/results/publish.json and the README.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { totpCode } from '@wl/api/testing';
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_TOTP_SECRET, freePort, repositoryRoot } from '@wl/db';
import type { BrandingDraftState, BrandingPublishResult, BrandingState, HostList } from '@wl/shared/console';
import {
  machineInfo,
  percentile,
  requirePortalBuild,
  servesTitle,
  startDemoDatabase,
  startEdge,
  waitForOk,
} from './processes.ts';
import { writeReadmeBlock } from './readme-block.ts';

const CHANGES = 50;
const HOST = 'demo.localhost';
const goals = { publishToVisibleP95Ms: 250 };

requirePortalBuild();

console.log('Starting PostgreSQL with the demo data and two edge processes…');
const database = await startDemoDatabase();
const ports = [await freePort(), await freePort()];
const edges = ports.map((port) => startEdge(port, database.databaseUrl));
for (const port of ports) await waitForOk(`http://127.0.0.1:${port}/readyz`);

/** The operator's session cookie, `wl_console=…`, set by `auth.signIn`. */
let cookie = '';

/** One console procedure over HTTP as the console app calls it: plain JSON, no transformer. */
async function call<T>(port: number, procedure: string, input: unknown, kind: 'query' | 'mutation'): Promise<T> {
  const url = `http://127.0.0.1:${port}/console/trpc/${procedure}`;
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const headers = { cookie, 'content-type': 'application/json' };
  const response =
    kind === 'query'
      ? await fetch(url + query, { headers })
      : await fetch(url, { method: 'POST', headers, body: JSON.stringify(input) });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!response.ok || !body.result)
    throw new Error(`${procedure} on :${port}: ${body.error?.message ?? response.status}`);
  const session = response.headers.getSetCookie().find((value) => value.startsWith('wl_console='));
  if (session) cookie = session.split(';', 1)[0] as string;
  return body.result.data;
}

const timings: number[] = [];
// Stops the edges and PostgreSQL also when a publish fails or never shows.
try {
  const [firstPort, secondPort] = ports as [number, number];
  const totp = await totpCode(DEMO_TOTP_SECRET);
  await call(
    firstPort,
    'auth.signIn',
    { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD, totpCode: totp },
    'mutation',
  );
  if (!cookie) throw new Error('auth.signIn set no session cookie');
  const hosts = await call<HostList>(secondPort, 'hosts.list', undefined, 'query'); // the session works on edge 2 too
  const hostConfigId = hosts.find((host) => host.hostname === HOST)?.id;
  if (!hostConfigId) throw new Error(`no host ${HOST} in the console's host list`);

  console.log(`Publishing ${CHANGES} site titles of ${HOST} through the console, alternating the edge…`);
  for (let i = 0; i < CHANGES; i++) {
    const port = ports[i % 2] as number;
    const title = `Demo publish ${i}`;
    const state = await call<BrandingState>(port, 'branding.get', { hostConfigId }, 'query');
    const saved = await call<BrandingDraftState>(
      port,
      'branding.saveDraft',
      {
        hostConfigId,
        expectedRevision: state.draft?.revision ?? null,
        draft: { ...state.published, siteTitle: { pl: title, en: title } },
      },
      'mutation',
    );
    const started = performance.now();
    await call<BrandingPublishResult>(
      port,
      'branding.publish',
      { hostConfigId, expectedVersion: state.version, expectedRevision: saved.revision },
      'mutation',
    );
    const pending = new Set(ports);
    while (pending.size > 0) {
      for (const edgePort of [...pending]) if (await servesTitle(edgePort, HOST, title)) pending.delete(edgePort);
      if (performance.now() - started > 5000) throw new Error(`"${title}" was not served within 5 s of publishing`);
    }
    timings.push(performance.now() - started);
  }
} finally {
  await Promise.all(edges.map((edge) => edge.stop()));
  await database.stop();
}
timings.sort((a, b) => a - b);

const round2 = (n: number) => Math.round(n * 100) / 100;
const result = {
  measuredAt: new Date().toISOString(),
  machine: machineInfo(),
  setup: { host: HOST, path: 'branding.get → saveDraft → publish over HTTP, alternating edge 1 / edge 2' },
  publishToVisible: {
    changes: CHANGES,
    edgeProcesses: 2,
    p50Ms: round2(percentile(timings, 50)),
    p95Ms: round2(percentile(timings, 95)),
    maxMs: round2(timings.at(-1) ?? Number.NaN),
  },
  goals,
};
const passed = { publishToVisible: result.publishToVisible.p95Ms < goals.publishToVisibleP95Ms };
writeFileSync(
  join(repositoryRoot, 'bench', 'results', 'publish.json'),
  `${JSON.stringify({ ...result, passed }, null, 2)}\n`,
);

const { p50Ms, p95Ms, maxMs } = result.publishToVisible;
const table = [
  '| measure | p50 | p95 | max | goal |',
  '| --- | --- | --- | --- | --- |',
  `| console publish → served by both of 2 edges (${CHANGES} publishes) | ${p50Ms} ms | ${p95Ms} ms | ${maxMs} ms | p95 < ${goals.publishToVisibleP95Ms} ms |`,
].join('\n');
writeReadmeBlock(
  'publish',
  `Measured ${result.measuredAt.slice(0, 10)} on ${result.machine.cpus} cores:`,
  table,
  'edge',
);
console.log(`\n${table}\n`);
if (!passed.publishToVisible) {
  console.error(`Budget missed: publish to visible p95 ${p95Ms} ms ≥ ${goals.publishToVisibleP95Ms} ms`);
  process.exit(1);
}
console.log('Publish-to-visible budget met.');
