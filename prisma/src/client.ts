import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/client/client.ts';

export type Database = PrismaClient;

/** How long the platform waits for PostgreSQL (decision 030), in milliseconds. */
export interface DatabaseTimeouts {
  /** Connecting, or waiting for a free connection of the pool. */
  connectMs: number;
  /** One statement, on the server (statement_timeout) and on the client (a frozen server answers nothing). */
  statementMs: number;
  /** A transaction left open between two statements (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
  /** Waiting for a row lock (lock_timeout). */
  lockMs: number;
}

function milliseconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS. */
export function databaseTimeouts(env: NodeJS.ProcessEnv = process.env): DatabaseTimeouts {
  return {
    connectMs: milliseconds(env.DB_CONNECT_TIMEOUT_MS, 5_000),
    statementMs: milliseconds(env.DB_STATEMENT_TIMEOUT_MS, 15_000),
    idleInTransactionMs: milliseconds(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 30_000),
    lockMs: milliseconds(env.DB_LOCK_TIMEOUT_MS, 10_000),
  };
}

/** pg 8's notice for a query sent while its connection is busy (it still queues it). */
const BUSY_CLIENT_NOTICE = 'Calling client.query() when the client is already executing a query';
let busyClientNoticeDropped = false;

/**
 * @prisma/adapter-pg sends the parts of a read with relations inside an interactive transaction at
 * once on the transaction's one connection (prisma/orm issue 29646, fix pending in pull request
 * 29979); pg 8 queues them and runs them correctly, but prints a deprecation notice for it in every
 * process. That one notice is dropped; every other warning is printed as before. Remove this with
 * the adapter's fix.
 */
function dropBusyClientNotice(): void {
  if (busyClientNoticeDropped) return;
  busyClientNoticeDropped = true;
  const emit = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.startsWith(BUSY_CLIENT_NOTICE)) return;
    emit(warning, ...rest);
  }) as typeof process.emitWarning;
}

/**
 * The Prisma client over node-postgres. A pool error (the server restarting, a dropped
 * connection) is logged instead of crashing the process; queries fail and later ones reconnect.
 * Nothing waits for PostgreSQL without an end (decision 030): connecting and waiting for a pooled
 * connection, every statement (also on the client, for a server that is frozen rather than down),
 * row locks and idle transactions are bounded, and the request then answers 503.
 */
export function createDatabase(
  connectionString: string,
  options: { max?: number; onPoolError?: (error: Error) => void; timeouts?: DatabaseTimeouts } = {},
): { db: Database; pool: pg.Pool } {
  dropBusyClientNotice();
  const timeouts = options.timeouts ?? databaseTimeouts();
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // The client gives up a little after the server would have, so the server's own error wins when it can answer.
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    lock_timeout: timeouts.lockMs,
  });
  pool.on('error', options.onPoolError ?? (() => {}));
  // The pool listens for errors of idle connections only. A connection checked out (an open
  // transaction between two statements) that Postgres closes (a restart, a failover) would emit
  // an 'error' nobody handles and take the process down; the statement that uses it next fails
  // instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  return { db, pool };
}
