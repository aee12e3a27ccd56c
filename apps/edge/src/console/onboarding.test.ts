import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { consolePlugin } from '@wl/console-server';
import {
  consoleCaller,
  createTestOperator,
  onboardingInput,
  SESSION_COOKIE,
  signedInToken,
} from '@wl/console-server/testing';
import { type Database, findHostConfig, hostConfigSnapshot, seedDemo, seedIds } from '@wl/db';
import dbPlugin from '@wl/db/fastify';
import { createTestDatabase } from '@wl/db/testing';
import { type OnboardHostInput, onboardHostSchema, onboardingSnapshot } from '@wl/shared/console';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostConfigStore } from '../hosts/host-config-store.ts';

let db: Database;
let url: string;
let token: string;
let operatorEmail: string;
let demoHostId: string;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  await seedDemo(db);
  const operator = await createTestOperator(db);
  operatorEmail = operator.email;
  token = await signedInToken(db, operator);
  demoHostId = (await db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } })).id;
});

async function caller() {
  return (await consoleCaller(db, token)).caller;
}

function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

function wizard(overrides: Partial<OnboardHostInput> = {}): OnboardHostInput {
  return onboardingInput(demoHostId, overrides);
}

/** Rows an onboarding writes, counted, to check that a refused one wrote nothing. */
async function counts() {
  const [tenants, hosts, revisions, networks, advisors, users, mails] = await Promise.all([
    db.tenant.count(),
    db.hostConfig.count(),
    db.hostConfigRevision.count(),
    db.brokerNetwork.count(),
    db.advisor.count(),
    db.user.count(),
    db.mailOutbox.count(),
  ]);
  return { tenants, hosts, revisions, networks, advisors, users, mails };
}

describe('hosts.onboard', () => {
  it('refuses a caller without an operator session', async () => {
    const { caller: anonymous } = await consoleCaller(db);
    await expect(anonymous.hosts.onboard(wizard())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.tenants.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("onboards a new tenant in the broker's own brand, pending: host, revision 1, networks, admin, no mail yet", async () => {
    const input = wizard();
    const result = await (await caller()).hosts.onboard(input);

    expect(result).toMatchObject({ hostname: input.hostname, tenantCreated: true, version: 1, status: 'pending' });
    expect(result.activationOrigin).toBe(`http://${input.hostname}`);
    const tenant = await db.tenant.findUniqueOrThrow({ where: { id: result.tenantId } });
    expect(tenant.name).toBe((input.tenant as { name: string }).name);

    const [source, host] = await Promise.all([
      db.hostConfig.findUniqueOrThrow({ where: { id: demoHostId } }),
      db.hostConfig.findUniqueOrThrow({ where: { id: result.hostConfigId } }),
    ]);
    expect(host).toMatchObject({
      hostname: input.hostname,
      tenantId: result.tenantId,
      isDefault: false,
      version: 1,
      status: 'pending',
      firstAdminId: result.adminId,
      wentLiveAt: null,
    });
    // The shared rule's snapshot: Acme's name and colours, Demo's neutral settings, nothing of Demo's brand.
    const brand = onboardHostSchema.parse(input).brand;
    expect(hostConfigSnapshot(host)).toEqual(
      onboardingSnapshot(hostConfigSnapshot(source) as never, {
        hostname: input.hostname,
        tenantId: result.tenantId,
        brand,
      }),
    );
    expect(host.siteTitle).toEqual({ pl: 'Acme Dom Maklerski', en: 'Acme Brokers' });
    for (const value of [host.logo, host.favicon, host.reg, host.privacyPolicy, host.consent2, host.headline]) {
      expect(value).toBeNull();
    }
    expect(JSON.stringify(hostConfigSnapshot(host))).not.toMatch(/Demo|demo\./);

    const revisions = await db.hostConfigRevision.findMany({ where: { hostConfigId: host.id } });
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ version: 1, publishedBy: operatorEmail });
    expect(revisions[0]?.snapshot).toEqual(JSON.parse(JSON.stringify(hostConfigSnapshot(host))));
    expect(((revisions[0]?.changes ?? []) as { field: string }[]).map((change) => change.field)).toContain('hostname');

    const networks = await db.brokerNetwork.findMany({
      where: { tenantId: result.tenantId },
      orderBy: { name: 'asc' },
    });
    expect(networks.map((network) => network.name)).toEqual(['Sieć Centrum', 'Sieć Zachód']);
    expect([...result.networkIds].sort()).toEqual(networks.map((network) => network.id).sort());

    const admin = await db.advisor.findUniqueOrThrow({
      where: { id: result.adminId },
      include: { user: true, networks: true },
    });
    expect(admin).toMatchObject({ tenantId: result.tenantId, role: 'admin', status: 'initial' });
    expect(admin.user).toMatchObject({ email: input.firstAdmin.email, firstName: 'Anna', passwordHash: null });
    expect(admin.networks.map((row) => row.networkId).sort()).toEqual([...result.networkIds].sort());
    const context = await db.userContext.findFirst({
      where: { userId: admin.userId, tenantId: result.tenantId, type: 'advisor_panel' },
    });
    expect(context).not.toBeNull();

    // Nobody is invited to a brand that is not live yet.
    expect(await db.mailOutbox.count({ where: { toAddress: input.firstAdmin.email } })).toBe(0);

    const audit = await db.auditLog.findFirst({
      where: { event: 'console.host_onboarded', data: { path: ['hostConfigId'], equals: host.id } },
    });
    expect(audit?.data).toMatchObject({ email: operatorEmail, tenantId: result.tenantId, adminId: result.adminId });
    expect(await db.auditLog.count({ where: { event: 'advisor.created', targetUserId: admin.userId } })).toBe(1);

    // The edge's host lookup finds it at once (the in-memory store reloads on the insert's notification).
    expect((await findHostConfig(db, input.hostname))?.id).toBe(host.id);
  });

  it('starts from the default row when asked: its settings, the broker brand', async () => {
    const input = wizard({ cloneFrom: { kind: 'default' } });
    const result = await (await caller()).hosts.onboard(input);
    const [source, host] = await Promise.all([
      db.hostConfig.findFirstOrThrow({ where: { isDefault: true } }),
      db.hostConfig.findUniqueOrThrow({ where: { id: result.hostConfigId } }),
    ]);
    const brand = onboardHostSchema.parse(input).brand;
    expect(hostConfigSnapshot(host)).toEqual(
      onboardingSnapshot(hostConfigSnapshot(source) as never, {
        hostname: input.hostname,
        tenantId: result.tenantId,
        brand,
      }),
    );
    // The platform's own logo is not the broker's either.
    expect(host.logo).toBeNull();
  });

  it('takes a Unicode host name, stores its ASCII form and refuses it again in either form', async () => {
    const label = unique('żółw');
    const result = await (await caller()).hosts.onboard(wizard({ hostname: `${label}.localhost` }));
    const host = await db.hostConfig.findUniqueOrThrow({ where: { id: result.hostConfigId } });
    expect(host.hostname).toMatch(/^xn--[a-z0-9-]+\.localhost$/);
    expect(result.hostname).toBe(host.hostname);
    const again = await (await caller()).hosts.onboard(wizard({ hostname: host.hostname as string })).then(
      () => null,
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(TRPCError);
    expect((again as TRPCError).code).toBe('CONFLICT');
  });

  it('refuses a host name that exists (CONFLICT) and writes nothing', async () => {
    const before = await counts();
    await expect((await caller()).hosts.onboard(wizard({ hostname: 'Demo.Localhost' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('demo.localhost'),
    });
    expect(await counts()).toEqual(before);
  });

  it('rolls everything back when a late step fails (admin e-mail taken in the existing tenant)', async () => {
    const before = await counts();
    const taken = await db.advisor.findFirstOrThrow({
      where: { tenantId: seedIds.demoTenant },
      include: { user: true },
    });
    await expect(
      (await caller()).hosts.onboard(
        wizard({
          tenant: { kind: 'existing', tenantId: seedIds.demoTenant },
          brokerNetworks: [unique('Nowa sieć')],
          firstAdmin: { email: taken.user.email, firstName: 'X', surname: 'Y' },
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['localhost', 'console:checks.hostReserved'],
    ['10.0.0.1', 'console:checks.hostIpAddress'],
    ['intranet', 'console:checks.hostSingleLabel'],
    ['broker.example', 'console:checks.hostReserved'],
    ['not a host', 'validation:hostName'],
  ])('refuses the host name %s (BAD_REQUEST)', async (hostname, message) => {
    const before = await counts();
    const error = await (await caller()).hosts.onboard(wizard({ hostname })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(JSON.stringify((error as { cause?: unknown }).cause)).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('onboards a wildcard host that the lookup resolves for its sub-domains; mail links to www.', async () => {
    const domain = `${unique('broker')}.test`;
    const result = await (await caller()).hosts.onboard(wizard({ hostname: `*.${domain}` }));
    expect(result.hostname).toBe(`*.${domain}`);
    expect(result.activationOrigin).toBe(`http://www.${domain}`);
    expect((await findHostConfig(db, `inwestor.${domain}`))?.id).toBe(result.hostConfigId);
    expect((await findHostConfig(db, `a.b.${domain}`))?.id).toBe(result.hostConfigId);
    await (await caller()).hosts.goLive({ hostConfigId: result.hostConfigId, expectedVersion: 1 });
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { tenantId: result.tenantId } });
    expect(mail.host).toBe(`www.${domain}`);
    expect(mail.text).toContain(`http://www.${domain}/`);
  });

  it('adds a host to an existing tenant; the admin joins the networks chosen, never all of them', async () => {
    const networks = await db.brokerNetwork.findMany({ where: { tenantId: seedIds.demoTenant } });
    expect(networks.length).toBeGreaterThan(1);
    const chosen = networks[0]?.id as string;
    const result = await (await caller()).hosts.onboard(
      wizard({
        tenant: { kind: 'existing', tenantId: seedIds.demoTenant },
        brokerNetworks: [],
        adminNetworkIds: [chosen],
      }),
    );
    expect(result).toMatchObject({ tenantId: seedIds.demoTenant, tenantCreated: false, networkIds: [] });
    const admin = await db.advisor.findUniqueOrThrow({ where: { id: result.adminId }, include: { networks: true } });
    expect(admin.networks.map((row) => row.networkId)).toEqual([chosen]);
  });

  it('refuses an existing tenant without a chosen or new network, and a network of another tenant', async () => {
    const client = await caller();
    const before = await counts();
    const existing: Partial<OnboardHostInput> = {
      tenant: { kind: 'existing', tenantId: seedIds.customTenant },
      brokerNetworks: [],
    };
    const none = await client.hosts.onboard(wizard(existing)).catch((error: unknown) => error);
    expect(none).toMatchObject({ code: 'BAD_REQUEST' });
    expect(JSON.stringify((none as { cause?: unknown }).cause)).toContain('console:checks.adminNetworkRequired');
    const demoNetwork = await db.brokerNetwork.findFirstOrThrow({ where: { tenantId: seedIds.demoTenant } });
    await expect(
      client.hosts.onboard(wizard({ ...existing, adminNetworkIds: [demoNetwork.id] })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a new tenant without networks, an unknown tenant and an unknown clone source', async () => {
    const client = await caller();
    await expect(client.hosts.onboard(wizard({ brokerNetworks: [] }))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      client.hosts.onboard(wizard({ tenant: { kind: 'existing', tenantId: randomUUID() } })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      client.hosts.onboard(wizard({ cloneFrom: { kind: 'host', hostConfigId: randomUUID() } })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('a running edge', () => {
  let store: HostConfigStore;

  beforeAll(async () => {
    store = new HostConfigStore(db, url, { info: () => {}, warn: () => {} });
    await store.start();
  });
  afterAll(() => store.close());

  it('answers for the onboarded host within a second (the insert notifies host_config_changed)', async () => {
    const input = wizard({ hostname: `${unique('live')}.localhost` });
    expect(store.resolve(input.hostname).hostname).toBeNull();
    const started = Date.now();
    const result = await (await caller()).hosts.onboard(input);
    await expect
      .poll(() => store.resolve(input.hostname).id, { timeout: 1000, interval: 10 })
      .toBe(result.hostConfigId);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(store.resolve(input.hostname).branding.tenantId).toBe(result.tenantId);
  });
});

describe('POST /console/trpc/hosts.onboard', () => {
  it("fills in the host's public origin from configuration, never from the console request (decision 028)", async () => {
    const origins = { scheme: 'https', port: 8443, defaultOrigin: 'https://platform.example:8443' } as const;
    const app = Fastify({ trustProxy: true });
    await app.register(dbPlugin, { databaseUrl: url });
    await app.register(consolePlugin, { distDir: '/nonexistent/console-dist', publicOrigins: origins });
    await app.ready();
    const onboard = (input: OnboardHostInput) =>
      app.inject({
        method: 'POST',
        url: '/console/trpc/hosts.onboard',
        headers: { host: 'localhost:3000', 'x-forwarded-proto': 'http', 'content-type': 'application/json' },
        cookies: { [SESSION_COOKIE]: token },
        payload: JSON.stringify(input),
      });
    try {
      const input = wizard();
      const response = await onboard(input);
      expect(response.statusCode, response.body).toBe(200);
      const expected = `https://${input.hostname}:8443`;
      expect(response.json().result.data.activationOrigin).toBe(expected);
      const host = await db.hostConfig.findUniqueOrThrow({ where: { hostname: input.hostname } });
      expect(host.publicOrigin).toBe(expected);
      await (await caller()).hosts.goLive({ hostConfigId: host.id, expectedVersion: 1 });
      const mail = await db.mailOutbox.findFirstOrThrow({ where: { toAddress: input.firstAdmin.email } });
      expect(mail.text).toContain(`${expected}/auth/activate-from-email/`);
      expect(mail.text).not.toContain('localhost:3000');

      // The operator may name it (the broker's www. name, say).
      const named = wizard({ publicOrigin: 'https://www.acme-brokers.pl' });
      const second = await onboard(named);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().result.data.activationOrigin).toBe('https://www.acme-brokers.pl');
      const refused = await onboard(wizard({ publicOrigin: 'https://evil.example/path?x=' }));
      expect(refused.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('tenants.list', () => {
  it('lists tenants by name with their host counts', async () => {
    const rows = await (await caller()).tenants.list();
    expect(rows.find((row) => row.id === seedIds.demoTenant)).toMatchObject({
      name: 'Demo Dom Maklerski',
      hostCount: expect.any(Number),
    });
    const demo = rows.find((row) => row.id === seedIds.demoTenant);
    expect(demo?.hostCount).toBeGreaterThanOrEqual(2);
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
