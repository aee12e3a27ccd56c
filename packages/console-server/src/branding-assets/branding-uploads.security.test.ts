import type { Database } from '@wl/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session.ts';
import { createTestOperator, signedInToken } from '../testing/console-caller.ts';
import { createUploadTestApp } from '../testing/upload-app.ts';

/**
 * Hostile logo and favicon uploads (docs/decisions/026-upload-polyglots.md): the branding images
 * are public on every host, so besides the type by the first bytes and a matching extension, the
 * same polyglot rules as the API's uploads hold — no markup a browser could render in the head of
 * the file, no archive appended, no archive or compressed bomb at all. Nothing refused is stored.
 */

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fe' +
    'a7d6a4a60000000049454e44ae426082',
  'hex',
);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(32, 0)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const html = '<!doctype html><html><script>alert(document.cookie)</script></html>';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';

/** The end-of-central-directory record of an empty ZIP (what an archive reader looks for). */
const zipEnd = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
const zipLocal = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);

let app: FastifyInstance;
let db: Database;
let token: string;

beforeAll(async () => {
  ({ app, db } = await createUploadTestApp());
  token = await signedInToken(db, await createTestOperator(db));
});

function upload(kind: string, bytes: Buffer, fileName: string) {
  return app.inject({
    method: 'POST',
    url: `/console/uploads/${kind}`,
    payload: bytes,
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      'accept-language': 'en',
    },
    cookies: { [SESSION_COOKIE]: token },
  });
}

describe('hostile branding uploads', () => {
  it.each([
    ['a PDF named .png', 'logo', pdf, 'logo.png'],
    ['a PNG named .jpg', 'logo', png, 'logo.jpg'],
    ['an SVG named .png', 'logo', Buffer.from(svg), 'logo.png'],
    ['an HTML page named .ico', 'favicon', Buffer.from(html), 'favicon.ico'],
    ['a ZIP named .png', 'logo', Buffer.concat([zipLocal, zipEnd]), 'logo.png'],
    [
      'a PNG with an HTML text chunk',
      'logo',
      Buffer.concat([png.subarray(0, 33), Buffer.from(html), png.subarray(33)]),
      'logo.png',
    ],
    [
      'a JPEG with a script in its head',
      'logoInverse',
      Buffer.concat([jpeg.subarray(0, 20), Buffer.from(html)]),
      'l.jpg',
    ],
    ['a JPEG with a ZIP appended (GIFAR-like)', 'logo', Buffer.concat([jpeg, zipLocal, zipEnd]), 'logo.jpg'],
    ['a PNG favicon with a ZIP appended', 'favicon', Buffer.concat([png, zipLocal, zipEnd]), 'favicon.png'],
  ])('refuses %s, storing nothing', async (_, kind, bytes, name) => {
    const before = await db.brandingAsset.count();
    const response = await upload(kind, bytes, name);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'file.unsupported_type' });
    expect(await db.brandingAsset.count()).toBe(before);
  });

  it('refuses a body one byte over the largest limit with 413', async () => {
    const before = await db.brandingAsset.count();
    const response = await upload('logo', Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1 - png.length)]), 'logo.png');
    expect(response.statusCode).toBe(413);
    expect(await db.brandingAsset.count()).toBe(before);
  });

  it('keeps a sanitised file name and serves the image as an image only', async () => {
    const response = await upload('logo', png, '../../etc/<script>x\u0000\u202e.png');
    expect(response.statusCode, response.body).toBe(201);
    const { path } = response.json();
    const stored = await db.brandingAsset.findFirstOrThrow({ where: { sha256: path.slice(17, 81) } });
    for (const bad of ['/', '\\', '<', '>', '\u0000', '\u202e']) expect(stored.fileName).not.toContain(bad);
    expect(stored.fileName).toBe('scriptx.png');
    const served = await app.inject({ url: path });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });
});
