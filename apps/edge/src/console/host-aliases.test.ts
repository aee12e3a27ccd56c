import { randomUUID } from 'node:crypto';
import { consoleCaller, createTestOperator, onboardingInput, openedSessionToken } from '@wl/console-server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInternalApp } from '../internal/internal-app.ts';
import { refusal } from '../testing/refusal.ts';
import { createTestApp, eventually, type TestApp } from '../testing/test-app.ts';

/*
 * Issue 17, item 5 (decision 048): a host's other names (apex + www, a former name) redirect to
 * it on every edge, get certificates like it, and are nobody else's name.
 */

let test: TestApp;
let token: string;
let demoHostId: string;
let internal: ReturnType<typeof buildInternalApp>;

beforeAll(async () => {
  test = await createTestApp();
  token = await openedSessionToken(test.db, await createTestOperator(test.db));
  demoHostId = (await test.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } })).id;
  internal = buildInternalApp({ hostConfigs: test.app.hostConfigs, platformHosts: [] });
  await internal.ready();
  return () => internal.close();
});

async function caller() {
  return (await consoleCaller(test.db, token)).caller;
}

async function liveHost() {
  const console = await caller();
  const onboarded = await console.hosts.onboard(onboardingInput(demoHostId));
  await console.hosts.goLive({ hostConfigId: onboarded.hostConfigId, expectedVersion: 1 });
  const row = await test.db.hostConfig.findUniqueOrThrow({ where: { id: onboarded.hostConfigId } });
  return { id: row.id, hostname: onboarded.hostname, publicOrigin: row.publicOrigin };
}

const get = (host: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  test.app.inject({
    method,
    url,
    headers: { host, 'content-type': 'application/json' },
    payload: method === 'POST' ? '{}' : undefined,
  });

async function ask(domain: string) {
  return (await internal.inject({ method: 'GET', url: `/tls/ask?domain=${encodeURIComponent(domain)}` })).statusCode;
}

describe('a host alias', () => {
  it('redirects every path and method to the host’s public origin (308) and gets a certificate', async () => {
    const host = await liveHost();
    const alias = `www.${host.hostname}`;
    expect(await ask(alias)).toBe(403);
    const result = await (await caller()).hosts.addAlias({ hostConfigId: host.id, hostname: alias.toUpperCase() });
    expect(result.aliases).toEqual([alias]);

    await eventually(async () => expect((await get(alias, '/')).statusCode).toBe(308));
    const origin = test.app.hostEntry({ host: host.hostname } as never).publicOrigin;
    const page = await get(alias, '/app/offers?tab=2');
    expect(page.headers.location).toBe(`${origin}/app/offers?tab=2`);
    const api = await get(alias, '/auth/login', 'POST');
    expect(api.statusCode).toBe(308);
    expect(api.headers.location).toBe(`${origin}/auth/login`);
    // The Host header never chooses the target: a forged port or scheme changes nothing.
    const forged = await test.app.inject({ method: 'GET', url: '/', headers: { host: `${alias}:8443` } });
    expect(forged.headers.location).toBe(`${origin}/`);
    expect(await ask(alias)).toBe(200);

    const audit = await test.db.auditLog.findFirstOrThrow({
      where: { event: 'console.alias_added', data: { path: ['alias'], equals: alias } },
    });
    expect(audit.data).toMatchObject({ hostConfigId: host.id });

    // Suspended, the host's aliases get no certificate either.
    await (await caller()).hosts.suspend({ hostConfigId: host.id, reason: 'Koniec współpracy z brokerem.' });
    await eventually(async () => expect(await ask(alias)).toBe(403));

    await (await caller()).hosts.removeAlias({ hostConfigId: host.id, hostname: alias });
    await eventually(async () => expect((await get(alias, '/')).statusCode).not.toBe(308));
  });

  it('is nobody else’s name: not another host’s, not another host’s alias, not the host’s own', async () => {
    const first = await liveHost();
    const second = await liveHost();
    const alias = `apex-${randomUUID().slice(0, 6)}.localhost`;
    const console = await caller();
    await console.hosts.addAlias({ hostConfigId: first.id, hostname: alias });

    expect(await refusal(console.hosts.addAlias({ hostConfigId: second.id, hostname: alias }))).toEqual({
      code: 'CONFLICT',
      key: 'console:refusals.catalogue.hostTaken',
    });
    expect(await refusal(console.hosts.addAlias({ hostConfigId: second.id, hostname: first.hostname }))).toEqual({
      code: 'CONFLICT',
      key: 'console:refusals.catalogue.hostTaken',
    });
    expect(await refusal(console.hosts.addAlias({ hostConfigId: first.id, hostname: first.hostname }))).toEqual({
      code: 'BAD_REQUEST',
      key: 'console:refusals.aliases.ownName',
    });
    // Onboarding and renaming another host to it are refused too.
    expect(await refusal(console.hosts.rename({ hostConfigId: second.id, hostname: alias }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await refusal(console.hosts.onboard(onboardingInput(demoHostId, { hostname: alias })))).toMatchObject({
      code: 'CONFLICT',
    });
    const wildcard = await console.hosts
      .addAlias({ hostConfigId: first.id, hostname: '*.wild.localhost' })
      .catch((error: unknown) => error);
    expect(wildcard).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps a renamed host’s old name as a redirect, and lets an alias become the name (www ↔ apex)', async () => {
    const host = await liveHost();
    const renamed = `renamed-${randomUUID().slice(0, 6)}.localhost`;
    const console = await caller();
    await console.hosts.rename({ hostConfigId: host.id, hostname: renamed, keepOldName: true });
    const state = await console.branding.get({ hostConfigId: host.id });
    expect(state.host.aliases).toEqual([host.hostname]);
    await eventually(async () => expect((await get(host.hostname, '/x')).statusCode).toBe(308));
    expect((await get(host.hostname, '/x')).headers.location).toBe(
      `${test.app.hostEntry({ host: renamed } as never).publicOrigin}/x`,
    );

    // Back to the old name: its alias becomes the name again, and the other name the alias.
    await console.hosts.rename({ hostConfigId: host.id, hostname: host.hostname, keepOldName: true });
    expect((await console.branding.get({ hostConfigId: host.id })).host.aliases).toEqual([renamed]);
    await eventually(async () => expect((await get(host.hostname, '/')).statusCode).toBe(200));
  });
});
