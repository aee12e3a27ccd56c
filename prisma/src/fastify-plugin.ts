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

/** One Prisma client per process; a dropped connection is logged, never a crash. */
export default fp<DbPluginOptions>(
  async (app, { databaseUrl }) => {
    const { db, pool } = createDatabase(databaseUrl, {
      max: DATABASE_POOL_MAX,
      onPoolError: (error) => app.log.warn({ err: error }, 'database connection lost'),
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
