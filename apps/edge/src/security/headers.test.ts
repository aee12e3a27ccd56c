import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPreviewToken } from '@wl/console-server/testing';
import { repositoryRoot } from '@wl/db';
import { PREVIEW_QUERY_PARAM } from '@wl/shared/console';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { writeFixturePortal } from '../testing/fixture-portal.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Security headers on every kind of response the edge gives (issue #9, ASVS V14.4): a CSP whose
 * scripts come only from the origin and that refuses framing (a draft preview excepted, framable
 * by the console that asked for it), nosniff, a referrer policy, X-Frame-Options, and HSTS only
 * when the request reached us over TLS as a trusted proxy says.
 */

const CONSOLE_ORIGIN = 'http://localhost:3000';
const SECRET = 'test-secret-of-the-edge-at-least-32-chars';
/** The PNG signature and a 1×1 IHDR, as a logo upload stores it. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fe' +
    'a7d6a4a60000000049454e44ae426082',
  'hex',
);

/** A minimal console build, as Vite emits it. */
function writeFixtureConsole(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pl"><head><script type="module" src="/console/assets/index-c0ffee.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-c0ffee.js'), 'console.log("console");');
  return dir;
}

/** The CSP's directives by name (`script-src` → its sources). */
function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'content-security-policy').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What every response must carry; `framing` is the frame-ancestors it must have. */
function expectSecurityHeaders(response: LightMyRequestResponse, label: string, framing: string[] = ["'none'"]): void {
  const csp = cspDirectives(response.headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${label}: script-src`).toBeDefined();
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${label}: script-src`).not.toContain('*');
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(framing);
  expect(csp.get('object-src') ?? csp.get('default-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${label}: referrer-policy`).toMatch(
    /^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/,
  );
  if (framing.length === 1 && framing[0] === "'none'") {
    expect(response.headers['x-frame-options'], `${label}: x-frame-options`).toMatch(/^(DENY|SAMEORIGIN)$/);
  }
}

/** The inline <script> elements of a page that would run (no src, a JavaScript type). */
function executableInlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  return scripts
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || type === 'module' || /javascript|ecmascript/.test(type);
    })
    .map(([, , body = '']) => body);
}

/** Whether the CSP lets an inline script run (by its hash, or a nonce the element carries). */
function allowedInline(body: string, html: string, scripts: string[]): boolean {
  const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  if (scripts.includes(hash)) return true;
  const nonces = scripts.filter((source) => source.startsWith("'nonce-"));
  return nonces.some((nonce) => html.includes(`nonce="${nonce.slice(7, -1)}"`));
}

let t: TestApp;
let assetPath: string;
let previewQuery: string;
let demoId: string;

beforeAll(async () => {
  t = await createTestApp({ CONSOLE_DIST: writeFixtureConsole() });
  const sha = createHash('sha256').update(png).digest('hex');
  await t.db.brandingAsset.create({
    data: {
      sha256: sha,
      contentType: 'image/png',
      size: png.length,
      bytes: new Uint8Array(png),
      fileName: 'l.png',
      uploadedBy: 'test',
    },
  });
  assetPath = `/branding-assets/${sha}.png`;
  demoId = (await t.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } })).id;
  const { url } = await createPreviewToken(t.db, t.app.previewTokens, CONSOLE_ORIGIN, {
    hostConfigId: demoId,
    language: 'en',
  });
  previewQuery = `?${PREVIEW_QUERY_PARAM}=${encodeURIComponent(new URL(url).searchParams.get(PREVIEW_QUERY_PARAM) ?? '')}`;
});

const html = { accept: 'text/html' };
const json = { accept: 'application/json' };

/** Every kind of response the edge gives; each must carry the headers. */
const kinds: { label: string; request: () => InjectOptions; status: number }[] = [
  { label: 'portal page', request: () => ({ url: '/', headers: html }), status: 200 },
  { label: 'portal route with a token', request: () => ({ url: '/campaign?token=abc', headers: html }), status: 200 },
  { label: '404 page', request: () => ({ url: '/no/such/page', headers: html }), status: 404 },
  { label: '404 JSON', request: () => ({ url: '/no/such/thing', headers: json }), status: 404 },
  { label: 'API JSON 404', request: () => ({ url: '/api/unknown', headers: json }), status: 404 },
  { label: 'API JSON 401', request: () => ({ url: '/api/contexts', headers: json }), status: 401 },
  {
    label: 'API JSON 400 (malformed body)',
    request: () => ({
      method: 'POST',
      url: '/auth/login',
      headers: { ...json, 'content-type': 'application/json' },
      payload: '{"email":',
    }),
    status: 400,
  },
  {
    label: 'API JSON success (login link request)',
    request: () => ({
      method: 'POST',
      url: '/auth/investor/send-token',
      headers: { ...json, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.test' }),
    }),
    status: 200,
  },
  { label: 'public API success', request: () => ({ url: '/public-api/campaign-offer/dictionary' }), status: 200 },
  { label: 'public API config', request: () => ({ url: '/public-api/landing-page' }), status: 200 },
  {
    label: 'public API 404 (unknown token)',
    request: () => ({ url: '/public-api/campaign-offer/not-a-real-token' }),
    status: 404,
  },
  { label: 'console redirect', request: () => ({ url: '/console' }), status: 301 },
  { label: 'console page', request: () => ({ url: '/console/', headers: html }), status: 200 },
  { label: 'console client route', request: () => ({ url: '/console/hosts', headers: html }), status: 200 },
  { label: 'console asset', request: () => ({ url: '/console/assets/index-c0ffee.js' }), status: 200 },
  { label: 'console missing asset', request: () => ({ url: '/console/assets/missing.js' }), status: 404 },
  { label: 'console tRPC query', request: () => ({ url: '/console/trpc/auth.me' }), status: 200 },
  { label: 'console tRPC 401', request: () => ({ url: '/console/trpc/hosts.list' }), status: 401 },
  {
    label: 'console tRPC 415',
    request: () => ({
      method: 'POST',
      url: '/console/trpc/auth.signOut',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    }),
    status: 415,
  },
  { label: 'branding asset', request: () => ({ url: assetPath }), status: 200 },
  { label: 'branding asset 404', request: () => ({ url: '/branding-assets/nope.png' }), status: 404 },
  { label: 'portal static asset', request: () => ({ url: '/assets/index-abc123.js' }), status: 200 },
  { label: 'favicon', request: () => ({ url: '/favicon.svg' }), status: 200 },
  { label: 'liveness', request: () => ({ url: '/healthz' }), status: 200 },
  { label: 'readiness', request: () => ({ url: '/readyz' }), status: 200 },
  { label: 'OpenAPI document', request: () => ({ url: '/api/docs/json' }), status: 200 },
  { label: 'method not allowed', request: () => ({ method: 'DELETE', url: '/healthz', headers: json }), status: 404 },
  {
    label: 'body too large',
    request: () => ({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    }),
    status: 413,
  },
  { label: 'malformed URL', request: () => ({ url: '/api/%E0%A4%A' }), status: 400 },
  { label: 'preview with a bad token', request: () => ({ url: '/?wl-preview=forged', headers: html }), status: 200 },
];

describe('security headers', () => {
  it.each(kinds)('on $label', async ({ label, request, status }) => {
    const options = request();
    // The console answers on its own origin only (loopback in development, decision 031).
    const host = String(options.url).startsWith('/console') ? 'localhost:3000' : 'demo.localhost';
    const response = await t.app.inject({ ...options, headers: { host, ...options.headers } });
    expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(status);
    expectSecurityHeaders(response, label);
    expect(response.headers['strict-transport-security'], label).toBeUndefined();
  });

  it('on a draft preview: framable only by the host and the console that asked, no X-Frame-Options', async () => {
    const response = await t.app.inject({ url: `/${previewQuery}`, headers: { host: 'demo.localhost', ...html } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(response, 'preview', ["'self'", CONSOLE_ORIGIN]);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('a preview token of one host does not unlock framing on another', async () => {
    const response = await t.app.inject({ url: `/${previewQuery}`, headers: { host: 'custom.localhost', ...html } });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, 'preview on another host');
  });

  it('on a 500 of an unexpected failure, with no internals in the body', async () => {
    const app = await buildApp({
      config: loadConfig({ PORTAL_DIST: writeFixturePortal(), CONSOLE_DIST: '/nonexistent', JWT_SECRET: SECRET }),
      databaseUrl: t.url,
      logger: false,
    });
    app.get('/__test/boom', async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
    try {
      const response = await app.inject({ url: '/__test/boom', headers: { host: 'demo.localhost' } });
      expect(response.statusCode).toBe(500);
      expectSecurityHeaders(response, '500');
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('at ');
    } finally {
      await app.close();
    }
  });
});

describe("the console's pages", () => {
  it('may frame and show images of any host of the same edge (previews), scripts only their own', async () => {
    const response = await t.app.inject({ url: '/console/', headers: { host: 'localhost:3107', ...html } });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' http://*:3107");
    expect(policy).toMatch(/img-src [^;]*http:\/\/\*:3107/);
    expect(policy).toContain("script-src 'self';");
    const plain = await t.app.inject({ url: '/console/', headers: { host: '127.0.0.1', ...html } });
    expect(String(plain.headers['content-security-policy'])).toMatch(/frame-src 'self' http:\/\/\*(;|$)/);
  });
});

describe('HSTS', () => {
  let trusted: FastifyInstance;
  beforeAll(async () => {
    trusted = await buildApp({
      config: loadConfig({
        PORTAL_DIST: writeFixturePortal(),
        CONSOLE_DIST: '/nonexistent',
        JWT_SECRET: SECRET,
        TRUST_PROXY: '10.0.0.0/8',
      }),
      databaseUrl: t.url,
      logger: false,
    });
    await trusted.ready();
  });
  afterAll(() => trusted?.close());

  const get = (app: FastifyInstance, url: string, remoteAddress: string, proto?: string) =>
    app.inject({
      url,
      remoteAddress,
      headers: { host: 'demo.localhost', ...html, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
    });

  it.each(['/', '/api/contexts', '/console/trpc/auth.me', '/healthz'])(
    'is sent on %s over TLS as the trusted proxy says, for a year with subdomains',
    async (url) => {
      const response = await get(trusted, url, '10.1.2.3', 'https');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=(\d{8,}); includeSubDomains/);
      const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expectSecurityHeaders(response, url);
    },
  );

  it('is not sent over plain http, nor when an untrusted client claims https', async () => {
    for (const response of [
      await get(trusted, '/', '10.1.2.3'),
      await get(trusted, '/', '10.1.2.3', 'http'),
      await get(trusted, '/', '203.0.113.9', 'https'),
      await get(t.app, '/', '127.0.0.1', 'https'),
      await get(t.app, '/api/contexts', '203.0.113.9', 'https'),
    ]) {
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expectSecurityHeaders(response, 'plain http');
    }
  });
});

describe('inline scripts', () => {
  const served = [
    { label: 'served portal page', url: '/' },
    { label: 'served console page', url: '/console/' },
  ];
  const built = [
    { label: 'built portal', file: join(repositoryRoot, 'apps', 'portal', 'dist', 'index.html') },
    { label: 'built console', file: join(repositoryRoot, 'apps', 'console', 'dist', 'index.html') },
  ];

  async function expectNoUnlistedInlineScript(label: string, page: string) {
    const response = await t.app.inject({ url: '/', headers: { host: 'demo.localhost', ...html } });
    const scripts = cspDirectives(response.headers['content-security-policy']).get('script-src') ?? [];
    for (const body of executableInlineScripts(page)) {
      expect(allowedInline(body, page, scripts), `${label}: ${body.slice(0, 80)}`).toBe(true);
    }
    // No inline event handlers or javascript: URLs either (the CSP blocks them; nothing may need them).
    expect(page, label).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
    expect(page, label).not.toMatch(/javascript:/i);
  }

  it.each(served)('the $label runs no inline script the CSP does not name', async ({ label, url }) => {
    const host = url.startsWith('/console') ? 'localhost:3000' : 'demo.localhost';
    const response = await t.app.inject({ url, headers: { host, ...html } });
    expect(response.statusCode).toBe(200);
    await expectNoUnlistedInlineScript(label, response.body);
  });

  for (const { label, file } of built) {
    // Skipped only where the app is not built (a fresh clone): the e2e suite builds it.
    it.skipIf(!existsSync(file))(`the ${label} (${file}) runs no inline script the CSP does not name`, async () => {
      await expectNoUnlistedInlineScript(label, readFileSync(file, 'utf8'));
    });
  }

  it('the served page injects the branding as JSON data, which never executes', async () => {
    const page = (await t.app.inject({ url: '/', headers: { host: 'demo.localhost', ...html } })).body;
    expect(page).toMatch(/<script id="wl-branding" type="application\/json">/);
    expect(executableInlineScripts(page)).toEqual([]);
  });
});
