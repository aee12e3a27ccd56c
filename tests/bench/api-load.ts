// `pnpm bench`, the API under load: first each endpoint alone, side by side in one run against one
// edge process (10 connections): `/healthz`, `/api/auth/data` and an advisor's 20-offer page behind
// a Bearer token, as req/s, p50, p99 and the ratio to `/healthz` (issue 18); then the mix of issue
// #9 (the landing-page config, the offers list, /readyz) for BENCH_DURATION seconds (default 10).
// Every answer must be a 2xx. Results go to bench/results/api-load.json and the README.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, freePort, repositoryRoot } from '@wl/db';
import autocannon from 'autocannon';
import { machineInfo, signInOverHttp, startDemoDatabase, startEdge, waitForOk } from './processes.ts';
import { writeReadmeBlock } from './readme-block.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const HOST = 'demo.localhost';
const ADVISOR = 'doradca@demo.localhost';

console.log('Starting PostgreSQL with the demo data and an edge process…');
const database = await startDemoDatabase();
const port = await freePort();
const edge = startEdge(port, database.databaseUrl);

/** The edge's resident memory in MiB, from /proc. */
function edgeMemoryMiB(): number {
  const status = readFileSync(`/proc/${edge.process.pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024);
}

/** Issue 18's floors, as ratios to `/healthz` measured in the same run. */
const floors = { authDataRatio: 0.25, offersRatio: 0.1, offersP99Ms: 50 };
const SIDE_BY_SIDE_CONNECTIONS = 10;
const SIDE_BY_SIDE_SECONDS = Number(process.env.BENCH_SIDE_DURATION ?? 5);
const endpoints = [
  { name: '/healthz', path: '/healthz', bearer: false },
  { name: '/api/auth/data (Bearer)', path: '/api/auth/data', bearer: true },
  {
    name: '/api/advisor/investor/offers?limit=20 (Bearer)',
    path: '/api/advisor/investor/offers?limit=20',
    bearer: true,
  },
  // The same page under a filter that changes at every request (all offers still match): never a
  // page kept in memory (decision 052), so what a page read from the database costs.
  {
    name: '/api/advisor/investor/offers?limit=20, a new page each request (Bearer)',
    path: '/api/advisor/investor/offers?limit=20&filter[investmentValue][to]=',
    bearer: true,
    fresh: true,
  },
] as const;
interface Alone {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ratio: number;
  errors: number;
}
const alone: Alone[] = [];

let result: autocannon.Result;
let memoryBefore: number;
let memoryAfter: number;
const mix = ['GET /public-api/landing-page', 'GET /api/advisor/investor/offers (Bearer)', 'GET /readyz'];
// Stops the edge and PostgreSQL also when the run fails.
try {
  await waitForOk(`http://127.0.0.1:${port}/readyz`);
  const { accessToken } = await signInOverHttp(port, HOST, ADVISOR, DEMO_PASSWORD);
  const headers = { host: HOST, accept: 'application/json' };
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      requests: [
        { method: 'GET', path: '/public-api/landing-page', headers },
        {
          method: 'GET',
          path: '/api/advisor/investor/offers',
          headers: { ...headers, authorization: `Bearer ${accessToken}` },
        },
        { method: 'GET', path: '/readyz', headers },
      ],
    });
  for (const endpoint of endpoints) {
    let page = 0;
    const one = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}${endpoint.path}`,
        connections: SIDE_BY_SIDE_CONNECTIONS,
        duration,
        headers: endpoint.bearer ? { ...headers, authorization: `Bearer ${accessToken}` } : headers,
        ...('fresh' in endpoint
          ? { requests: [{ setupRequest: (call) => ({ ...call, path: `${endpoint.path}${1_000_000_000 + page++}` }) }] }
          : {}),
      });
    await one(1); // warm-up
    const measured = await one(SIDE_BY_SIDE_SECONDS);
    const requestsPerSecond = Math.round(measured.requests.average);
    alone.push({
      name: endpoint.name,
      requestsPerSecond,
      p50: measured.latency.p50,
      p99: measured.latency.p99,
      ratio: Number((requestsPerSecond / (alone[0]?.requestsPerSecond ?? requestsPerSecond)).toFixed(3)),
      errors: measured.errors + measured.timeouts + measured.non2xx,
    });
    console.log(`${endpoint.name}: ${requestsPerSecond} req/s, p99 ${measured.latency.p99} ms`);
  }
  await run(2); // warm-up: JIT, the pool's connections, the prepared statements
  memoryBefore = edgeMemoryMiB();
  console.log(`Load: ${CONNECTIONS} connections for ${DURATION} s, requests cycling through ${mix.join(', ')}…`);
  result = await run(DURATION);
  memoryAfter = edgeMemoryMiB();
  await waitForOk(`http://127.0.0.1:${port}/readyz`, 5000); // still serving after the load
} finally {
  await edge.stop();
  await database.stop();
}

const errors = result.errors + result.timeouts + result.non2xx + alone.reduce((sum, one) => sum + one.errors, 0);
const authData = alone[1] as Alone;
const offers = alone[2] as Alone;
const measured = {
  measuredAt: new Date().toISOString(),
  machine: machineInfo(),
  setup: { connections: CONNECTIONS, durationSeconds: DURATION, mix, host: HOST },
  apiLoad: {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    edgeMemoryMiB: { before: memoryBefore, after: memoryAfter },
  },
  sideBySide: { connections: SIDE_BY_SIDE_CONNECTIONS, durationSeconds: SIDE_BY_SIDE_SECONDS, endpoints: alone },
  goals: { errors: 0, ...floors },
};
const passed = {
  errors: errors === 0,
  authDataRatio: authData.ratio >= floors.authDataRatio,
  offersRatio: offers.ratio >= floors.offersRatio,
  offersP99: offers.p99 < floors.offersP99Ms,
};
writeFileSync(
  join(repositoryRoot, 'bench', 'results', 'api-load.json'),
  `${JSON.stringify({ ...measured, passed }, null, 2)}\n`,
);

const { apiLoad } = measured;
const goalOf: Record<string, string> = {
  [authData.name]: `≥ ${floors.authDataRatio}`,
  [offers.name]: `≥ ${floors.offersRatio}, p99 < ${floors.offersP99Ms} ms`,
};
const table = [
  '| measure | result | goal |',
  '| --- | --- | --- |',
  ...alone.map(
    (one) =>
      `| ${one.name} alone, ${SIDE_BY_SIDE_CONNECTIONS} connections | ${one.requestsPerSecond} req/s, p50 ${one.p50} ms, p99 ${one.p99} ms, ratio ${one.ratio} | ${goalOf[one.name] ?? '—'} |`,
  ),
  `| mixed API requests, ${CONNECTIONS} connections, ${DURATION} s (${apiLoad.requests} requests) | ${apiLoad.requestsPerSecond} req/s | — |`,
  `| latency p50 / p99 | ${apiLoad.latencyMs.p50} ms / ${apiLoad.latencyMs.p99} ms | — |`,
  `| errors, non-2xx answers and timeouts | ${errors} | 0 |`,
  `| edge memory (RSS) before / after the load | ${memoryBefore} MiB / ${memoryAfter} MiB | — |`,
].join('\n');
writeReadmeBlock(
  'api-load',
  `The API beside \`/healthz\` (each alone, ratio to \`/healthz\` in the same run), then under sustained load: \`/public-api/landing-page\`, an advisor's \`/api/advisor/investor/offers\` with a Bearer token and \`/readyz\` in turn (\`bench/results/api-load.json\`), measured ${measured.measuredAt.slice(0, 10)} on ${measured.machine.cpus} cores:`,
  table,
  'publish',
);
console.log(`\n${table}\n`);
const missed = Object.entries(passed).filter(([, ok]) => !ok);
if (missed.length > 0) {
  console.error(`Budget missed: ${missed.map(([name]) => name).join(', ')} (${errors} failed requests)`);
  process.exit(1);
}
console.log('API load: every floor met, no errors.');
