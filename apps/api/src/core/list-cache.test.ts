import { createTestDatabase } from '@wl/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startCacheListener } from '../testing/cache-listener.ts';
import { LIST_CHANNEL, ListCache } from './list-cache.ts';
import type { CacheListener } from './notified-cache.ts';

/** Decision 052: what a list page kept in memory may cost. */

const rowsSchema = z.array(z.object({ id: z.string() }));
const cache = new ListCache({ maxBodyChars: 200 });
let listener: CacheListener;
beforeAll(async () => {
  const database = await createTestDatabase();
  listener = await startCacheListener(database.url, { [LIST_CHANNEL]: cache });
});
afterAll(() => listener.close());

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `row-${i}` }));

describe('the list cache', () => {
  it('keeps a page as the JSON its schema makes, with its total and whether it was capped', async () => {
    const first = await cache.page(['small'], rowsSchema, async () => ({
      rows: rows(2),
      total: 7,
      totalCapped: false,
    }));
    expect(first).toEqual({ body: '[{"id":"row-0"},{"id":"row-1"}]', total: 7, totalCapped: false });
    const again = await cache.page(['small'], rowsSchema, async () => ({ rows: [], total: 0, totalCapped: false }));
    expect(again).toEqual(first);
    const capped = await cache.page(['capped'], rowsSchema, async () => ({
      rows: rows(1),
      total: 1000,
      totalCapped: true,
    }));
    expect(capped).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('answers a body over its cap but does not keep it (a caller may ask for every row at once)', async () => {
    const before = cache.stats.entries;
    const large = await cache.page(['large'], rowsSchema, async () => ({
      rows: rows(50),
      total: 50,
      totalCapped: false,
    }));
    expect(large.body.length).toBeGreaterThan(200);
    expect(cache.stats.entries).toBe(before);
    const next = await cache.page(['large'], rowsSchema, async () => ({ rows: rows(1), total: 1, totalCapped: false }));
    expect(next.total).toBe(1);
  });
});
