import { CacheListener, type NotifiedCache } from '../core/notified-cache.ts';

/** A started listener for `caches` (by channel) on a test database, silent; close it after. */
export async function startCacheListener(
  databaseUrl: string,
  caches: Record<string, NotifiedCache<unknown>>,
  settleTimeoutMs?: number,
): Promise<CacheListener> {
  const listener = new CacheListener({
    databaseUrl,
    applicationName: 'wl-test-cache',
    caches,
    log: { info() {}, warn() {} },
    ...(settleTimeoutMs !== undefined ? { settleTimeoutMs } : {}),
  });
  await listener.start();
  return listener;
}
