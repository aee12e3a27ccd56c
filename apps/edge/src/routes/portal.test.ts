import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hostBrandingSchema } from '@wl/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, injectedBranding, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });

describe('branded portal pages', () => {
  it('serves demo.localhost in Polish with the navy theme, its title, favicon and branding', async () => {
    const response = await page('demo.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="pl"');
    expect(response.body).toContain('<title>Demo Dom Maklerski</title>');
    expect(response.body).toContain('<link rel="icon" href="/images/demo-favicon.svg">');
    expect(response.body).toContain('--wl-color-main:#172554;--wl-color-hover:#1f3169;--wl-color-highlight:#eff6ff');
    const branding = hostBrandingSchema.parse(injectedBranding(response.body));
    expect(branding.host).toBe('demo.localhost');
    expect(branding.landing.theme).toBe('theme-navy');
  });

  it('serves custom.localhost in English with its three custom colours winning over the theme', async () => {
    const response = await page('custom.localhost');
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<title>Custom Capital</title>');
    expect(response.body).toContain('--wl-color-main:#0f766e;--wl-color-hover:#115e59;--wl-color-highlight:#f0fdfa');
    const branding = hostBrandingSchema.parse(injectedBranding(response.body));
    expect(branding.features).toEqual({
      investorPanelBlocked: true,
      legalPersonsEnabled: true,
      liveChatScriptUrl: null,
    });
  });

  it('answers localhost and unknown hosts with the default row and its translated default title', async () => {
    for (const host of ['localhost:3000', 'unknown.example.org', '127.0.0.1']) {
      const response = await page(host);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Platforma inwestycyjna</title>');
      expect(response.body).toContain('--wl-color-main:#000000');
      expect(hostBrandingSchema.parse(injectedBranding(response.body)).host).toBeNull();
    }
  });

  it('normalizes the host: case, port and a trailing dot do not matter', async () => {
    const response = await page('DEMO.Localhost.:8080');
    expect(response.body).toContain('<title>Demo Dom Maklerski</title>');
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const response = await page('localhost', '/', { 'x-forwarded-host': 'demo.localhost' });
    expect(response.body).toContain('<title>Platforma inwestycyjna</title>');
  });

  it('serves every portal route of the spec with the page, and unknown paths with a 404 page', async () => {
    for (const url of [
      '/app',
      '/app/offers/12',
      '/campaign?token=abc',
      '/kyc-form',
      '/doradcy',
      '/auth/reset-password/x',
      '/identity-confirmed?request=1',
    ]) {
      const response = await page('demo.localhost', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Demo Dom Maklerski</title>');
    }
    const missing = await page('demo.localhost', '/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Demo Dom Maklerski</title>');
  });

  it('answers unknown API paths and non-HTML requests with the JSON error body', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { host: 'demo.localhost', accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      label: 'Not Found',
      code: 'error.not_found',
      parameters: { path: '/api/unknown' },
      violations: [],
    });
    const json = await t.app.inject({ method: 'GET', url: '/nothing', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe('error.not_found');
  });

  it('never caches the HTML but validates it by ETag; assets are immutable', async () => {
    const first = await page('demo.localhost');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await page('demo.localhost', '/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const other = await page('custom.localhost', '/', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an asset compressed at build, the best the browser accepts, and as it is otherwise', async () => {
    const asset = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/vendor-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Too small to be worth it: never compressed, whatever the browser accepts.
    const small = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends security headers on pages', async () => {
    const response = await page('demo.localhost');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('changes in the database', () => {
  it('reach the running edge through LISTEN/NOTIFY, without a restart', async () => {
    await t.db.hostConfig.update({
      where: { hostname: 'demo.localhost' },
      data: { siteTitle: { pl: 'Nowy tytuł', en: 'New title' }, version: { increment: 1 } },
    });
    await eventually(async () => {
      expect((await page('demo.localhost')).body).toContain('<title>Nowy tytu&#322;</title>'); // Latin-1 page: ł as a reference;
    });
  });

  it('pick up new hosts, exact names before wildcards, nearest wildcard first', async () => {
    const tenant = await t.db.tenant.create({ data: { name: 'Acme' } });
    await t.db.hostConfig.createMany({
      data: [
        { hostname: '*.acme.test', tenantId: tenant.id, siteTitle: { pl: 'Acme wildcard' } },
        { hostname: '*.eu.acme.test', tenantId: tenant.id, siteTitle: { pl: 'Acme EU' } },
        { hostname: 'www.acme.test', tenantId: tenant.id, siteTitle: { pl: 'Acme exact' } },
      ],
    });
    await eventually(async () => {
      expect((await page('shop.acme.test')).body).toContain('<title>Acme wildcard</title>');
    });
    await eventually(async () => {
      expect((await page('www.acme.test')).body).toContain('<title>Acme exact</title>');
      expect((await page('a.eu.acme.test')).body).toContain('<title>Acme EU</title>');
      expect((await page('a.b.eu.acme.test')).body).toContain('<title>Acme EU</title>');
      expect((await page('acme.test')).body).toContain('<title>Platforma inwestycyjna</title>');
    });
  });

  it('fall back to the default row when a host is deleted', async () => {
    await t.db.hostConfig.delete({ where: { hostname: 'www.acme.test' } });
    await eventually(async () => {
      expect((await page('www.acme.test')).body).toContain('<title>Acme wildcard</title>');
    });
  });

  it('leave out values written around the rules (by hand in SQL) and keep serving the rest', async () => {
    await t.pool.query(
      `UPDATE host_config SET admin_configuration = $1, logo = $2 WHERE hostname = 'custom.localhost'`,
      [
        JSON.stringify({ themeColors: 'red;}body{display:none', siteTitle: { en: 'Still Custom' } }),
        'javascript:alert(1)',
      ],
    );
    await eventually(async () => {
      const response = await page('custom.localhost');
      expect(response.body).toContain('<title>Still Custom</title>');
      expect(response.body).not.toContain('display:none');
      expect(response.body).not.toContain('javascript:');
      expect(response.body).toContain('--wl-color-main:#000000');
    });
  });

  it('keep a config with markup in its texts inside its tags', async () => {
    const attack = '</script><script>alert(1)</script><!--';
    await t.db.hostConfig.update({
      where: { hostname: 'demo.localhost' },
      data: { siteTitle: { pl: `</title>${attack}` }, headline: { pl: attack } },
    });
    await eventually(async () => {
      const response = await page('demo.localhost');
      expect(response.body).not.toContain('<script>alert(1)</script>');
      expect(response.body).toContain('<title>&#60;/title&#62;&#60;/script&#62;');
      const branding = hostBrandingSchema.parse(injectedBranding(response.body));
      expect(branding.landing.headline?.pl).toBe(attack);
    });
  });
});

describe('the live chat of a host (decision 041)', () => {
  const VENDOR = 'https://chat.vendor.example/widget.js';
  const directive = (policy: unknown, name: string) =>
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1) ?? [];

  it("is loaded and allowed on that host's pages only, and leaves with the setting", async () => {
    await t.db.hostConfig.update({
      where: { hostname: 'demo.localhost' },
      data: { liveChatEnabled: true, liveChatScriptUrl: VENDOR, version: { increment: 1 } },
    });
    await eventually(async () => {
      const response = await page('demo.localhost', '/app');
      expect(hostBrandingSchema.parse(injectedBranding(response.body)).features.liveChatScriptUrl).toBe(VENDOR);
      const policy = response.headers['content-security-policy'];
      expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://chat.vendor.example']);
      expect(directive(policy, 'connect-src')).toEqual([
        "'self'",
        'https://chat.vendor.example',
        'wss://chat.vendor.example',
      ]);
      expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://chat.vendor.example']);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    });
    for (const other of ['custom.localhost', 'localhost']) {
      const response = await page(other, '/app');
      expect(String(response.headers['content-security-policy'])).not.toContain('vendor.example');
      expect(hostBrandingSchema.parse(injectedBranding(response.body)).features.liveChatScriptUrl).toBeNull();
    }
    // The host's API answers keep the constant policy: only pages load the widget.
    const api = await t.app.inject({
      method: 'GET',
      url: '/public-api/landing-page',
      headers: { host: 'demo.localhost' },
    });
    expect(String(api.headers['content-security-policy'])).not.toContain('vendor.example');

    await t.db.hostConfig.update({
      where: { hostname: 'demo.localhost' },
      data: { liveChatEnabled: false, version: { increment: 1 } },
    });
    await eventually(async () => {
      const response = await page('demo.localhost', '/app');
      expect(String(response.headers['content-security-policy'])).not.toContain('vendor.example');
      expect(hostBrandingSchema.parse(injectedBranding(response.body)).features.liveChatScriptUrl).toBeNull();
    });
  });

  it('refuses a setting written around the console (plain http) at the database', async () => {
    await expect(
      t.pool.query(
        `UPDATE host_config SET live_chat_script_url = 'http://chat.vendor.example/w.js' WHERE hostname = 'demo.localhost'`,
      ),
    ).rejects.toThrow(/host_config_live_chat_url/);
    await expect(
      t.pool.query(
        `UPDATE host_config SET live_chat_enabled = true, live_chat_script_url = NULL WHERE hostname = 'demo.localhost'`,
      ),
    ).rejects.toThrow(/host_config_live_chat_enabled_has_url/);
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over TLS', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const response = await behindProxy.app.inject({
      url: '/',
      headers: { host: 'demo.localhost', accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await behindProxy.app.inject({ url: '/', headers: { host: 'demo.localhost', accept: 'text/html' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('honours X-Forwarded-Host only from the trusted proxy', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const response = await behindProxy.app.inject({
      url: '/',
      headers: { host: 'edge.internal', accept: 'text/html', 'x-forwarded-host': 'custom.localhost' },
    });
    expect(response.body).toContain('<title>Custom Capital</title>');
  });
});
