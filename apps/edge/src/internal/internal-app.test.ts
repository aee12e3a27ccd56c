import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, platformHostNames } from '../config.ts';
import { createTestApp, eventually, type TestApp } from '../testing/test-app.ts';
import { buildInternalApp } from './internal-app.ts';

/*
 * Caddy's on-demand TLS question (decision 039): a certificate only for names the platform
 * serves, answered from the edge's live host configs.
 */

let test: TestApp;
let internal: ReturnType<typeof buildInternalApp>;

beforeAll(async () => {
  test = await createTestApp();
  internal = buildInternalApp({
    hostConfigs: test.app.hostConfigs,
    platformHosts: ['platform.example.com', 'console.platform.example.com'],
  });
  await internal.ready();
  return () => internal.close();
});

async function ask(domain?: string) {
  const response = await internal.inject({
    method: 'GET',
    url: domain === undefined ? '/tls/ask' : `/tls/ask?domain=${encodeURIComponent(domain)}`,
  });
  return response.statusCode;
}

describe('GET /tls/ask', () => {
  it('allows the hosts the platform serves and its own names', async () => {
    expect(await ask('demo.localhost')).toBe(200);
    expect(await ask('Custom.Localhost')).toBe(200);
    expect(await ask('platform.example.com')).toBe(200);
    expect(await ask('console.platform.example.com')).toBe(200);
  });

  it('allows the names under a wildcard host, not its bare domain unless a row names it', async () => {
    const tenant = await test.db.tenant.findFirstOrThrow();
    await test.db.hostConfig.create({ data: { hostname: '*.wild.example.org', tenantId: tenant.id } });
    await eventually(async () => expect(await ask('a.wild.example.org')).toBe(200));
    expect(await ask('b.c.wild.example.org')).toBe(200);
    expect(await ask('wild.example.org')).toBe(403);
  });

  it('refuses unknown names (the default row answers them, but gets no certificate for them)', async () => {
    expect(await ask('attacker.example')).toBe(403);
    expect(await ask('localhost.attacker.example')).toBe(403);
    expect(await ask('10.0.0.1')).toBe(403);
    expect(await ask('demo.localhost:443')).toBe(403);
    expect(await ask('demo.localhost/x')).toBe(403);
    expect(await ask('')).toBe(400);
    expect(await ask()).toBe(400);
    expect(await ask('a'.repeat(300))).toBe(400);
  });

  it('follows the lifecycle at once: pending yes (its neutral page), suspended no, live yes', async () => {
    const tenant = await test.db.tenant.findFirstOrThrow();
    const row = await test.db.hostConfig.create({
      data: { hostname: 'later.example.org', tenantId: tenant.id, status: 'pending' },
    });
    await eventually(async () => expect(await ask('later.example.org')).toBe(200));
    await test.db.hostConfig.update({ where: { id: row.id }, data: { status: 'suspended' } });
    await eventually(async () => expect(await ask('later.example.org')).toBe(403));
    await test.db.hostConfig.update({ where: { id: row.id }, data: { status: 'live' } });
    await eventually(async () => expect(await ask('later.example.org')).toBe(200));
  });

  it('is not on the public port', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/tls/ask?domain=demo.localhost' });
    expect(response.statusCode).toBe(404);
  });
});

describe('platformHostNames', () => {
  it("names PUBLIC_ORIGIN's and the console origins' hosts, once each", () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://platform.example.com',
      CONSOLE_ORIGINS: 'https://console.platform.example.com, https://platform.example.com',
    });
    expect(platformHostNames(config)).toEqual(['platform.example.com', 'console.platform.example.com']);
    expect(loadConfig({ INTERNAL_PORT: '3001' })).toMatchObject({ INTERNAL_PORT: 3001, INTERNAL_HOST: '127.0.0.1' });
  });
});
