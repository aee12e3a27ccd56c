import { randomUUID } from 'node:crypto';
import { type Database, seedDemo, seedIds } from '@wl/db';
import dbPlugin from '@wl/db/fastify';
import { createTestDatabase } from '@wl/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import consolePlugin from '../plugin.ts';
import { consoleRouter } from '../router.ts';
import { createCallerFactory } from '../trpc.ts';

const createCaller = createCallerFactory(consoleRouter);

let db: Database;
let url: string;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  await seedDemo(db);
});

function seeded<T extends { isDefault: boolean; hostname: string | null }>(rows: T[]): T[] {
  // Other tests of this file add their own hosts; the seed is the default row and *.localhost.
  return rows.filter((row) => row.isDefault || row.hostname?.endsWith('.localhost'));
}

describe('hosts.list', () => {
  it('lists the default row first, then the hosts by name, with tenant, theme and last revision', async () => {
    const rows = await createCaller({ db, remoteAddress: '127.0.0.1' }).hosts.list();

    expect(rows[0]?.isDefault).toBe(true);
    expect(seeded(rows).map((row) => [row.hostname, row.tenant.name, row.theme, row.language])).toEqual([
      [null, 'Platforma inwestycyjna', 'theme-default', 'pl'],
      ['custom.localhost', 'Custom Capital', 'theme-custom', 'en'],
      ['demo.localhost', 'Demo Dom Maklerski', 'theme-navy', 'pl'],
      ['inwestor.demo.localhost', 'Demo Dom Maklerski', 'theme-custom', 'pl'],
    ]);
    const custom = rows.find((row) => row.hostname === 'custom.localhost');
    expect(custom).toMatchObject({
      tenant: { id: seedIds.customTenant, name: 'Custom Capital' },
      investorPanelBlocked: true,
      legalPersonsEnabled: true,
      version: 1,
      lastPublishedBy: 'seed',
    });
    expect(new Date(custom?.lastPublishedAt ?? '').toISOString()).toBe(custom?.lastPublishedAt);
    expect(new Date(custom?.updatedAt ?? '').toISOString()).toBe(custom?.updatedAt);
  });

  it('shows the latest revision, and nulls for a host never published through a revision', async () => {
    const tenant = await db.tenant.create({ data: { name: `Tenant ${randomUUID()}` } });
    const published = await db.hostConfig.create({
      data: { hostname: `published-${randomUUID()}.test`, tenantId: tenant.id, theme: null, version: 2 },
    });
    await db.hostConfigRevision.createMany({
      data: [
        {
          hostConfigId: published.id,
          version: 1,
          snapshot: {},
          publishedBy: 'seed',
          publishedAt: new Date('2025-01-01'),
        },
        {
          hostConfigId: published.id,
          version: 2,
          snapshot: {},
          publishedBy: 'ola',
          publishedAt: new Date('2025-02-01'),
        },
      ],
    });
    const never = await db.hostConfig.create({ data: { hostname: `never-${randomUUID()}.test`, tenantId: tenant.id } });

    const rows = await createCaller({ db, remoteAddress: '::1' }).hosts.list();

    expect(rows.find((row) => row.id === published.id)).toMatchObject({
      theme: null,
      version: 2,
      lastPublishedBy: 'ola',
      lastPublishedAt: '2025-02-01T00:00:00.000Z',
    });
    expect(rows.find((row) => row.id === never.id)).toMatchObject({ lastPublishedBy: null, lastPublishedAt: null });
    const names = rows.filter((row) => !row.isDefault).map((row) => row.hostname ?? '');
    expect(names).toEqual([...names].sort());
  });

  it('refuses a caller that is not on the loopback interface', async () => {
    await expect(createCaller({ db, remoteAddress: '10.0.0.5' }).hosts.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('GET /console/trpc/hosts.list', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ trustProxy: true });
    await app.register(dbPlugin, { databaseUrl: url });
    await app.register(consolePlugin, { distDir: '/nonexistent/console-dist' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a loopback caller with the host list', async () => {
    const response = await app.inject({ method: 'GET', url: '/console/trpc/hosts.list', remoteAddress: '127.0.0.1' });

    expect(response.statusCode).toBe(200);
    const rows = response.json().result.data as { isDefault: boolean; hostname: string | null }[];
    expect(rows[0]?.isDefault).toBe(true);
    expect(seeded(rows).map((row) => row.hostname)).toEqual([
      null,
      'custom.localhost',
      'demo.localhost',
      'inwestor.demo.localhost',
    ]);
  });

  it('refuses any other caller with 403, whatever X-Forwarded-For says', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/console/trpc/hosts.list',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      label: 'Access denied',
      code: 'error.forbidden',
      parameters: {},
      violations: [],
    });
  });
});
