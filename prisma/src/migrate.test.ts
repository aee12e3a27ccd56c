import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, migrationsDirectory, readMigrations } from './migrate.ts';
import { dropDatabase } from './testing/databases.ts';

const adminUrl = () => inject('testDatabaseAdminUrl');

async function emptyDatabase(): Promise<string> {
  const name = `wl_migrate_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function rows(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('migrate', () => {
  let url: string;
  beforeAll(async () => {
    url = await emptyDatabase();
    return () => dropDatabase(adminUrl(), new URL(url).pathname.slice(1));
  });

  it("applies every migration and records it in _prisma_migrations with Prisma's checksum", async () => {
    const result = await migrate(url);
    const expected = readMigrations();
    expect(result.applied).toEqual(expected.map((m) => m.name));
    const recorded = await rows(
      url,
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(recorded.map((r) => [r.migration_name, r.checksum, r.applied_steps_count])).toEqual(
      expected.map((m) => [m.name, m.checksum, 1]),
    );
    expect(recorded.every((r) => r.finished_at instanceof Date)).toBe(true);
  });

  it('is a no-op the second time, also when two runners race', async () => {
    const [a, b] = await Promise.all([migrate(url), migrate(url)]);
    expect(a.applied).toEqual([]);
    expect(b.applied).toEqual([]);
  });

  it('refuses to go on when an applied migration was edited', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-migrations-'));
    cpSync(migrationsDirectory, dir, { recursive: true });
    const first = readMigrations(dir)[0];
    if (!first) throw new Error('no migrations');
    writeFileSync(join(dir, first.name, 'migration.sql'), `${first.sql}\n-- edited`);
    await expect(migrate(url, dir)).rejects.toThrow(/modified after it was applied/);
  });

  it('rolls a failing migration back whole, leaving no row and no partial change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-migrations-'));
    cpSync(migrationsDirectory, dir, { recursive: true });
    const name = '99990101000000_broken';
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'migration.sql'), 'CREATE TABLE half_done (id int);\nSELECT no_such_function();');
    await expect(migrate(url, dir)).rejects.toThrow(/99990101000000_broken failed/);
    expect(await rows(url, `SELECT 1 FROM _prisma_migrations WHERE migration_name = '${name}'`)).toEqual([]);
    expect(await rows(url, `SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`)).toEqual([]);
  });
});
