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
  // The pool listens for errors of idle connections only. A connection checked out (an open
  // transaction between two statements) that Postgres closes (a restart, a failover) would emit
  // an 'error' nobody handles and take the process down; the statement that uses it next fails
  // instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  return { db, pool };
}
