import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from './client.ts';
import { EmbeddedPostgresError, type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';
import { ensureDatabase, migrate } from './migrate.ts';
import { ensureDefaultHost, seedDemo } from './seed.ts';

export const repositoryRoot = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

export interface DatabaseServer {
  /** Connection string of the application database. */
  url: string;
  embedded: RunningPostgres | undefined;
  /** Stops the embedded server when this process started it; a no-op for DATABASE_URL. */
  stop(): Promise<void>;
}

/**
 * `DATABASE_URL` when set (nothing embedded starts); otherwise an embedded PostgreSQL with its
 * data under `.data/pg` (or `EMBEDDED_PG_DATA`) on port 54329 (or `EMBEDDED_PG_PORT`).
 */
export async function provideDatabase(log: (message: string) => void = () => {}): Promise<DatabaseServer> {
  const external = process.env.DATABASE_URL;
  if (external) return { url: external, embedded: undefined, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({
    dataDir: process.env.EMBEDDED_PG_DATA ?? join(repositoryRoot, '.data', 'pg'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    // The default port may be taken (another copy of the project): any free one will do. A port
    // asked for explicitly is kept, or the start stops saying why.
    portFallback: process.env.EMBEDDED_PG_PORT === undefined,
    log,
  });
  const url = embedded.url('white_label');
  await ensureDatabase(url);
  return { url, embedded, stop: () => embedded.stop() };
}

/**
 * `provideDatabase` for the commands a person runs (`npm start`, the seed, the CLIs): when the
 * embedded PostgreSQL cannot be used, says why in one line and exits 1, without a stack trace.
 */
export async function provideDatabaseOrExit(log: (message: string) => void = () => {}): Promise<DatabaseServer> {
  try {
    return await provideDatabase(log);
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresError)) throw error;
    process.stderr.write(`✘ ${error.message}\n`);
    process.exit(1);
  }
}

/** The advisory lock of the default row and demo seed (the migrations have their own). */
const SEED_LOCK_KEY = 72_641_002;

/**
 * Migrates, makes sure the default row exists and, on a database without any tenant yet,
 * seeds the demo hosts once (unless `seedDemoData` is false, as in production).
 */
export async function prepareDatabase(
  url: string,
  options: { seedDemoData: boolean; log?: (message: string) => void },
): Promise<void> {
  const log = options.log ?? (() => {});
  const { applied } = await migrate(url);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  const { db, pool } = createDatabase(url, { max: 3 });
  // Replicas starting together take turns (a session lock held on a connection of its own), so
  // only the first one seeds a fresh database.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    const fresh = (await db.tenant.count()) === 0;
    await ensureDefaultHost(db);
    if (options.seedDemoData && fresh) {
      const { created } = await seedDemo(db);
      log(`Seeded demo hosts: ${created.join(', ')}`);
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => {});
    lock.release();
    await db.$disconnect();
    await pool.end();
  }
}
