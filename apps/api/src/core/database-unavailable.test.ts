import { createDatabase } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler.ts';

/**
 * Issue #15, finding 9 (decision 030): the errors of a database that does not answer in time are
 * "unavailable" (503), not the code's fault (500): an interactive transaction past its time
 * (P2028), a statement past statement_timeout (57014), a lock past lock_timeout (55P03), and
 * node-postgres' own timeouts.
 */
describe('isDatabaseUnavailable', () => {
  it('takes the timeouts of a real database for unavailability', async () => {
    const { url } = await createTestDatabase();
    const { db, pool } = createDatabase(url, {
      max: 2,
      timeouts: { connectMs: 1000, statementMs: 200, idleInTransactionMs: 5000, lockMs: 200 },
    });
    try {
      const statement = await db.$queryRaw`SELECT pg_sleep(2)`.catch((error: unknown) => error);
      expect(isDatabaseUnavailable(statement), String(statement)).toBe(true);

      const transaction = await db
        .$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            await new Promise((resolve) => setTimeout(resolve, 300));
            await tx.$queryRaw`SELECT 1`;
          },
          { timeout: 100 },
        )
        .catch((error: unknown) => error);
      expect((transaction as { code?: string }).code).toBe('P2028');
      expect(isDatabaseUnavailable(transaction)).toBe(true);
    } finally {
      await db.$disconnect();
      await pool.end();
    }
  });

  it.each([
    ['a client-side query timeout', new Error('Query read timeout')],
    ['a connection never made', new Error('timeout exceeded when trying to connect')],
    ['a lock not granted', Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })],
  ])('takes %s for unavailability', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves the code’s own errors alone', () => {
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('unique'), { code: 'P2002' }))).toBe(false);
  });
});
