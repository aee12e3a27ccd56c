import { createHash } from 'node:crypto';
import type { Database } from '@wl/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session.ts';
import { createTestOperator, signedInToken, type TestOperator } from '../testing/console-caller.ts';
import { createUploadTestApp } from '../testing/upload-app.ts';

/** The PNG signature and a 1×1 IHDR: all a sniffer reads, and a valid image. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fe' +
    'a7d6a4a60000000049454e44ae426082',
  'hex',
);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(32, 0)]);
const ico = Buffer.concat([Buffer.from('000001000100101000000100200068040000', 'hex'), Buffer.alloc(16, 0)]);

let app: FastifyInstance;
let db: Database;
let operator: TestOperator;
let token: string;

beforeAll(async () => {
  ({ app, db } = await createUploadTestApp());
  operator = await createTestOperator(db);
  token = await signedInToken(db, operator);
});

function upload(
  kind: string,
  bytes: Buffer,
  fileName: string,
  options: { cookie?: string | null; contentType?: string; language?: string } = {},
) {
  const cookie = options.cookie === undefined ? token : options.cookie;
  return app.inject({
    method: 'POST',
    url: `/console/uploads/${kind}`,
    payload: bytes,
    headers: {
      'content-type': options.contentType ?? 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      'accept-language': options.language ?? 'en',
    },
    ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
  });
}

describe('uploading a logo or favicon', () => {
  it('stores a PNG logo once per content and answers its same-host path', async () => {
    const first = await upload('logo', png, 'Logo brokera.png');
    expect(first.statusCode, first.body).toBe(201);
    const sha = createHash('sha256').update(png).digest('hex');
    expect(first.json()).toEqual({ path: `/branding-assets/${sha}.png`, contentType: 'image/png', size: png.length });

    const again = await upload('logoInverse', png, 'other-name.png');
    expect(again.json().path).toBe(first.json().path);
    expect(await db.brandingAsset.count({ where: { sha256: sha } })).toBe(1);

    const audit = await db.auditLog.findFirst({
      where: { event: 'console.branding_asset_uploaded' },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit?.data).toMatchObject({ email: operator.email, kind: 'logoInverse', path: first.json().path });
  });

  it('serves the stored image on any host, immutable, with its sniffed type and nothing active', async () => {
    const { path } = (await upload('favicon', ico, 'favicon.ico')).json();
    const response = await app.inject({ url: path, headers: { host: 'any.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.rawPayload.equals(ico)).toBe(true);
  });

  it('answers 404 for an unknown hash, a wrong extension or a name that is not a hash', async () => {
    const { path } = (await upload('logo', jpeg, 'logo.jpg')).json();
    expect(path).toMatch(/\.jpg$/);
    for (const url of [
      path.replace('.jpg', '.png'),
      `/branding-assets/${'0'.repeat(64)}.png`,
      '/branding-assets/..%2F..%2Fetc%2Fpasswd',
      '/branding-assets/logo.png',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'error.not_found' });
    }
  });

  it('refuses content that is not an allowed image, whatever its name says, in the asked language', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const [kind, bytes, name] of [
      ['logo', svg, 'logo.png'],
      ['logo', html, 'logo.png'],
      ['favicon', jpeg, 'favicon.ico'],
    ] as const) {
      const response = await upload(kind, bytes, name);
      expect(response.statusCode, `${kind} ${name}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'file.unsupported_type',
        violations: [{ propertyPath: 'file', message: 'console:checks.uploadType' }],
      });
    }
    const polish = await upload('logo', svg, 'logo.svg', { language: 'pl' });
    expect(polish.json().label).toMatch(/^Ten rodzaj pliku nie jest obsługiwany/);
  });

  it('refuses an extension that does not match the content, and an empty file', async () => {
    const mismatch = await upload('logo', png, 'logo.jpg');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().violations[0].message).toBe('console:checks.uploadExtension');
    const empty = await upload('logo', Buffer.alloc(0), 'logo.png');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a favicon over 256 KB and a body over the largest limit with 413, storing nothing', async () => {
    const before = await db.brandingAsset.count();
    const bigFavicon = Buffer.concat([png, Buffer.alloc(300 * 1024)]);
    const favicon = await upload('favicon', bigFavicon, 'favicon.png');
    expect(favicon.statusCode).toBe(413);
    expect(favicon.json()).toMatchObject({ code: 'file.too_large' });
    const large = await upload('logo', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'logo.png');
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'file.too_large' });
    // The largest kind's limit (a legal document's 5 MB) bounds what is read at all.
    const huge = await upload('logo', Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), 'logo.png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'file.too_large', parameters: { maxBytes: 5 * 1024 * 1024 } });
    expect(await db.brandingAsset.count()).toBe(before);
  });

  it('needs a signed-in operator, a known kind and a raw body', async () => {
    const anonymous = await upload('logo', png, 'logo.png', { cookie: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'auth.session_expired' });
    const forged = await upload('logo', png, 'logo.png', { cookie: 'not-a-session' });
    expect(forged.statusCode).toBe(401);
    const unknownKind = await upload('background', png, 'logo.png');
    expect(unknownKind.statusCode).toBe(404);
    const form = await upload('logo', png, 'logo.png', { contentType: 'multipart/form-data; boundary=x' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'file.unsupported_type' });
  });
});
