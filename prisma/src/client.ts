import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/client/client.ts';

export type Database = PrismaClient;

/**
 * The Prisma client over node-postgres. A pool error (the server restarting, a dropped
 * connection) is logged instead of crashing the process; queries fail and later ones reconnect.
 */
export function createDatabase(
  connectionString: string,
  options: { max?: number; onPoolError?: (error: Error) => void } = {},
): { db: Database; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  pool.on('error', options.onPoolError ?? (() => {}));
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  return { db, pool };
}
