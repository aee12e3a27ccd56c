import { deprecate } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';

/** The warnings the process emits while `action` runs (they are emitted on the next tick). */
async function warningsDuring(action: () => void): Promise<string[]> {
  const seen: string[] = [];
  const listener = (warning: Error) => seen.push(warning.message);
  process.on('warning', listener);
  try {
    action();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('warning', listener);
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
