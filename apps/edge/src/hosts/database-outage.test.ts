import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, freePort, migrate, type RunningPostgres, seedDemo, startEmbeddedPostgres } from '@wl/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { writeFixturePortal } from '../testing/fixture-portal.ts';
import { eventually } from '../testing/test-app.ts';

// This file runs its own PostgreSQL, because it stops and restarts the server under the edge.
const dataDir = mkdtempSync(join(tmpdir(), 'wl-outage-pg-'));
let port: number;
let postgres: RunningPostgres;
let app: FastifyInstance;

const start = (p: number) => startEmbeddedPostgres({ dataDir, port: p, ephemeral: true, keepDataOnStop: true });
const page = (host: string) => app.inject({ url: '/', headers: { host, accept: 'text/html' } });

beforeAll(async () => {
  port = await freePort();
  postgres = await start(port);
  const url = postgres.url('postgres');
  await migrate(url);
  const { db, pool } = createDatabase(url);
  await seedDemo(db);
  await db.$disconnect();
  await pool.end();
  app = await buildApp({
    config: loadConfig({ PORTAL_DIST: writeFixturePortal(), CONSOLE_DIST: '/nonexistent' }),
    databaseUrl: url,
    logger: false,
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await postgres?.stop();
});

describe('PostgreSQL stopped while the edge serves', () => {
  it('keeps serving branded pages and config from the last known configs, and reports degraded', async () => {
    await postgres.stop();
    const demo = await page('demo.localhost');
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('<title>Demo Dom Maklerski</title>');
    const landing = await app.inject({ url: '/public-api/landing-page', headers: { host: 'custom.localhost' } });
    expect(landing.json()).toMatchObject({ language: 'en', theme: 'theme-custom' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', checks: { database: 'down' } });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('recovers without a restart once PostgreSQL is back, including changes made meanwhile', async () => {
    postgres = await start(port);
    const { db, pool } = createDatabase(postgres.url('postgres'));
    await db.hostConfig.update({
      where: { hostname: 'demo.localhost' },
      data: { siteTitle: { pl: 'Po powrocie bazy' } },
    });
    await db.$disconnect();
    await pool.end();
    await eventually(async () => {
      expect((await app.inject('/readyz')).json().status).toBe('ready');
      expect((await page('demo.localhost')).body).toContain('<title>Po powrocie bazy</title>');
    }, 15_000);
  });
});
