import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDatabase, type Database } from './client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prisma client of the platform database. */
    db: Database;
    /** The node-postgres pool under it (raw SQL, health checks). */
    pgPool: pg.Pool;
    databaseUrl: string;
  }
}

/** Connections each process's pool may open. */
export const DATABASE_POOL_MAX = 10;

export interface DbPluginOptions {
  databaseUrl: string;
}

/** What a pool error's log line says: its message and Postgres' code, never the client it came from. */
export function poolErrorLine(error: Error): { reason: string; code?: string } {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? { reason: error.message, code } : { reason: error.message };
}

/** One Prisma client per process; a dropped connection is logged, never a crash. */
export default fp<DbPluginOptions>(
  async (app, { databaseUrl }) => {
    const { db, pool } = createDatabase(databaseUrl, {
      max: DATABASE_POOL_MAX,
      // An idle connection the server ended (a restart, a shutdown): an event, not a defect. One
      // line with what happened; the error object would carry the whole pooled client with it.
      onPoolError: (error) => app.log.warn(poolErrorLine(error), 'database connection lost'),
    });
    app.decorate('db', db);
    app.decorate('pgPool', pool);
    app.decorate('databaseUrl', databaseUrl);
    app.addHook('onClose', async () => {
      await db.$disconnect();
      await pool.end();
    });
  },
  { name: 'db' },
);
