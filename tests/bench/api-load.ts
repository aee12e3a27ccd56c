// `pnpm bench`, the API under sustained load (issue #9): autocannon against one edge process for
// a bounded time (BENCH_DURATION seconds, default 10) with a mix of the edge's public landing-page
// config, an advisor's offers list behind a Bearer token (the platform API and PostgreSQL) and
// /readyz. Every answer must be a 2xx. Results go to bench/results/api-load.json and the README.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { DEMO_PASSWORD, freePort, repositoryRoot } from '@wl/db';
import autocannon from 'autocannon';
import { machineInfo, startDemoDatabase, startEdge, waitForOk } from './processes.ts';
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

/** POST /auth/login on the demo host (node:http: fetch drops a custom Host header). */
function login(): Promise<string> {
  const body = JSON.stringify({ email: ADVISOR, password: DEMO_PASSWORD });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/auth/login',
        headers: { host: HOST, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const token = (JSON.parse(text) as { accessToken?: string }).accessToken;
          if (response.statusCode === 200 && token) resolve(token);
          else reject(new Error(`login answered ${response.statusCode}: ${text}`));
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

let result: autocannon.Result;
let memoryBefore: number;
let memoryAfter: number;
const mix = ['GET /public-api/landing-page', 'GET /api/advisor/investor/offers (Bearer)', 'GET /readyz'];
// Stops the edge and PostgreSQL also when the run fails.
try {
  await waitForOk(`http://127.0.0.1:${port}/readyz`);
  const accessToken = await login();
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

const errors = result.errors + result.timeouts + result.non2xx;
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
  goals: { errors: 0 },
};
const passed = { errors: errors === 0 };
writeFileSync(
  join(repositoryRoot, 'bench', 'results', 'api-load.json'),
  `${JSON.stringify({ ...measured, passed }, null, 2)}\n`,
);

const { apiLoad } = measured;
const table = [
  '| measure | result | goal |',
  '| --- | --- | --- |',
  `| mixed API requests, ${CONNECTIONS} connections, ${DURATION} s (${apiLoad.requests} requests) | ${apiLoad.requestsPerSecond} req/s | — |`,
  `| latency p50 / p99 | ${apiLoad.latencyMs.p50} ms / ${apiLoad.latencyMs.p99} ms | — |`,
  `| errors, non-2xx answers and timeouts | ${errors} | 0 |`,
  `| edge memory (RSS) before / after the load | ${memoryBefore} MiB / ${memoryAfter} MiB | — |`,
].join('\n');
writeReadmeBlock(
  'api-load',
  `API under sustained load: \`/public-api/landing-page\`, an advisor's \`/api/advisor/investor/offers\` with a Bearer token and \`/readyz\` in turn (\`bench/results/api-load.json\`), measured ${measured.measuredAt.slice(0, 10)} on ${measured.machine.cpus} cores:`,
  table,
  'publish',
);
console.log(`\n${table}\n`);
if (!passed.errors) {
  console.error(`Budget missed: ${errors} failed requests (${result.non2xx} non-2xx, ${result.timeouts} timeouts)`);
  process.exit(1);
}
console.log('API load: no errors.');
