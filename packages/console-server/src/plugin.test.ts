import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@wl/db';
import dbPlugin from '@wl/db/fastify';
import { createTestDatabase } from '@wl/db/testing';
import { consoleErrorDataSchema } from '@wl/shared/console';
import { isMessageKey } from '@wl/shared/i18n';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSessionToken, SESSION_COOKIE } from './auth/session.ts';
import consolePlugin from './plugin.ts';
import { createTestOperator, freshOperatorCode, signedInToken, type TestOperator } from './testing/console-caller.ts';

const INDEX_HTML = '<!doctype html><title>console</title><div id="root"></div>';
// Any address: since decision 022 the console is guarded by operator sign-in, not by loopback.
const anyAddress = { remoteAddress: '10.0.0.5' } as const;

let url: string;
let db: Database;
let distDir: string;

/** The edge gives the plugin its Content-Security-Policy (apps/edge's security headers); a stand-in here. */
const policyFor = (protocol: string, host: string) => `policy for ${protocol}://${host}`;

async function buildApp(
  dir: string,
  options: { trustProxy?: boolean; policy?: typeof policyFor } = { policy: policyFor },
): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  await app.register(dbPlugin, { databaseUrl: url });
  await app.register(consolePlugin, {
    distDir: dir,
    ...(options.policy ? { contentSecurityPolicy: options.policy } : {}),
  });
  app.get('/elsewhere', async () => ({ ok: true }));
  app.post('/echo', async (request) => ({ body: request.body }));
  await app.ready();
  return app;
}

beforeAll(async () => {
  ({ url, db } = await createTestDatabase());
  distDir = mkdtempSync(join(tmpdir(), 'wl-console-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return () => rmSync(distDir, { recursive: true, force: true });
});

describe('the console app', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(distDir);
  });
  afterAll(() => app.close());

  it("sends its pages with the edge's Content-Security-Policy for the host they were asked on", async () => {
    const response = await app.inject({ url: '/console/', headers: { host: 'localhost:3107' }, ...anyAddress });
    expect(response.headers['content-security-policy']).toBe('policy for http://localhost:3107');
    const client = await app.inject({ url: '/console/hosts', headers: { host: 'console.example.com' }, ...anyAddress });
    expect(client.headers['content-security-policy']).toBe('policy for http://console.example.com');
  });

  it('without a policy from the edge, lets its pages load and frame nothing but its own origin', async () => {
    const bare = await buildApp(distDir, {});
    const response = await bare.inject({ url: '/console/', headers: { host: 'localhost:3107' }, ...anyAddress });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await bare.close();
  });

  it('redirects /console to /console/, keeping the query', async () => {
    const response = await app.inject({ url: '/console?lang=en', ...anyAddress });

    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/console/?lang=en');
  });

  it('serves index.html, never cached, at /console/ and at every client-side route', async () => {
    for (const path of ['/console/', '/console/hosts/demo.localhost', '/console/index.html']) {
      const response = await app.inject({ url: path, ...anyAddress });

      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long immutable cache, other files revalidated', async () => {
    const asset = await app.inject({ url: '/console/assets/index-abc123.js', ...anyAddress });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1);');

    const favicon = await app.inject({ url: '/console/favicon.svg', ...anyAddress });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or tRPC path with 404 instead of the app', async () => {
    for (const path of ['/console/assets/missing.js', '/console/trpc/a/b']) {
      const response = await app.inject({ url: path, ...anyAddress });

      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ code: 'error.not_found', parameters: {}, violations: [] });
    }
    const procedure = await app.inject({ url: '/console/trpc/hosts.missing', ...anyAddress });
    expect(procedure.statusCode).toBe(404);
    expect(procedure.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the app to any address: the data behind it needs a signed-in operator', async () => {
    for (const remoteAddress of ['10.0.0.5', '127.0.0.1', '::1']) {
      const response = await app.inject({ url: '/console/', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('leaves the rest of the edge alone: no JSON-only rule, JSON bodies still parsed', async () => {
    const elsewhere = await app.inject({ url: '/elsewhere', remoteAddress: '10.0.0.5' });
    expect(elsewhere.statusCode).toBe(200);

    const echo = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 }, remoteAddress: '10.0.0.5' });
    expect(echo.json()).toEqual({ body: { a: 1 } });
  });
});

describe('the session cookie', () => {
  let app: FastifyInstance;
  let operator: TestOperator;

  beforeAll(async () => {
    app = await buildApp(distDir, { trustProxy: true });
  });
  afterAll(() => app.close());
  // An operator per test: a code works once, so a third sign-in within one 30-second step of the
  // same operator would wait up to 30 s for the next (past the test's timeout).
  beforeEach(async () => {
    operator = await createTestOperator(db);
  });

  async function signIn(headers: Record<string, string> = {}, cookie?: string) {
    const totpCode = await freshOperatorCode(db, operator.id, operator.totpSecret ?? '');
    return app.inject({
      method: 'POST',
      url: '/console/trpc/auth.signIn',
      payload: { email: operator.email, password: operator.password, totpCode },
      headers,
      ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
    });
  }

  it('is set at sign-in HttpOnly, SameSite=Strict, for /console only, with the absolute lifetime', async () => {
    const response = await signIn();

    expect(response.statusCode, response.body).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; `));
    const attributes = header.split('; ').slice(1);
    expect(attributes).toEqual([
      'Path=/console',
      expect.stringMatching(/^Max-Age=4319\d$/),
      'HttpOnly',
      'SameSite=Strict',
    ]);
    const [cookie] = response.cookies;
    const session = await db.operatorSession.findUnique({
      where: { tokenHash: hashSessionToken(cookie?.value ?? '') },
    });
    expect(session?.operatorId).toBe(operator.id);
    expect(response.json().result.data).toEqual({
      status: 'signed-in',
      operator: { id: operator.id, email: operator.email, role: 'admin' },
    });

    const me = await app.inject({ url: '/console/trpc/auth.me', cookies: { [SESSION_COOKIE]: cookie?.value ?? '' } });
    expect(me.json().result.data).toEqual({ id: operator.id, email: operator.email, role: 'admin' });
  });

  it('is Secure when the request came over https', async () => {
    const response = await signIn({ 'x-forwarded-proto': 'https' });

    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie']).split('; ')).toContain('Secure');
  });

  it('is cleared at sign-out', async () => {
    const token = (await signIn()).cookies[0]?.value ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/console/trpc/auth.signOut',
      payload: {},
      cookies: { [SESSION_COOKIE]: token },
    });

    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toBe(
      `${SESSION_COOKIE}=; Path=/console; Max-Age=0; HttpOnly; SameSite=Strict`,
    );
    const me = await app.inject({ url: '/console/trpc/auth.me', cookies: { [SESSION_COOKIE]: token } });
    expect(me.json().result.data).toBeNull();
  });

  it('refuses a mutation that is not JSON (a cross-site form cannot sign anyone in)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/console/trpc/auth.signIn',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: operator.email, password: operator.password }),
    });

    expect(response.statusCode).toBe(415);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the console app before it is built', () => {
  it('answers 503 with the error body', async () => {
    const app = await buildApp(join(distDir, 'not-built'));
    try {
      const response = await app.inject({ url: '/console/hosts', ...anyAddress });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'error.service_unavailable', parameters: {}, violations: [] });
      expect(response.json().label).toMatch(/not built/);
    } finally {
      await app.close();
    }
  });
});

describe('refusals over HTTP', () => {
  let app: FastifyInstance;
  let operator: TestOperator;

  beforeAll(async () => {
    app = await buildApp(distDir);
    operator = await createTestOperator(db);
  });
  afterAll(() => app.close());

  it('name the refused fields, so the console can show them next to their inputs', async () => {
    const token = await signedInToken(db, operator);
    const response = await app.inject({
      method: 'POST',
      url: '/console/trpc/branding.saveDraft',
      // The input is checked before any host is looked up.
      payload: { hostConfigId: randomUUID(), expectedRevision: null, draft: { theme: 'no-such-theme' } },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json().error.data.issues as { path: string; message: string }[];
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.path.startsWith('draft') && issue.message.length > 0)).toBe(true);
    // zod's own checks arrive as keys, so the console shows them in the operator's language.
    expect(issues.filter((issue) => !isMessageKey(issue.message))).toEqual([]);
    expect(issues).toContainEqual({ path: 'draft.theme', message: 'validation:invalid' });
  });

  it('carry no issues when the refusal is not about a field', async () => {
    const response = await app.inject({ url: '/console/trpc/hosts.list' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.data.issues).toBeNull();
  });

  it('carry the key and values of their text besides the English message', async () => {
    const token = await signedInToken(db, operator);
    const response = await app.inject({
      url: `/console/trpc/branding.get?input=${encodeURIComponent(JSON.stringify({ hostConfigId: randomUUID() }))}`,
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(response.statusCode).toBe(404);
    const { error } = response.json();
    expect(error.message).toBe('No such host.');
    expect(consoleErrorDataSchema.parse(error.data)).toMatchObject({
      code: 'NOT_FOUND',
      issues: null,
      messageKey: 'console:refusals.branding.hostNotFound',
      messageParams: null,
    });

    const signedOut = (await app.inject({ url: '/console/trpc/hosts.list' })).json().error;
    expect(signedOut.data).toMatchObject({ messageKey: 'console:refusals.signedOut', messageParams: null });
  });
});
