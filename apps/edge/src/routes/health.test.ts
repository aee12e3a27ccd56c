import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('health', () => {
  it('/healthz is ok and /readyz ready with the host count', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'up', hostConfigListener: 'listening', hostConfigs: 4 },
    });
  });

  // Issue #15, finding 10 (decision 030): the public learns ready or degraded, nothing more.
  it('/readyz tells the public its status alone; the checks only to a probe on this machine', async () => {
    for (const request of [
      { url: '/readyz', remoteAddress: '203.0.113.9' },
      { url: '/readyz', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { url: '/readyz', remoteAddress: '10.0.0.5', headers: { host: 'demo.localhost' } },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
    }
    expect((await t.app.inject({ url: '/readyz', remoteAddress: '127.0.0.1' })).json()).toHaveProperty('checks');
  });

  it('reconnects the config listener after its connection is killed, and catches up on missed changes', async () => {
    await t.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await t.db.hostConfig.update({ where: { hostname: 'demo.localhost' }, data: { siteTitle: { pl: 'Po awarii' } } });
    await eventually(async () => {
      const page = await t.app.inject({ url: '/', headers: { host: 'demo.localhost', accept: 'text/html' } });
      expect(page.body).toContain('<title>Po awarii</title>');
      expect((await t.app.inject('/readyz')).json().status).toBe('ready');
    }, 10_000);
  });
});
