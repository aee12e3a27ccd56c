import { randomBytes } from 'node:crypto';

/**
 * Real multipart bodies and tiny real files for upload tests (no form-data library: the body is
 * built byte by byte as a browser sends it).
 */

export interface MultipartPart {
  field?: string;
  fileName?: string;
  contentType?: string;
  bytes: Buffer | string;
}

export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wl-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.field ?? 'file'}"`
        : `form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.bytes === 'string' ? Buffer.from(part.bytes, 'utf8') : part.bytes);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file in the field `file`. */
export function fileUpload(fileName: string, bytes: Buffer | string, contentType = 'application/octet-stream') {
  return multipartBody([{ fileName, contentType, bytes }]);
}

/** A minimal but well-formed PDF (header, one empty page, trailer). */
export function tinyPdf(text = 'test'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** The PNG signature and an IHDR chunk of a 1×1 image (all a sniffer reads). */
export function tinyPng(): Buffer {
  return Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fe' +
      'a7d6a4a60000000049454e44ae426082',
    'hex',
  );
}

/** A JPEG start (SOI, JFIF APP0) and end marker. */
export function tinyJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.alloc(32, 0),
    Buffer.from('ffd9', 'hex'),
  ]);
}
