import { createTestDatabase } from '@wl/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CACHES_APPLICATION } from '../app.ts';
import { signIn } from '../testing/auth-helpers.ts';
import { startCacheListener } from '../testing/cache-listener.ts';
import { createAdvisor, createNetwork, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import type { CacheListener } from './notified-cache.ts';
import { PRINCIPAL_CHANNEL, PrincipalCache } from './principal-cache.ts';

/**
 * Issue 18, item 2 (decision 049): callers come from a per-process cache that forgets a user the
 * moment a trigger reports a change to their rows; every rule of the authorization matrix still
 * holds at the next request.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const data = (host: string, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/data', headers: { host, authorization: `Bearer ${token}` } });

async function advisorSession(role: 'advisor' | 'coordinator' | 'admin' = 'advisor') {
  const tenant = await createTenant(t.db);
  const network = await createNetwork(t.db, tenant.tenantId);
  const advisor = await createAdvisor(t.db, tenant.tenantId, { role, networkIds: [network.id] });
  const tokens = await signIn(t, tenant.host, advisor.email);
  return { tenant, network, ...advisor, tokens };
}

describe('the principal cache', () => {
  it('answers a signed-in caller from memory after the first request', async () => {
    const { tenant, tokens } = await advisorSession();
    expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(200);
    const before = t.app.principalCache.stats;
    for (let i = 0; i < 5; i++) expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(200);
    const after = t.app.principalCache.stats;
    expect(after.listening).toBe(true);
    expect(after.hits - before.hits).toBe(5);
    expect(after.misses - before.misses).toBe(0);
  });

  it('a logout through the API refuses the token at the very next request (no wait in between)', async () => {
    const { tenant, tokens } = await advisorSession();
    expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: tenant.host, authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(401);
  });

  it('forgets a caller whose advisor row changes in the database, by whatever wrote it', async () => {
    const { tenant, advisor, tokens } = await advisorSession();
    expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(200);
    await t.db.advisor.update({ where: { id: advisor.id }, data: { status: 'deleted' } });
    await expect
      .poll(async () => (await data(tenant.host, tokens.accessToken)).statusCode, { timeout: 1000, interval: 5 })
      .toBe(401);
  });

  it('a role, the networks and the name changed in the database are what the next request is judged by', async () => {
    const { tenant, advisor, user, network, tokens } = await advisorSession('admin');
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      t.call({ method, url, host: tenant.host, token: tokens.accessToken, body });
    // Admins only: an admin's empty form is invalid (400), anyone else's refused (403).
    expect((await call('POST', '/api/advisor/advisor', {})).statusCode).toBe(400);
    await t.db.advisor.update({ where: { id: advisor.id }, data: { role: 'advisor' } });
    expect((await call('POST', '/api/advisor/advisor', {})).statusCode).toBe(403);

    expect((await call('GET', '/api/advisor/network')).json().map((n: { id: string }) => n.id)).toEqual([network.id]);
    const other = await createNetwork(t.db, tenant.tenantId);
    await t.db.advisorNetwork.create({ data: { advisorId: advisor.id, networkId: other.id } });
    await t.db.advisorNetwork.delete({
      where: { advisorId_networkId: { advisorId: advisor.id, networkId: network.id } },
    });
    expect((await call('GET', '/api/advisor/network')).json().map((n: { id: string }) => n.id)).toEqual([other.id]);

    await t.db.user.update({ where: { id: user.id }, data: { firstName: 'Zmieniona' } });
    expect((await call('GET', '/api/auth/data')).json().user.firstName).toBe('Zmieniona');
  });

  it('without its listener it is off: every request reads the database, and it comes back on', async () => {
    const { tenant, tokens } = await advisorSession();
    expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(200);
    await t.db.$queryRawUnsafe(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${API_CACHES_APPLICATION}' AND datname = current_database()`,
    );
    await expect.poll(() => t.app.principalCache.stats.listening, { timeout: 2000 }).toBe(false);
    const before = t.app.principalCache.stats;
    expect(before.entries).toBe(0);
    expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(200);
    expect(t.app.principalCache.stats.entries).toBe(0);
    await expect.poll(() => t.app.principalCache.stats.listening, { timeout: 5000 }).toBe(true);
  });
});

describe('a read that raced a change', () => {
  const cache = new PrincipalCache<string>();
  let listener: CacheListener;
  beforeAll(async () => {
    const database = await createTestDatabase();
    listener = await startCacheListener(database.url, { [PRINCIPAL_CHANNEL]: cache });
  });
  afterAll(() => listener.close());

  it('is returned but not kept when a change was heard while it was read', async () => {
    const first = await cache.get('k', ['u1'], async () => {
      cache.forget('someone-else');
      return 'old';
    });
    expect(first).toBe('old');
    expect(await cache.get('k', ['u1'], async () => 'new')).toBe('new');
    expect(await cache.get('k', ['u1'], async () => 'newer')).toBe('new');
  });

  it('forgets only the entries of the changed user, and nulls are never kept', async () => {
    await cache.get('a', ['u1'], async () => 'a');
    await cache.get('b', ['u2', 'u1'], async () => 'b');
    await cache.get('c', ['u3'], async () => 'c');
    await cache.get('d', ['u4'], async () => null);
    cache.forget('u1');
    expect(await cache.get('a', ['u1'], async () => 'a2')).toBe('a2');
    expect(await cache.get('b', ['u2', 'u1'], async () => 'b2')).toBe('b2');
    expect(await cache.get('c', ['u3'], async () => 'c2')).toBe('c');
    expect(await cache.get('d', ['u4'], async () => 'd2')).toBe('d2');
  });
});

describe('a write while the database does not answer', () => {
  it('waits at most its bound for the listener, then forgets everything rather than trust it', async () => {
    const database = await createTestDatabase();
    const cache = new PrincipalCache<string>();
    const caches = await startCacheListener(database.url, { [PRINCIPAL_CHANNEL]: cache }, 200);
    try {
      await cache.get('k', ['u1'], async () => 'cached');
      expect(cache.stats.entries).toBe(1);
      // The listener's connection busy for a second: its round trip cannot come back in time.
      const { listener } = caches as unknown as { listener: { client: { query(sql: string): Promise<unknown> } } };
      const busy = listener.client.query('SELECT pg_sleep(1)');
      const started = Date.now();
      await caches.settled();
      expect(Date.now() - started).toBeLessThan(900);
      expect(cache.stats.entries).toBe(0);
      await busy;
    } finally {
      await caches.close();
    }
  });
});
