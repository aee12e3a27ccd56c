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
