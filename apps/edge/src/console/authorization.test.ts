import { randomUUID } from 'node:crypto';
import { TokenService } from '@wl/api';
import { createAdvisor } from '@wl/api/testing';
import { consoleRouter } from '@wl/console-server/router';
import {
  createTestOperator,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  startSession,
  type TestOperator,
} from '@wl/console-server/testing';
import {
  consoleErrorDataSchema,
  hasRole,
  type OperatorRole,
  operatorAuthMessages,
  operatorRoles,
} from '@wl/shared/console';
import { errorBodySchema } from '@wl/shared/errors';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The console's authorization matrix (issue #9): every procedure of the console router, called
 * over HTTP as the console calls it, by every kind of caller that is not a signed-in operator —
 * no cookie, a garbage cookie, the stored hash of a live session (a database leak replayed), a
 * session past its idle limit, one past its absolute limit, a deactivated operator's session, and
 * a platform admin's bearer token (valid on the API, meaningless here) — and by a signed-in
 * operator. Every refusal is a 401 with the console's error data, writes nothing and leaks
 * nothing; only `auth.*` answers without an operator, by design. Each row names the least role
 * that may call it (none: any operator may read it, decision 046): every role below it gets a
 * 403 that names the role needed and writes nothing.
 *
 * A new procedure is one row: the last test fails while the router has a procedure without one.
 */

const JWT_SECRET = 'test-secret-of-the-edge-at-least-32-chars';
let t: TestApp;
let operator: TestOperator;
let deactivated: TestOperator;
/** One operator of each role (the `operator` above is an admin). */
const byRole = {} as Record<OperatorRole, TestOperator>;
let adminToken: string;
let demo: { id: string; tenantId: string };
/** Values no refusal may carry. */
let secrets: string[];

/** A procedure's input for the signed-in call (an unknown id where one is needed: not found is fine). */
const rows: Record<string, { input?: unknown; public?: true; role?: OperatorRole }> = {
  'auth.signIn': { input: {}, public: true },
  'auth.signOut': { public: true },
  'auth.me': { public: true },
  'auth.passwordLink': { input: { token: 'not-a-token' }, public: true },
  'auth.setPassword': { input: {}, public: true },
  'operators.list': { role: 'admin' },
  'operators.invite': { input: {}, role: 'admin' },
  'operators.resendInvitation': { input: {}, role: 'admin' },
  'operators.setRole': { input: {}, role: 'admin' },
  'operators.deactivate': { input: {}, role: 'admin' },
  'operators.reactivate': { input: {}, role: 'admin' },
  'operators.resetAccess': { input: {}, role: 'admin' },
  'hosts.list': {},
  'hosts.onboard': { input: {}, role: 'admin' },
  'hosts.goLive': { input: {}, role: 'publisher' },
  'hosts.resendActivation': { input: {}, role: 'publisher' },
  'hosts.suspend': { input: {}, role: 'publisher' },
  'hosts.resume': { input: {}, role: 'publisher' },
  'hosts.rename': { input: {}, role: 'admin' },
  'hosts.delete': { input: {}, role: 'admin' },
  'hosts.addAlias': { input: {}, role: 'admin' },
  'hosts.removeAlias': { input: {}, role: 'admin' },
  'hosts.domainStatus': { input: { hostConfigId: randomUUID() } },
  'hosts.senderStatus': { input: { hostConfigId: randomUUID() } },
  'hosts.sendTestMail': { input: {}, role: 'publisher' },
  'tenants.list': {},
  'catalogue.networks.list': { input: { tenantId: randomUUID() } },
  'catalogue.networks.create': { input: {}, role: 'editor' },
  'catalogue.networks.rename': { input: {}, role: 'editor' },
  'catalogue.admins.create': { input: {}, role: 'admin' },
  'catalogue.campaigns.list': { input: { tenantId: randomUUID() } },
  'catalogue.campaigns.create': { input: {}, role: 'editor' },
  'catalogue.campaigns.update': { input: {}, role: 'editor' },
  'catalogue.products.create': { input: {}, role: 'editor' },
  'catalogue.products.update': { input: {}, role: 'editor' },
  'auditLog.list': { input: {} },
  'auditLog.events': {},
  'auditLog.exportCsv': { input: {} },
  'outbox.list': { input: {} },
  'outbox.get': { input: { id: randomUUID() }, role: 'publisher' },
  'outbox.templates': {},
  'branding.get': { input: { hostConfigId: randomUUID() } },
  'branding.saveDraft': { input: {}, role: 'editor' },
  'branding.discardDraft': { input: {}, role: 'editor' },
  'branding.publish': { input: {}, role: 'publisher' },
  'branding.revisions': { input: { hostConfigId: randomUUID() } },
  'branding.rollback': { input: {}, role: 'publisher' },
  'branding.compare': { input: { hostConfigId: randomUUID(), from: 1, to: 2 } },
  'preview.createToken': { input: {}, role: 'editor' },
  'publishing.rules': { input: { hostConfigId: randomUUID() } },
  'publishing.request': { input: {}, role: 'editor' },
  'publishing.approve': { input: {}, role: 'publisher' },
  'publishing.reject': { input: {}, role: 'publisher' },
  'publishing.cancel': { input: {}, role: 'editor' },
  'publishing.setFourEyes': { input: {}, role: 'admin' },
};

const procedures = Object.entries(
  (consoleRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures,
).map(([path, procedure]) => ({ path, type: procedure._def.type as 'query' | 'mutation' }));

type Caller = 'anonymous' | 'garbage' | 'storedHash' | 'idle' | 'absolute' | 'deactivated' | 'platformAdmin';
const refusedCallers: Caller[] = [
  'anonymous',
  'garbage',
  'storedHash',
  'idle',
  'absolute',
  'deactivated',
  'platformAdmin',
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const client = { ip: '203.0.113.7', userAgent: 'vitest' };

/** The request headers of a caller; sessions are made per call (a refused one is deleted). */
async function headersOf(caller: Caller | 'operator' | OperatorRole): Promise<Record<string, string>> {
  const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
  switch (caller) {
    case 'anonymous':
      return {};
    case 'garbage':
      return cookie('garbage-not-a-session');
    case 'storedHash': {
      const { token } = await startSession(t.db, operator.id, client);
      const { tokenHash } = await t.db.operatorSession.findFirstOrThrow({
        where: { operatorId: operator.id },
        orderBy: { createdAt: 'desc' },
        select: { tokenHash: true },
      });
      expect(tokenHash).not.toBe(token);
      return cookie(tokenHash);
    }
    case 'idle':
      return cookie((await startSession(t.db, operator.id, client, minutesAgo(SESSION_IDLE_MS / 60_000 + 1))).token);
    case 'absolute': {
      const started = minutesAgo(SESSION_ABSOLUTE_MS / 60_000 + 1);
      const { token } = await startSession(t.db, operator.id, client, started);
      // Busy until a minute ago, so only the absolute limit ends it.
      await t.db.operatorSession.updateMany({
        where: { operatorId: operator.id, createdAt: started },
        data: { lastSeenAt: minutesAgo(1) },
      });
      return cookie(token);
    }
    case 'deactivated':
      return cookie((await startSession(t.db, deactivated.id, client)).token);
    case 'platformAdmin':
      return { authorization: `Bearer ${adminToken}` };
    case 'operator':
      return cookie((await startSession(t.db, operator.id, client)).token);
    default:
      return cookie((await startSession(t.db, byRole[caller].id, client)).token);
  }
}

function call(path: string, type: 'query' | 'mutation', input: unknown, headers: Record<string, string>) {
  if (type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return t.app.inject({ method: 'GET', url: `/console/trpc/${path}${query}`, headers });
  }
  return t.app.inject({
    method: 'POST',
    url: `/console/trpc/${path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input ?? {}),
  });
}

/** Rows of every table a console procedure writes, to prove a refusal wrote nothing. */
async function counts() {
  const db = t.db;
  return Promise.all([
    db.tenant.count(),
    db.hostConfig.count(),
    db.hostConfigDraft.count(),
    db.hostConfigRevision.count(),
    db.brokerNetwork.count(),
    db.advisor.count(),
    db.campaign.count(),
    db.product.count(),
    db.mailOutbox.count(),
    db.auditLog.count(),
    db.brandingAsset.count(),
    db.operator.count({ where: { active: true } }),
    db.operator.count(),
    db.operatorToken.count(),
    db.publishRequest.count(),
    db.hostAlias.count(),
    db.tenant.count({ where: { fourEyesPublish: true } }),
  ]);
}

function expectNoLeak(response: LightMyRequestResponse, label: string) {
  for (const secret of secrets) expect(response.body, label).not.toContain(secret);
  expect(response.body, label).not.toMatch(/\bat .+\.ts:\d+/); // no stack trace
}

function expectRefusal(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
  const { error } = response.json() as { error: { message: string; data: Record<string, unknown> } };
  const data = consoleErrorDataSchema.strict().parse(error.data);
  expect(data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401, messageKey: 'console:refusals.signedOut' });
  expect(error.message).toBe(operatorAuthMessages.signedOut);
  // A refusal never starts a session.
  expect(String(response.headers['set-cookie'] ?? ''), label).not.toMatch(new RegExp(`${SESSION_COOKIE}=[^;]`));
  expectNoLeak(response, label);
}

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET });
  operator = await createTestOperator(t.db);
  deactivated = await createTestOperator(t.db);
  for (const role of operatorRoles) byRole[role] = await createTestOperator(t.db, { role });
  await t.db.operator.update({ where: { id: deactivated.id }, data: { active: false } });
  const host = await t.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } });
  demo = { id: host.id, tenantId: host.tenantId as string };
  const admin = await createAdvisor(t.db, demo.tenantId, { role: 'admin', password: null });
  // A signed-in admin: the platform API takes a token only while its session lives.
  const sessionId = randomUUID();
  await t.db.refreshToken.create({
    data: {
      familyId: sessionId,
      tokenHash: randomUUID(),
      userId: admin.user.id,
      tenantId: demo.tenantId,
      contextType: 'advisor_panel',
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  adminToken = await new TokenService(JWT_SECRET).signAccessToken({
    sub: admin.user.id,
    context_type: 'advisor-panel',
    context_id: demo.tenantId,
    username: admin.email,
    sid: sessionId,
  });
  secrets = [operator.email, deactivated.email, admin.email, demo.id, demo.tenantId, 'Demo Dom Maklerski'];
});

describe('the platform admin token', () => {
  it('is valid on the platform API of its host (so its refusal below means something)', async () => {
    const response = await t.app.inject({
      url: '/api/auth/data',
      headers: { host: 'demo.localhost', authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe.each(procedures)('console $path', ({ path, type }) => {
  const row = rows[path];

  it.each(refusedCallers)('as %s', async (caller) => {
    expect(row, `no row for ${path}`).toBeDefined();
    const before = await counts();
    // The signed-in input too: authorization comes before validation, so nothing about inputs leaks.
    const response = await call(path, type, row?.input, await headersOf(caller));
    const label = `${path} as ${caller}`;
    if (!row?.public) {
      expectRefusal(response, label);
      expect(await counts(), label).toEqual(before);
      return;
    }
    expectNoLeak(response, label);
    expect(response.statusCode, label).toBeLessThan(500);
    if (path === 'auth.me') {
      expect(response.statusCode).toBe(200);
      expect(response.json().result.data, label).toBeNull();
    }
    if (path === 'auth.signIn' || path === 'auth.setPassword') {
      // An empty sign-in or password is a validation error, never a session.
      expect(response.statusCode, label).toBe(400);
      expect(String(response.headers['set-cookie'] ?? '')).toBe('');
    }
    expect(await counts(), label).toEqual(before);
  });

  it('as a signed-in operator: not refused', async () => {
    const response = await call(path, type, row?.input, await headersOf('operator'));
    expect([401, 403], `${path}: ${response.body}`).not.toContain(response.statusCode);
    expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const { error } = response.json() as { error: { data: unknown } };
      consoleErrorDataSchema.strict().parse(error.data);
    }
    if (path === 'auth.me')
      expect(response.json().result.data).toEqual({ id: operator.id, email: operator.email, role: 'admin' });
  });
});

describe.each(procedures)('console $path by role', ({ path, type }) => {
  const row = rows[path];
  const needed = row?.role ?? 'viewer';
  const below = operatorRoles.filter((role) => !hasRole(role, needed));

  it.each(row?.public ? [] : below)(`refuses a %s with 403 naming the role needed, writing nothing`, async (role) => {
    const before = await counts();
    const response = await call(path, type, row?.input, await headersOf(role));
    const label = `${path} as ${role}`;
    expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
    const { error } = response.json() as { error: { data: unknown } };
    expect(consoleErrorDataSchema.strict().parse(error.data)).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'console:refusals.operators.roleRequired',
      messageParams: { role: needed },
    });
    expect(await counts(), label).toEqual(before);
    expectNoLeak(response, label);
  });

  it(`lets a ${needed} call it`, async () => {
    const response = await call(path, type, row?.input, await headersOf(needed));
    expect([401, 403], `${path}: ${response.body}`).not.toContain(response.statusCode);
    expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(500);
  });
});

describe('the logo and favicon upload', () => {
  it('refuses a viewer with 403: an upload is part of a draft', async () => {
    const before = await t.db.brandingAsset.count();
    const response = await t.app.inject({
      method: 'POST',
      url: '/console/uploads/logo',
      headers: {
        ...(await headersOf('viewer')),
        'content-type': 'application/octet-stream',
        'x-file-name': 'logo.png',
      },
      payload: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    expect(response.statusCode, response.body).toBe(403);
    errorBodySchema.strict().parse(response.json());
    expect(await t.db.brandingAsset.count()).toBe(before);
  });

  it.each(refusedCallers)('refuses %s with 401 and the error body, storing nothing', async (caller) => {
    const before = await t.db.brandingAsset.count();
    const response = await t.app.inject({
      method: 'POST',
      url: '/console/uploads/logo',
      headers: { ...(await headersOf(caller)), 'content-type': 'application/octet-stream', 'x-file-name': 'logo.png' },
      payload: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    expect(response.statusCode, response.body).toBe(401);
    errorBodySchema.strict().parse(response.json());
    expectNoLeak(response, caller);
    expect(await t.db.brandingAsset.count()).toBe(before);
  });
});

describe('the matrix', () => {
  it('has a row for every procedure of the console router, and no row for a procedure it lacks', () => {
    const paths = procedures.map((procedure) => procedure.path);
    expect(paths.filter((path) => !(path in rows))).toEqual([]);
    expect(Object.keys(rows).filter((path) => !paths.includes(path))).toEqual([]);
    expect(paths.length).toBeGreaterThanOrEqual(27);
  });

  it('lets only auth.* answer without an operator', () => {
    expect(
      Object.entries(rows)
        .filter(([, row]) => row.public)
        .map(([path]) => path),
    ).toEqual(['auth.signIn', 'auth.signOut', 'auth.me', 'auth.passwordLink', 'auth.setPassword']);
  });
});
