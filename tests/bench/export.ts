// `pnpm bench` (part of it): the exports (issue 20, item 5; decision 073). One advisor owns
// 100 000 offers (BENCH_EXPORT_OFFERS to change it); the compiled edge, as production runs it,
// streams the advisor's whole investments table as CSV and then as XLSX over real HTTP, read as
// fast as the client can. The edge's resident memory (/proc/<pid>/status VmRSS) is sampled every
// 20 ms from just before the download to its end. Goal: the CSV export grows it by < 50 MB.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoCampaignIds, demoProductIds, freePort, repositoryRoot, seedIds } from '@wl/db';
import { investmentExportColumns } from '@wl/shared';
import pg from 'pg';
import { seedBenchInvestors } from './bench-investors.ts';
import { machineInfo, signInOverHttp, startDemoDatabase, startEdge, waitForOk } from './processes.ts';
import { writeReadmeBlock } from './readme-block.ts';

const OFFERS = Number(process.env.BENCH_EXPORT_OFFERS ?? 100_000);
const INVESTORS = 2_000;
const GOAL_CSV_GROWTH_MB = 50;
const HOST = 'demo.localhost';
const ADVISOR = 'doradca@demo.localhost';
/** Every column of the advisor's own table (the owner is the network view's). */
const COLUMNS = investmentExportColumns.filter((column) => column !== 'ownerName');

console.log('Starting PostgreSQL with the demo data…');
const database = await startDemoDatabase();
console.log(`Seeding ${INVESTORS} investors and ${OFFERS} offers of one advisor…`);
const seeder = new pg.Client({ connectionString: database.databaseUrl });
await seeder.connect();
const tenant = seedIds.demoTenant;
await seedBenchInvestors(seeder, tenant, INVESTORS);
await seeder.query(
  `WITH investors AS (SELECT id, row_number() OVER () AS n FROM investor WHERE tenant_id = $1)
   INSERT INTO offer (id, tenant_id, campaign_id, product_id, investor_id, owner_advisor_id, network_id, status,
                      status_date, investment_value, currency, public_token_hash, agreement_date, payment_date,
                      created_at, updated_at)
   SELECT gen_random_uuid(), $1, $2::uuid, $3::uuid, inv.id, $4::uuid, $5::uuid,
          (CASE WHEN i % 3 = 0 THEN 'active' WHEN i % 3 = 1 THEN 'accepted' ELSE 'invited' END)::offer_status,
          now() - (i || ' seconds')::interval, CASE WHEN i % 3 < 2 THEN 1000 + (i % 997) * 100 END, 'PLN',
          md5('bench-export-' || i), CASE WHEN i % 3 < 2 THEN current_date - (i % 300) END,
          CASE WHEN i % 3 = 0 THEN current_date - (i % 200) END, now(), now()
     FROM generate_series(1, $6::int) AS i JOIN investors inv ON inv.n = 1 + i % $7`,
  [
    tenant,
    demoCampaignIds.active,
    demoProductIds.bond12,
    seedIds.advisors.demoAdvisor,
    seedIds.networks.north,
    OFFERS,
    INVESTORS,
  ],
);
await seeder.query('VACUUM ANALYZE');
const { rows: counted } = await seeder.query<{ count: number }>(
  'SELECT count(*)::int AS count FROM offer WHERE owner_advisor_id = $1',
  [seedIds.advisors.demoAdvisor],
);
/** The advisor's offers: the seeded ones and the demo's own. */
const advisorOffers = counted[0]?.count ?? OFFERS;
await seeder.end();

const port = await freePort();
const edge = startEdge(port, database.databaseUrl);

function rssMiB(): number {
  const status = readFileSync(`/proc/${edge.process.pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

interface Download {
  status: number;
  bytes: number;
  lines: number;
  seconds: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

/** Downloads one export, counting its bytes and lines, while sampling the edge's RSS. */
function download(path: string, token: string): Promise<Download> {
  const rssBeforeMiB = rssMiB();
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => {
    rssPeakMiB = Math.max(rssPeakMiB, rssMiB());
  }, 20);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path, headers: { host: HOST, authorization: `Bearer ${token}` } },
      (response) => {
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        });
        response.on('end', () => {
          clearInterval(sampler);
          rssPeakMiB = Math.max(rssPeakMiB, rssMiB());
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            lines,
            seconds: (performance.now() - started) / 1000,
            rssBeforeMiB,
            rssPeakMiB,
          });
        });
        response.on('error', reject);
      },
    );
    call.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    call.end();
  });
}

const query = (format: string) =>
  `/api/advisor/investor/offers/export?format=${format}&${COLUMNS.map((column) => `columns=${column}`).join('&')}`;
let csv: Download;
let xlsx: Download;
try {
  await waitForOk(`http://127.0.0.1:${port}/readyz`);
  const { accessToken } = await signInOverHttp(port, HOST, ADVISOR, DEMO_PASSWORD);
  // Warm-up: the route, the pool's connections, the code paths of both formats (a small export).
  for (const format of ['csv', 'xlsx']) await download(`${query(format)}&filter[status][in]=invited`, accessToken);
  console.log(`Downloading ${OFFERS} rows as CSV…`);
  csv = await download(query('csv'), accessToken);
  console.log(`Downloading ${OFFERS} rows as XLSX…`);
  xlsx = await download(query('xlsx'), accessToken);
} finally {
  await edge.stop();
  await database.stop();
}
for (const [name, result] of [
  ['csv', csv],
  ['xlsx', xlsx],
] as const) {
  if (result.status !== 200) throw new Error(`${name} export: HTTP ${result.status}`);
}

const round = (value: number) => Math.round(value * 10) / 10;
const figures = (result: Download) => ({
  rows: result.lines,
  megabytes: round(result.bytes / 1e6),
  seconds: round(result.seconds),
  rssBeforeMiB: round(result.rssBeforeMiB),
  rssPeakMiB: round(result.rssPeakMiB),
  growthMiB: round(result.rssPeakMiB - result.rssBeforeMiB),
});
const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
const output = {
  measuredAt: new Date().toISOString(),
  machine: machineInfo(),
  loadAverage,
  offers: OFFERS,
  columns: COLUMNS.length,
  csv: figures(csv),
  xlsx: { ...figures(xlsx), rows: advisorOffers + 1 },
  goalCsvGrowthMB: GOAL_CSV_GROWTH_MB,
  passed: csv.rssPeakMiB - csv.rssBeforeMiB < GOAL_CSV_GROWTH_MB && csv.lines === advisorOffers + 1,
};
writeFileSync(join(repositoryRoot, 'bench', 'results', 'export.json'), `${JSON.stringify(output, null, 2)}\n`);
const size = OFFERS.toLocaleString('en').replace(/,/g, ' ');
const table = [
  '| the advisor’s investments table, all rows, over HTTP | rows | size | time | edge RSS before → peak | growth | goal |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  `| CSV (${COLUMNS.length} columns) | ${size} | ${output.csv.megabytes} MB | ${output.csv.seconds} s | ${output.csv.rssBeforeMiB} → ${output.csv.rssPeakMiB} MiB | ${output.csv.growthMiB} MiB | < ${GOAL_CSV_GROWTH_MB} MB |`,
  `| XLSX (${COLUMNS.length} columns) | ${size} | ${output.xlsx.megabytes} MB | ${output.xlsx.seconds} s | ${output.xlsx.rssBeforeMiB} → ${output.xlsx.rssPeakMiB} MiB | ${output.xlsx.growthMiB} MiB | reported |`,
].join('\n');
writeReadmeBlock(
  'export',
  `Measured ${output.measuredAt.slice(0, 10)} on ${cpus().length} cores (load average ${loadAverage}), the compiled edge streaming the export (decision 073):`,
  table,
  'funnel',
);
console.log(`\n${table}\n`);
if (!output.passed) {
  console.error(
    `Budget missed: the CSV export grew the edge by ${output.csv.growthMiB} MiB over ${output.csv.rows} lines (goal < ${GOAL_CSV_GROWTH_MB} MB, ${advisorOffers + 1} lines)`,
  );
  process.exit(1);
}
console.log('Export budget met.');
