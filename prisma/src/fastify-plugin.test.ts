import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import dbPlugin, { poolErrorLine } from './fastify-plugin.ts';
import { createTestDatabase } from './testing/index.ts';

/*
 * A pooled connection the server ends (a restart, a shutdown) is logged as one readable line:
 * what happened and Postgres' code, never the pooled client the error object carries.
 */

describe('a pooled connection the server ends', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  afterAll(() => app.close());

  it('is one warning with the reason and the code', async () => {
    const database = await createTestDatabase();
    await app.register(dbPlugin, { databaseUrl: database.url });
    await app.ready();
    // An idle connection in the pool, then ended by the server.
    const { rows } = await app.pgPool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await database.db.$queryRawUnsafe(`SELECT pg_terminate_backend(${Number(rows[0]?.pid)})`);
    await expect.poll(() => lines.length, { timeout: 2000 }).toBeGreaterThan(0);
    const entry = JSON.parse(lines[0] as string) as Record<string, unknown>;
    expect(entry.msg).toBe('database connection lost');
    expect(entry.code).toBe('57P01');
    expect(entry.reason).toMatch(/terminating connection/);
    expect(lines[0]).not.toContain('connectionParameters');
    expect((lines[0] as string).length).toBeLessThan(400);
  });

  it('keeps a code only when Postgres gave one', () => {
    expect(poolErrorLine(new Error('socket hang up'))).toEqual({ reason: 'socket hang up' });
  });
});
