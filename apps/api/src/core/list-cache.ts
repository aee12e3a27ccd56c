import type { z } from 'zod';
import { NotifiedCache, type NotifiedCacheOptions } from './notified-cache.ts';

/** The Postgres channel the list triggers notify (migration 20261130010000_list_notify). */
export const LIST_CHANNEL = 'list_data_changed';
/** How the LISTEN connection names itself in pg_stat_activity. */
export const LIST_CACHE_APPLICATION = 'wl-list-cache';

/** A page of a list as it goes out: its JSON body and the `x-total-count` beside it. */
export interface CachedPage {
  body: string;
  total: number;
}

type Options = Omit<NotifiedCacheOptions, 'channel' | 'applicationName' | 'label'>;

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
  constructor(options: Options) {
    super({
      // 20 rows of about 500 bytes each: at most 10 MB of pages.
      maxEntries: 1_000,
      ttlMs: 60_000,
      ...options,
      channel: LIST_CHANNEL,
      applicationName: LIST_CACHE_APPLICATION,
      label: 'list cache',
    });
  }

  /**
   * The page under `key`, or `load()`'s, serialized by `schema` as the route's response serializer
   * does (its encoded form, then JSON).
   */
  page<Row>(
    key: readonly unknown[],
    schema: z.ZodType<Row[]>,
    load: () => Promise<{ rows: Row[]; total: number }>,
  ): Promise<CachedPage> {
    return this.get(JSON.stringify(key), [], async () => {
      const { rows, total } = await load();
      return { body: JSON.stringify(schema.encode(rows)), total };
    });
  }
}
