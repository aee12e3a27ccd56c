import { DEMO_PASSWORD } from '@wl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../testing/test-app.ts';
import { buildInternalApp } from './internal-app.ts';

/*
 * Issue 18, item 6: the edge's Prometheus metrics, on the internal listener only: requests per
 * route pattern, the pool, the host and principal caches, the LISTEN/NOTIFY lag and the outbox.
 */

let test: TestApp;
let internal: ReturnType<typeof buildInternalApp>;

beforeAll(async () => {
  test = await createTestApp();
  internal = buildInternalApp({ hostConfigs: test.app.hostConfigs, platformHosts: [], metrics: test.app.metrics });
  await internal.ready();
  return () => internal.close();
});

async function scrape(): Promise<string> {
  const response = await internal.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one series of the scrape (NaN when it is missing). */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe('GET /metrics on the internal listener', () => {
  it('counts requests by route pattern and status class, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) await test.app.inject({ method: 'GET', url: '/healthz' });
    await test.app.inject({ method: 'GET', url: '/no/such/path-123', headers: { accept: 'application/json' } });
    const text = await scrape();
    expect(
      seriesValue(text, 'wl_http_requests_total{method="GET",route="/healthz",status="2xx"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(text).toContain('wl_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"}');
    expect(text).not.toContain('path-123');
  });

  it('reports the pool, the host lookups, the principal and list caches and the outbox', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { host: 'demo.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'doradca@demo.localhost', password: DEMO_PASSWORD }),
    });
    const token = (login.json() as { accessToken: string }).accessToken;
    for (let i = 0; i < 2; i++) {
      for (const url of ['/api/auth/data', '/api/advisor/investor/offers?limit=20']) {
        await test.app.inject({
          method: 'GET',
          url,
          headers: { host: 'demo.localhost', authorization: `Bearer ${token}` },
        });
      }
    }
    const text = await scrape();
    expect(seriesValue(text, 'wl_db_pool_connections{state="max"}')).toBe(10);
    expect(seriesValue(text, 'wl_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'wl_host_config_lookups{answer="exact"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'wl_host_configs')).toBeGreaterThanOrEqual(3);
    expect(seriesValue(text, 'wl_principal_cache{stat="hits"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'wl_principal_cache{stat="misses"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'wl_listening{listener="host_configs"}')).toBe(1);
    expect(seriesValue(text, 'wl_listening{listener="principal_cache"}')).toBe(1);
    expect(seriesValue(text, 'wl_list_cache{stat="hits"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'wl_list_cache{stat="misses"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'wl_listening{listener="list_cache"}')).toBe(1);
    expect(seriesValue(text, 'wl_mail_outbox_pending')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('wl_process_resident_memory_bytes');
  });

  it('measures how long a host config change takes to reach the edge', async () => {
    const before = seriesValue(await scrape(), 'wl_host_config_notify_lag_seconds{stat="count"}');
    await test.db.hostConfig.update({ where: { hostname: 'custom.localhost' }, data: { version: { increment: 1 } } });
    await eventually(async () => {
      const text = await scrape();
      expect(seriesValue(text, 'wl_host_config_notify_lag_seconds{stat="count"}')).toBe(before + 1);
      const last = seriesValue(text, 'wl_host_config_notify_lag_seconds{stat="last"}');
      expect(last).toBeGreaterThanOrEqual(0);
      expect(last).toBeLessThan(5);
    });
  });

  it('is not served on the public listener', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { host: 'demo.localhost', accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });
});
