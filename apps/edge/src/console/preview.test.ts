import { consoleCaller, createPreviewToken, createTestOperator, signedInToken } from '@wl/console-server/testing';
import { hostConfigSnapshot, type HostConfigSnapshot as StoredSnapshot } from '@wl/db';
import { draftFromSnapshot, type HostConfigSnapshot, type HostDraftInput } from '@wl/shared/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectedBranding, type TestApp } from '../testing/test-app.ts';

const CONSOLE = 'http://localhost:3000';
let test: TestApp;
let operatorToken: string;
let demoId: string;
let customId: string;

interface Branding {
  landing: { siteTitle: { pl: string; en: string } | null; theme: string | null; language: string };
  admin: { themeColors?: string };
}

beforeAll(async () => {
  test = await createTestApp();
  operatorToken = await signedInToken(test.db, await createTestOperator(test.db));
  demoId = (await test.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } })).id;
  customId = (await test.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'custom.localhost' } })).id;
  const row = await test.db.hostConfig.findUniqueOrThrow({ where: { id: demoId } });
  const published = draftFromSnapshot(hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot);
  const draft: HostDraftInput = {
    ...published,
    theme: 'theme-custom',
    customColors: { main: '#123456', hover: '#234567', highlight: '#fafafa' },
    siteTitle: { pl: 'Acme Dom Maklerski', en: 'Acme Brokerage' },
  };
  const { caller } = await consoleCaller(test.db, operatorToken);
  await caller.branding.saveDraft({ hostConfigId: demoId, expectedRevision: null, draft });
});

function page(host: string, token?: string) {
  return test.app.inject({
    method: 'GET',
    url: token === undefined ? '/' : `/?wl-preview=${encodeURIComponent(token)}`,
    headers: { host, accept: 'text/html' },
  });
}

async function tokenFor(hostConfigId: string, language: 'pl' | 'en' = 'en') {
  const { url } = await createPreviewToken(test.db, test.app.previewTokens, CONSOLE, { hostConfigId, language });
  return new URL(url).searchParams.get('wl-preview') as string;
}

function expectPublished(response: Awaited<ReturnType<typeof page>>) {
  expect(response.statusCode).toBe(200);
  const branding = injectedBranding(response.body) as Branding;
  expect(branding.landing.siteTitle?.pl).toBe('Demo Dom Maklerski');
  expect(branding.landing.theme).toBe('theme-navy');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('preview.createToken', () => {
  it('refuses a caller without an operator', async () => {
    const { caller } = await consoleCaller(test.db);
    await expect(caller.preview.createToken({ hostConfigId: demoId, language: 'pl' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses an unknown host and a bad language', async () => {
    const { caller } = await consoleCaller(test.db, operatorToken);
    await expect(
      caller.preview.createToken({ hostConfigId: '00000000-0000-4000-8000-00000000ffff', language: 'pl' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.preview.createToken({ hostConfigId: demoId, language: 'de' as 'pl' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('returns the host page with a ten-minute token of the draft revision', async () => {
    const { caller } = await consoleCaller(test.db, operatorToken);
    const before = Date.now();
    const result = await caller.preview.createToken({ hostConfigId: demoId, language: 'pl' });
    expect(result.url).toMatch(/^http:\/\/demo\.localhost\/\?wl-preview=[\w-]+\.[\w-]+$/);
    expect(result.revision).toBe(1);
    const lifetime = new Date(result.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it("opens the host's public origin (decision 028), PUBLIC_ORIGIN for the default row, whatever the console's", async () => {
    const origins = { scheme: 'http', port: 3000, defaultOrigin: 'http://localhost:3000' } as const;
    const url = new URL(
      (
        await createPreviewToken(
          test.db,
          test.app.previewTokens,
          CONSOLE,
          { hostConfigId: demoId, language: 'en' },
          Date.now(),
          origins,
        )
      ).url,
    );
    expect(url.origin).toBe('http://demo.localhost:3000');
    const defaultRow = await test.db.hostConfig.findFirstOrThrow({ where: { isDefault: true } });
    const other = await createPreviewToken(
      test.db,
      test.app.previewTokens,
      'https://console.example:8443',
      { hostConfigId: defaultRow.id, language: 'pl' },
      Date.now(),
      origins,
    );
    expect(new URL(other.url).origin).toBe('http://localhost:3000');
  });
});

describe('the edge honouring a preview token', () => {
  it("renders the draft's branding in the token's language, uncached, framable by the console", async () => {
    const response = await page('demo.localhost', await tokenFor(demoId, 'en'));
    expect(response.statusCode).toBe(200);
    const branding = injectedBranding(response.body) as Branding;
    expect(branding.landing.siteTitle).toEqual({ pl: 'Acme Dom Maklerski', en: 'Acme Brokerage' });
    expect(branding.landing.theme).toBe('theme-custom');
    expect(branding.admin.themeColors?.toLowerCase()).toBe('#123456,#234567,#fafafa');
    expect(branding.landing.language).toBe('en');
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<title>Acme Brokerage</title>');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${CONSOLE}`);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('leaves visitors on the published branding meanwhile', async () => {
    const token = await tokenFor(demoId, 'pl');
    const [preview, visitor] = await Promise.all([page('demo.localhost', token), page('demo.localhost')]);
    expect((injectedBranding(preview.body) as Branding).landing.siteTitle?.pl).toBe('Acme Dom Maklerski');
    expectPublished(visitor);
    expect(visitor.headers['x-frame-options']).toBeDefined();
    const config = await test.app.inject({
      method: 'GET',
      url: `/public-api/advisor-panel-configuration?wl-preview=${encodeURIComponent(token)}`,
      headers: { host: 'demo.localhost' },
    });
    expect(config.json().themeColors).toBeUndefined();
  });

  it("serves the published page for another host's token", async () => {
    expectPublished(await page('demo.localhost', await tokenFor(customId)));
  });

  it('serves the published page for an expired token', async () => {
    const { token } = test.app.previewTokens.sign(
      { h: demoId, r: 1, v: 1, l: 'en', o: CONSOLE },
      Date.now() - 11 * 60_000,
    );
    expect(test.app.previewTokens.verify(token)).toMatchObject({ ok: false, reason: 'expired' });
    expectPublished(await page('demo.localhost', token));
  });

  it('serves the published page for a tampered or malformed token', async () => {
    const token = await tokenFor(demoId);
    const [body, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...payload, h: customId })).toString('base64url')}.${signature}`;
    expect(test.app.previewTokens.verify(forged)).toMatchObject({ ok: false, reason: 'signature' });
    expectPublished(await page('demo.localhost', forged));
    expectPublished(await page('demo.localhost', `${body}.${signature.slice(0, -2)}AA`));
    expectPublished(await page('demo.localhost', 'not-a-token'));
  });

  it('shows the published branding (uncached, in the language) when the host has no draft', async () => {
    const token = await tokenFor(customId, 'pl');
    const response = await page('custom.localhost', token);
    expect(response.headers['cache-control']).toBe('no-store');
    const branding = injectedBranding(response.body) as Branding;
    expect(branding.landing.language).toBe('pl');
    const published = await page('custom.localhost');
    const visitorBranding = injectedBranding(published.body) as Branding;
    expect(branding.landing.siteTitle).toEqual(visitorBranding.landing.siteTitle);
    expect(visitorBranding.landing.language).toBe('en');
  });
});
