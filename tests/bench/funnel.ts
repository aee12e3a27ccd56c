// `pnpm bench` (part of it): the funnel (issue 20, item 3; decision 070) of one campaign with
// 100 000 offers and their status history and agreements, over real HTTP against the real API and
// database, as the tenant's admin (the whole campaign). Goal: median < 100 ms. The table also
// holds as many offers of another campaign (BENCH_FUNNEL_OFFERS to change both), so the history
// and agreement tables are not the campaign's alone.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformApi, resolveTenantFromDatabase, TokenService } from '@wl/api';
import {
  createDatabase,
  demoCampaignIds,
  demoProductIds,
  freePort,
  migrate,
  repositoryRoot,
  seedDemo,
  seedIds,
  startEmbeddedPostgres,
} from '@wl/db';
import dbPlugin from '@wl/db/fastify';
import { developmentOrigins, funnelSchema } from '@wl/shared';
import Fastify from 'fastify';
import pg from 'pg';
import { seedBenchInvestors } from './bench-investors.ts';
import { percentile } from './processes.ts';
import { writeReadmeBlock } from './readme-block.ts';

const OFFERS = Number(process.env.BENCH_FUNNEL_OFFERS ?? 100_000);
const INVESTORS = 2_000;
const SAMPLES = Number(process.env.BENCH_FUNNEL_SAMPLES ?? 50);
const GOAL_MEDIAN_MS = 100;
const secret = 'bench-secret-of-the-api-at-least-32-characters';
const tenant = seedIds.demoTenant;
const campaign = demoCampaignIds.active;
const otherCampaign = demoCampaignIds.completed;

const postgres = await startEmbeddedPostgres({
  dataDir: mkdtempSync(join(tmpdir(), 'wl-bench-funnel-')),
  port: await freePort(),
  ephemeral: true,
});
const url = postgres.url('postgres');
await migrate(url);
const { db, pool } = createDatabase(url);
await seedDemo(db);

/**
 * `count` offers of a campaign, made over the last 80 days, through a realistic funnel: 30 % only
 * invited, 20 % viewed, 10 % interested, 5 % declined after interest, 10 % accepted (half of them
 * with a completed agreement), 20 % active after every step and a completed agreement, 5 %
 * accepted straight from the invitation and made active by the advisor. Each offer has its
 * history rows; 25 % have an agreement.
 */
async function seedCampaign(seeder: pg.Client, campaignId: string, productId: string, count: number): Promise<void> {
  await seeder.query('DROP TABLE IF EXISTS bench_funnel');
  await seeder.query(
    `CREATE TEMP TABLE bench_funnel AS
     SELECT i, gen_random_uuid() AS id, (i * 7919) % 100 AS r,
            now() - ((i % 80) || ' days')::interval - ((i % 3600) || ' seconds')::interval AS created
       FROM generate_series(1, $1::int) AS i`,
    [count],
  );
  await seeder.query(
    `WITH investors AS (SELECT id, row_number() OVER () AS n FROM investor WHERE tenant_id = $1),
          owners AS (SELECT * FROM (VALUES ($2::uuid, $3::uuid), ($4::uuid, $5::uuid)) AS o(advisor_id, network_id))
     INSERT INTO offer (id, tenant_id, campaign_id, product_id, investor_id, owner_advisor_id, network_id, status,
                        status_date, investment_value, currency, public_token_hash, contract_status, created_at, updated_at)
     SELECT f.id, $1, $6::uuid, $7::uuid, inv.id,
            (CASE WHEN i % 2 = 0 THEN $2 ELSE $4 END)::uuid, (CASE WHEN i % 2 = 0 THEN $3 ELSE $5 END)::uuid,
            (CASE WHEN r < 30 THEN 'invited' WHEN r < 50 THEN 'viewed' WHEN r < 60 THEN 'interested'
                  WHEN r < 65 THEN 'declined' WHEN r < 75 THEN 'accepted' ELSE 'active' END)::offer_status,
            f.created, CASE WHEN r >= 65 THEN 1000 * (1 + i % 100) END, 'PLN', md5($6::uuid::text || i),
            (CASE WHEN r BETWEEN 65 AND 69 OR r BETWEEN 75 AND 94 THEN 'Completed' END)::contract_status,
            f.created, now()
       FROM bench_funnel f JOIN investors inv ON inv.n = 1 + f.i % $8`,
    [
      tenant,
      seedIds.advisors.demoAdvisor,
      seedIds.networks.north,
      seedIds.advisors.demoAdvisor2fa,
      seedIds.networks.south,
      campaignId,
      productId,
      INVESTORS,
    ],
  );
  // The history: each step an offer passed, a day or a few after the one before.
  await seeder.query(
    `WITH t AS (
       SELECT f.*, created + ((1 + i % 48) || ' hours')::interval AS viewed,
              created + ((1 + i % 48) || ' hours')::interval + ((1 + i % 5) || ' days')::interval AS interested
         FROM bench_funnel f),
     steps AS (
       SELECT id, NULL::offer_status AS from_status, 'invited'::offer_status AS to_status, created AS at FROM t
       UNION ALL SELECT id, 'invited', 'viewed', viewed FROM t WHERE r >= 30 AND r < 95
       UNION ALL SELECT id, 'viewed', 'interested', interested FROM t WHERE r >= 50 AND r < 95
       UNION ALL SELECT id, 'interested', 'declined', interested + interval '2 days' FROM t WHERE r >= 60 AND r < 65
       UNION ALL SELECT id, 'interested', 'accepted', interested + ((1 + i % 3) || ' days')::interval FROM t WHERE r >= 65 AND r < 95
       UNION ALL SELECT id, 'accepted', 'active', interested + ((5 + i % 3) || ' days')::interval FROM t WHERE r >= 75 AND r < 95
       UNION ALL SELECT id, 'invited', 'accepted', created + interval '3 days' FROM t WHERE r >= 95
       UNION ALL SELECT id, 'accepted', 'active', created + interval '9 days' FROM t WHERE r >= 95)
     INSERT INTO offer_status_change (id, offer_id, from_status, to_status, changed_at)
     SELECT gen_random_uuid(), id, from_status, to_status, at FROM steps`,
  );
  // Agreements: completed for the signed ones (updated when completed), withdrawn for a few accepted.
  await seeder.query(
    `INSERT INTO contract (id, tenant_id, offer_id, provider_ref, status, created_at, updated_at)
     SELECT gen_random_uuid(), $1, id, 'bench-' || id,
            (CASE WHEN r BETWEEN 70 AND 74 THEN 'Withdrawn' ELSE 'Completed' END)::contract_status,
            created + interval '8 days', created + ((10 + i % 2) || ' days')::interval
       FROM bench_funnel WHERE r >= 65 AND r < 95`,
    [tenant],
  );
}

console.log(`Seeding ${INVESTORS} investors and ${OFFERS} offers in each of two campaigns…`);
const seeder = new pg.Client({ connectionString: url });
await seeder.connect();
await seedBenchInvestors(seeder, tenant, INVESTORS);
await seedCampaign(seeder, otherCampaign, demoProductIds.past, OFFERS);
await seedCampaign(seeder, campaign, demoProductIds.bond12, OFFERS);
// A steady-state table: autovacuum keeps the statistics and the visibility map current. The seed
// writes each offer up to five times within one statement (the history's triggers), so the old
// row versions cannot be cleaned up as they go, as they are when a real offer's moves are days
// apart: rebuilding the indexes gives them a real table's density.
await seeder.query('REINDEX TABLE offer');
await seeder.query('VACUUM ANALYZE');
await seeder.end();

const app = Fastify({ logger: false });
await app.register(dbPlugin, { databaseUrl: url });
await app.register(platformApi, {
  jwtSecret: secret,
  resolveTenant: resolveTenantFromDatabase(app.db, developmentOrigins),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

const sessionId = randomUUID();
await pool.query(
  `INSERT INTO refresh_token (id, family_id, token_hash, user_id, tenant_id, context_type, expires_at)
   VALUES ($1, $2, $3, $4, $5, 'advisor-panel', now() + interval '1 day')`,
  [randomUUID(), sessionId, randomUUID(), seedIds.users.demoAdmin, tenant],
);
const token = await new TokenService(secret).signAccessToken({
  sub: seedIds.users.demoAdmin,
  context_type: 'advisor-panel',
  context_id: tenant,
  username: 'admin@demo.localhost',
  sid: sessionId,
});

function get(path: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: 'demo.localhost', authorization: `Bearer ${token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const path = `/api/advisor/funnel?campaignId=${campaign}`;
const first = await get(path);
if (first.status !== 200) throw new Error(`funnel: HTTP ${first.status} ${first.body}`);
const funnel = funnelSchema.parse(JSON.parse(first.body));
for (let i = 0; i < 5; i++) await get(path); // warm-up
const times: number[] = [];
for (let i = 0; i < SAMPLES; i++) times.push((await get(path)).ms);
times.sort((a, b) => a - b);
await app.close();
await db.$disconnect();
await pool.end();
await postgres.stop();

// The machine may be shared: the load while measuring says how far to trust the figure.
const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
const medianMs = Math.round(percentile(times, 50) * 100) / 100;
const p95Ms = Math.round(percentile(times, 95) * 100) / 100;
const counts = Object.fromEntries(funnel.steps.map((step) => [step.step, step.count]));
const output = {
  measuredAt: new Date().toISOString(),
  offers: OFFERS,
  samples: SAMPLES,
  loadAverage,
  medianMs,
  p95Ms,
  goalMedianMs: GOAL_MEDIAN_MS,
  counts,
  passed: medianMs < GOAL_MEDIAN_MS,
};
writeFileSync(join(repositoryRoot, 'bench', 'results', 'funnel.json'), `${JSON.stringify(output, null, 2)}\n`);
const size = OFFERS.toLocaleString('en').replace(/,/g, ' ');
const table = [
  '| over HTTP (the admin) | offers in the campaign | median | p95 | invited → active | goal |',
  '| --- | --- | --- | --- | --- | --- |',
  `| the funnel of one campaign | ${size} | ${medianMs} ms | ${p95Ms} ms | ${funnel.steps.map((s) => s.count).join(' → ')} | median < ${GOAL_MEDIAN_MS} ms |`,
].join('\n');
writeReadmeBlock(
  'funnel',
  `Measured ${output.measuredAt.slice(0, 10)} on ${cpus().length} cores (load average ${loadAverage}):`,
  table,
  'offers',
);
console.log(`\n${table}\n`);
if (!output.passed) {
  console.error(`Budget missed: the funnel's median is ${medianMs} ms (goal < ${GOAL_MEDIAN_MS} ms)`);
  process.exit(1);
}
console.log('Funnel budget met.');
