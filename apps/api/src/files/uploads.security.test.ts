import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { documentRowSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { type AuthorizationWorld, createAuthorizationWorld } from '../testing/matrix.ts';
import { fileUpload, multipartBody, tinyJpeg, tinyPdf, tinyPng } from '../testing/upload-fixtures.ts';
import { LocalFileStorage } from './storage.ts';
import { MAX_UPLOAD_BYTES } from './uploads.ts';

/**
 * Hostile uploads (docs/decisions/026-upload-polyglots.md): a content that does not match its
 * name, markup a browser could render, PDFs with active content, images with an archive appended,
 * archives and compression bombs, oversized bodies and hostile file names. Sent to a real upload
 * route (the advisor's documents); nothing refused leaves a row or a stored object behind.
 */

const filesDir = mkdtempSync(join(tmpdir(), 'wl-upload-security-'));
let t: TestApi;
let w: AuthorizationWorld;
beforeAll(async () => {
  t = await createTestApi({ storage: new LocalFileStorage(filesDir) });
  w = await createAuthorizationWorld(t.db);
});

const DOCUMENTS = '/api/advisor/advisor/documents';

function post(body: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: DOCUMENTS,
    headers: { host: w.home.host, authorization: `Bearer ${w.home.advisor.token}`, ...body.headers },
    payload: body.payload,
  });
}

function storedObjects(): string[] {
  return readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function expectRefused(body: { payload: Buffer; headers: Record<string, string> }, status = 415) {
  const rowsBefore = await t.db.storedFile.count({ where: { tenantId: w.home.tenantId } });
  const objectsBefore = storedObjects().length;
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(status);
  const error = errorBodySchema.strict().parse(response.json());
  expect(error.code).toBe(status === 413 ? errorCodes.fileTooLarge : errorCodes.fileUnsupportedType);
  expect(await t.db.storedFile.count({ where: { tenantId: w.home.tenantId } })).toBe(rowsBefore);
  expect(storedObjects()).toHaveLength(objectsBefore);
  return response;
}

async function expectStored(body: { payload: Buffer; headers: Record<string, string> }) {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(201);
  return documentRowSchema.parse(response.json());
}

/** A PDF whose body carries `objects` (numbered from 4) and whose catalog may carry `catalog` entries. */
function pdfWith(objects: string[], catalog = ''): Buffer {
  const body = objects.map((object, index) => `${index + 4} 0 obj${object}endobj\n`).join('');
  return Buffer.from(
    `%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R${catalog}>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n${body}trailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** A PDF whose active object hides in a Flate-compressed object stream. */
function pdfWithCompressedObject(object: string): Buffer {
  const stream = deflateSync(Buffer.from(`5 0 ${object}`, 'latin1'));
  const head = Buffer.from(
    `%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 5 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n` +
      `4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${stream.length}>>stream\n`,
    'latin1',
  );
  return Buffer.concat([head, stream, Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1')]);
}

/** The smallest ZIP archive: one stored empty entry and its central directory. */
function tinyZip(): Buffer {
  const name = Buffer.from('a.html');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length, 16);
  return Buffer.concat([local, name, central, name, end]);
}

const svg =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

describe('content and extension mismatch', () => {
  it.each([
    ['a PDF named .png', 'scan.png', tinyPdf()],
    ['a PNG named .pdf', 'scan.pdf', tinyPng()],
    ['a JPEG named .png', 'scan.png', tinyJpeg()],
    ['an SVG named .pdf', 'scan.pdf', Buffer.from(svg)],
    ['an SVG named .svg', 'scan.svg', Buffer.from(svg)],
    ['an HTML page named .pdf', 'scan.pdf', Buffer.from(html)],
    ['an HTML page named .jpg', 'scan.jpg', Buffer.from(html)],
    ['a Windows program named .pdf', 'scan.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['an empty file', 'scan.pdf', Buffer.alloc(0)],
  ])('refuses %s', async (_, name, bytes) => {
    await expectRefused(fileUpload(name, bytes, 'application/pdf'));
  });

  it('takes the type from the bytes, not from the client’s content type', async () => {
    const row = await expectStored(fileUpload('scan.png', tinyPng(), 'text/html'));
    const download = await t.call({
      method: 'GET',
      url: `${DOCUMENTS}/${row.id}/file`,
      host: w.home.host,
      token: w.home.advisor.token,
    });
    expect(download.headers['content-type']).toBe('image/png');
  });
});

describe('polyglots', () => {
  it.each([
    ['a PDF with HTML in its head', Buffer.concat([tinyPdf(), Buffer.from(html)]).subarray(0, 4000), 'x.pdf'],
    ['a PDF that starts as HTML', Buffer.concat([Buffer.from(html), tinyPdf()]), 'x.pdf'],
    [
      'a PNG with an HTML text chunk',
      Buffer.concat([tinyPng().subarray(0, 33), Buffer.from(`\0\0\0\x50tEXtComment\0${html}`), tinyPng().subarray(33)]),
      'x.png',
    ],
    ['a JPEG with a script in its comment', Buffer.concat([tinyJpeg().subarray(0, 20), Buffer.from(html)]), 'x.jpg'],
    ['a JPEG with a ZIP appended (GIFAR-like)', Buffer.concat([tinyJpeg(), tinyZip()]), 'x.jpg'],
    ['a PNG with a ZIP appended', Buffer.concat([tinyPng(), tinyZip()]), 'x.png'],
    ['a PDF with a ZIP appended', Buffer.concat([tinyPdf(), tinyZip()]), 'x.pdf'],
    [
      'a PDF with a JavaScript open action',
      pdfWith(['<</Type/Action/S/JavaScript/JS(app.alert(1))>>'], '/OpenAction 4 0 R'),
      'x.pdf',
    ],
    [
      'a PDF with a /JS entry in an annotation action',
      pdfWith(['<</Type/Annot/A<</S/JavaScript/JS 5 0 R>>>>']),
      'x.pdf',
    ],
    [
      'a PDF with an escaped name (/J#61vaScript)',
      pdfWith(['<</S/J#61vaScript/J#53(x)>>'], '/OpenAction 4 0 R'),
      'x.pdf',
    ],
    ['a PDF with a Launch action', pdfWith(['<</S/Launch/F(cmd.exe)>>'], '/OpenAction 4 0 R'), 'x.pdf'],
    ['a PDF with an embedded file', pdfWith(['<</Type/EmbeddedFile/Length 0>>stream\n\nendstream\n']), 'x.pdf'],
    ['a PDF with a form that submits', pdfWith(['<</S/SubmitForm/F(https://evil.example)>>']), 'x.pdf'],
    [
      'a PDF with JavaScript in a compressed object stream',
      pdfWithCompressedObject('<</S/JavaScript/JS(app.alert(1))>>'),
      'x.pdf',
    ],
  ])('refuses %s', async (_, bytes, name) => {
    await expectRefused(fileUpload(name, bytes));
  });

  it.each([
    ['a PDF with a plain open action (a page to open at)', pdfWith([], '/OpenAction[3 0 R/Fit]')],
    ['a PDF with a web link', pdfWith(['<</Type/Annot/Subtype/Link/A<</S/URI/URI(https://bank.example)>>>>'])],
    [
      'a PDF whose text mentions JavaScript',
      pdfWith(['<</Length 30>>stream\n(JavaScript in a sentence)\nendstream\n']),
    ],
    [
      'a PDF whose page data happens to hold /JS bytes',
      pdfWith(['<</Length 12>>stream\n\x01/JS \x02/Launch\nendstream\n']),
    ],
    ['a PDF with a harmless compressed object stream', pdfWithCompressedObject('<</Type/Font/Subtype/Type1>>')],
  ])('accepts %s', async (_, bytes) => {
    await expectStored(fileUpload('statement.pdf', bytes));
  });
});

describe('archives and compression bombs', () => {
  // 10 MB of zeros compress to about 10 KB: the platform never inflates an upload, it refuses the type.
  const bomb = gzipSync(Buffer.alloc(10 * 1024 * 1024));

  it.each([
    ['a ZIP named .zip', 'statement.zip', tinyZip()],
    ['a ZIP named .pdf', 'statement.pdf', tinyZip()],
    ['a gzip bomb named .pdf', 'statement.pdf', bomb],
    ['a gzip bomb named .png', 'statement.png', bomb],
  ])('refuses %s as an unsupported type', async (_, name, bytes) => {
    expect(bomb.length).toBeLessThan(100 * 1024);
    await expectRefused(fileUpload(name, bytes));
  });
});

describe('oversized uploads', () => {
  it('refuses 10 MB + 1 byte with 413 and stores nothing; exactly 10 MB is accepted', async () => {
    const pdf = tinyPdf();
    const sized = (total: number) =>
      Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(total - pdf.length, 0x20), pdf.subarray(9)]);
    const tooLarge = await expectRefused(fileUpload('big.pdf', sized(MAX_UPLOAD_BYTES + 1)), 413);
    expect(tooLarge.json().parameters).toEqual({ maxBytes: MAX_UPLOAD_BYTES });
    const row = await expectStored(fileUpload('fits.pdf', sized(MAX_UPLOAD_BYTES)));
    expect(row.fileName).toBe('fits.pdf');
  });

  it('stores only the first file of a request that carries two (one file per request)', async () => {
    const before = storedObjects().length;
    const response = await post(
      multipartBody([
        { fileName: 'first.pdf', bytes: tinyPdf('first') },
        { fileName: 'second.pdf', bytes: tinyPdf('second') },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(documentRowSchema.parse(response.json()).fileName).toBe('first.pdf');
    expect(storedObjects()).toHaveLength(before + 1);
  });
});

describe('hostile file names', () => {
  it.each([
    ['../../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\system.ini.pdf', 'system.ini.pdf'],
    ['/absolute/path.pdf', 'path.pdf'],
    ['re\u0000po\u0007rt\u001b.pdf', 'report.pdf'],
    ['invoice\u202Efdp.pdf', 'invoicefdp.pdf'],
    ['<script>alert(1)<\\script>.pdf', 'script.pdf'],
    ["'><img src=x onerror=alert(1)>.pdf", "'img src=x onerror=alert(1).pdf"],
    ['..', 'file.pdf'],
    ['  .hidden.pdf. ', 'hidden.pdf'],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(251)}.pdf`],
  ])('keeps %j as %j, and sends it back as a safe attachment', async (raw, kept) => {
    const row = await expectStored(fileUpload(raw, tinyPdf()));
    expect(row.fileName).toBe(kept);
    const download = await t.call({
      method: 'GET',
      url: `${DOCUMENTS}/${row.id}/file`,
      host: w.home.host,
      token: w.home.advisor.token,
    });
    expect(download.statusCode).toBe(200);
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=@^`|{}#-]+$/,
    );
    expect(disposition).not.toMatch(/[\r\n<>]/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/pdf');
  });
});
