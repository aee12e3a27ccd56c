import type pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDatabase, type Database } from '../client.ts';
import { cloneTemplateDatabase, dropDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to the test server's `postgres` database (for CREATE DATABASE). */
    testDatabaseAdminUrl: string;
  }
}

export interface TestDatabase {
  url: string;
  db: Database;
  pool: pg.Pool;
}

/**
 * A migrated database of this test file's own, dropped after the file's tests. Call it in a
 * `beforeAll`; tests in different files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const name = await cloneTemplateDatabase(adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db, pool } = createDatabase(url.toString(), { max: 5 });
  afterAll(async () => {
    await db.$disconnect();
    await pool.end();
    await dropDatabase(adminUrl, name);
  });
  return { url: url.toString(), db, pool };
}
