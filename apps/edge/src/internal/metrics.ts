import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { HostConfigStoreCounters } from '../hosts/host-config-store.ts';
import { RequestTally } from './request-tally.ts';

interface CacheStats {
  listening: boolean;
  entries: number;
  hits: number;
  misses: number;
  invalidations: number;
}

/** What the metrics read at each scrape; each part optional (an edge proxying the API has no cache). */
export interface MetricSources {
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount' | 'query'>;
  hostConfigs: { counters: HostConfigStoreCounters; status(): { hosts: number; listening: boolean } };
  /** The API's principal cache, once the API is mounted (none when the edge proxies the API). */
  principalCache(): CacheStats | undefined;
  /** The API's cache of list pages (decision 052), likewise. */
  listCache(): CacheStats | undefined;
  /** Pool connections allowed (the db plugin's `max`). */
  poolMax: number;
}

/** A cache's counters since start (hits, misses, invalidations) and its entries now, by `stat`. */
function cacheGauge(registry: Registry, name: string, what: string, stats: () => CacheStats | undefined): void {
  new Gauge({
    name,
    help: `${what} since start: hits, misses, invalidations; and its entries now.`,
    labelNames: ['stat'] as const,
    registers: [registry],
    collect() {
      const cache = stats();
      if (!cache) return;
      for (const stat of ['hits', 'misses', 'invalidations', 'entries'] as const) this.set({ stat }, cache[stat]);
    },
  });
}

/** Latency buckets in seconds: the budgets sit between 1 ms and 1 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The edge's Prometheus metrics (issue 18, item 6): served on the internal listener only, never on
 * a broker's host. Requests are counted by their route's pattern (never the raw URL, so a scan of
 * random paths cannot grow the series); the rest is read at each scrape from what the edge keeps
 * anyway (the pool's counts, the host and principal caches' counters, the outbox).
 */
export function createEdgeMetrics(sources: MetricSources): { registry: Registry; observe(app: FastifyInstance): void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'wl_' });

  const requests = new RequestTally({
    requests: {
      name: 'wl_http_requests_total',
      help: 'Requests answered, by method, route pattern and status class.',
    },
    duration: {
      name: 'wl_http_request_duration_seconds',
      help: 'Time to answer a request, by method and route pattern.',
    },
    buckets: LATENCY_BUCKETS,
  });
  requests.register(registry);

  new Gauge({
    name: 'wl_db_pool_connections',
    help: 'Database pool connections: open, idle, and callers waiting for one; and the most allowed.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, sources.pool.totalCount);
      this.set({ state: 'idle' }, sources.pool.idleCount);
      this.set({ state: 'waiting' }, sources.pool.waitingCount);
      this.set({ state: 'max' }, sources.poolMax);
    },
  });

  new Gauge({
    name: 'wl_host_config_lookups',
    help: 'Host lookups since start, by what answered: the exact name, a wildcard, or the default row.',
    labelNames: ['answer'] as const,
    registers: [registry],
    collect() {
      const { counters } = sources.hostConfigs;
      this.set({ answer: 'exact' }, counters.exact);
      this.set({ answer: 'wildcard' }, counters.wildcard);
      this.set({ answer: 'fallback' }, counters.fallback);
    },
  });
  new Gauge({
    name: 'wl_host_configs',
    help: 'Host configs in memory.',
    registers: [registry],
    collect() {
      this.set(sources.hostConfigs.status().hosts);
    },
  });
  new Gauge({
    name: 'wl_host_config_notify_lag_seconds',
    help: 'From a host config change to this edge hearing it: the last, the most, the sum and the count.',
    labelNames: ['stat'] as const,
    registers: [registry],
    collect() {
      const { counters } = sources.hostConfigs;
      this.set({ stat: 'last' }, counters.notifyLagSecondsLast);
      this.set({ stat: 'max' }, counters.notifyLagSecondsMax);
      this.set({ stat: 'sum' }, counters.notifyLagSecondsSum);
      this.set({ stat: 'count' }, counters.notifications);
    },
  });
  new Gauge({
    name: 'wl_listening',
    help: '1 while a LISTEN connection is up, by what listens (host configs, principal cache, list cache).',
    labelNames: ['listener'] as const,
    registers: [registry],
    collect() {
      this.set({ listener: 'host_configs' }, sources.hostConfigs.status().listening ? 1 : 0);
      const principals = sources.principalCache();
      if (principals) this.set({ listener: 'principal_cache' }, principals.listening ? 1 : 0);
      const lists = sources.listCache();
      if (lists) this.set({ listener: 'list_cache' }, lists.listening ? 1 : 0);
    },
  });

  cacheGauge(registry, 'wl_principal_cache', 'The principal cache', sources.principalCache);
  cacheGauge(registry, 'wl_list_cache', 'The cache of list pages', sources.listCache);

  new Gauge({
    name: 'wl_mail_outbox_pending',
    help: 'Mails waiting in the outbox (-1 when the database did not answer).',
    registers: [registry],
    async collect() {
      try {
        const result = await sources.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'",
        );
        this.set(result.rows[0]?.n ?? 0);
      } catch {
        this.set(-1);
      }
    },
  });

  return {
    registry,
    observe(app) {
      // A callback hook, not an async one: it runs after every response (issue 18).
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? 'unmatched';
        requests.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
