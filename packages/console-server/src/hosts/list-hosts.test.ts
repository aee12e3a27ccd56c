import { randomUUID } from 'node:crypto';
import { type Database, seedDemo, seedIds } from '@wl/db';
import dbPlugin from '@wl/db/fastify';
import { createTestDatabase } from '@wl/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session.ts';
import consolePlugin from '../plugin.ts';
import { consoleCaller, createTestOperator, signedInToken } from '../testing/console-caller.ts';

let db: Database;
let url: string;
/** The session token of an operator signed in for this file. */
let token: string;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  await seedDemo(db);
  token = await signedInToken(db, await createTestOperator(db));
});

async function hostsList() {
  return (await consoleCaller(db, token)).caller.hosts.list();
}

function seeded<T extends { isDefault: boolean; hostname: string | null }>(rows: T[]): T[] {
  // Other tests of this file add their own hosts; the seed is the default row and *.localhost.
  return rows.filter((row) => row.isDefault || row.hostname?.endsWith('.localhost'));
}

describe('hosts.list', () => {
  it('lists the default row first, then the hosts by name, with tenant, theme and last revision', async () => {
    const rows = await hostsList();

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

    const rows = await hostsList();

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

  it('refuses a caller without a session, or with an unknown one', async () => {
    for (const cookie of [undefined, 'forged-token']) {
      const { caller } = await consoleCaller(db, cookie);
      await expect(caller.hosts.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
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

  it('answers a signed-in operator from any address with the host list', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/console/trpc/hosts.list',
      remoteAddress: '10.0.0.5',
      cookies: { [SESSION_COOKIE]: token },
    });

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

  it('answers 401 without a session cookie, even from loopback', async () => {
    const response = await app.inject({ method: 'GET', url: '/console/trpc/hosts.list', remoteAddress: '127.0.0.1' });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.data.code).toBe('UNAUTHORIZED');
  });
});
