import { deprecate } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';

/**
 * The warnings the process emits while `action` runs (on the next tick). Node's own listener, which
 * prints them, is set aside meanwhile: the test's warnings stay out of a green run's output.
 */
async function warningsDuring(action: () => void): Promise<string[]> {
  const seen: string[] = [];
  const others = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error) => seen.push(warning.message));
  try {
    action();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.removeAllListeners('warning');
    for (const listener of others) process.on('warning', listener);
  }
  return seen;
}

describe('the busy-client notice of pg under @prisma/adapter-pg', () => {
  // No connection is opened: the pool connects on the first query.
  const { db, pool } = createDatabase('postgresql://nobody@127.0.0.1:1/none');
  afterAll(async () => {
    await db.$disconnect();
    await pool.end();
  });

  it('is dropped, and every other warning still printed', async () => {
    const seen = await warningsDuring(() => {
      deprecate(() => {}, 'Calling client.query() when the client is already executing a query is deprecated')();
      deprecate(() => {}, 'Something else is deprecated')();
    });
    expect(seen).toEqual(['Something else is deprecated']);
  });
});
