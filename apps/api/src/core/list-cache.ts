import type { z } from 'zod';
import type { ListTotal } from './list-total.ts';
import { NotifiedCache, type NotifiedCacheOptions } from './notified-cache.ts';

/** The Postgres channel the list triggers notify (migration 20261130010000_list_notify). */
export const LIST_CHANNEL = 'list_data_changed';

/** A page of a list as it goes out: its JSON body and the `x-total-count` beside it. */
export interface CachedPage extends ListTotal {
  body: string;
}

type Options = NotifiedCacheOptions & {
  /** Bodies longer than this are answered but not kept; default 32 000 characters. */
  maxBodyChars?: number;
};

/**
 * Pages of the advisors' offers lists, kept per process as their JSON bodies (issue 18,
 * decision 052): a repeated request answers without a database round trip. Any statement that
 * writes a table a row of these lists is read from notifies `list_data_changed` (a
 * statement-level trigger, no payload), and every process forgets every page at once; a request
 * that wrote something answers only after its own process heard of it, as with the principals.
 * Keyed by everything the page depends on: the route, the caller's scope (tenant, advisor, role,
 * networks) and the parsed query.
 */
export class ListCache extends NotifiedCache<CachedPage> {
  private readonly maxBodyChars: number;

  constructor({ maxBodyChars = 32_000, ...options }: Options = {}) {
    super({
      // A page of 20 rows is 5-15 KB of JSON. A caller may ask for every row at once, so a body is
      // kept only up to 32 000 characters: at most 500 pages, 32 MB in the worst case (two bytes a
      // character), a few MB in practice.
      maxEntries: 500,
      ttlMs: 60_000,
      ...options,
    });
    this.maxBodyChars = maxBodyChars;
  }

  /**
   * The page under `key`, or `load()`'s, serialized by `schema` as the route's response serializer
   * does (its encoded form, then JSON).
   */
  page<Row>(
    key: readonly unknown[],
    schema: z.ZodType<Row[]>,
    load: () => Promise<{ rows: Row[] } & ListTotal>,
  ): Promise<CachedPage> {
    return this.get(
      JSON.stringify(key),
      [],
      async () => {
        const { rows, total, totalCapped } = await load();
        return { body: JSON.stringify(schema.encode(rows)), total, totalCapped };
      },
      (page) => page.body.length <= this.maxBodyChars,
    );
  }
}
