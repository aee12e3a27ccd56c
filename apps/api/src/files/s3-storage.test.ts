import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from './s3-storage.ts';

/**
 * A stand-in for an S3-compatible service (a third party): objects in a Map, requests refused
 * unless SigV4-signed with the payload hash, as S3 does. Path-style: /<bucket>/<key>.
 */
interface Received {
  method: string;
  url: string;
  authorization: string;
  contentSha256: string;
  contentType: string | undefined;
}

const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
const received: Received[] = [];
let failWith: number | null = null;
let server: Server;
let endpoint: string;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const xmlError = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    const authorization = String(request.headers.authorization ?? '');
    const contentSha256 = String(request.headers['x-amz-content-sha256'] ?? '');
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization,
      contentSha256,
      contentType: request.headers['content-type'],
    });
    if (failWith) {
      response.writeHead(failWith, { 'content-type': 'application/xml' }).end(xmlError('InternalError'));
      return;
    }
    const signed =
      authorization.startsWith('AWS4-HMAC-SHA256 Credential=test-key/') &&
      authorization.includes('/us-east-1/s3/aws4_request') &&
      authorization.includes('x-amz-content-sha256') &&
      contentSha256 === createHash('sha256').update(body).digest('hex');
    if (!signed) {
      response.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError('SignatureDoesNotMatch'));
      return;
    }
    const key = decodeURIComponent(request.url ?? '');
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: request.headers['content-type'] });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey'));
      else
        response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storage = (overrides: Partial<ConstructorParameters<typeof S3FileStorage>[0]> = {}) =>
  new S3FileStorage({
    endpoint,
    bucket: 'wl-files',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    retries: 0,
    ...overrides,
  });

describe('S3FileStorage', () => {
  it('puts, gets and deletes objects, signed with SigV4 and the payload hash', async () => {
    const s3 = storage();
    const body = Buffer.from('%PDF-1.4 bytes ąę');
    await s3.put('tenant-1/abc', body, 'application/pdf');
    expect(objects.get('/wl-files/tenant-1/abc')?.body.equals(body)).toBe(true);
    const put = received.at(-1) as Received;
    expect(put.method).toBe('PUT');
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(put.contentSha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(put.contentType).toBe('application/pdf');

    expect((await s3.get('tenant-1/abc'))?.equals(body)).toBe(true);
    await s3.delete('tenant-1/abc');
    expect(objects.has('/wl-files/tenant-1/abc')).toBe(false);
  });

  it('answers null for a missing object', async () => {
    expect(await storage().get('tenant-1/missing')).toBeNull();
  });

  it('turns any other failure into an error naming the status and the S3 code', async () => {
    const wrongSecret = storage({ accessKeyId: 'other-key' });
    await expect(wrongSecret.put('tenant-1/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'S3 PUT tenant-1/x failed: 403 SignatureDoesNotMatch',
    );
    await expect(wrongSecret.get('tenant-1/x')).rejects.toThrow('S3 GET tenant-1/x failed: 403');
    failWith = 500;
    try {
      await expect(storage().delete('tenant-1/x')).rejects.toThrow('S3 DELETE tenant-1/x failed: 500 InternalError');
    } finally {
      failWith = null;
    }
  });

  it('turns an unreachable service into an error', async () => {
    const down = storage({ endpoint: 'http://127.0.0.1:1' });
    await expect(down.get('tenant-1/x')).rejects.toThrow(/S3 GET tenant-1\/x failed/);
  });

  it('refuses keys the platform would never make', async () => {
    await expect(storage().get('../other-bucket/x')).rejects.toThrow(/Invalid storage key/);
  });

  it('builds path-style and virtual-hosted URLs', () => {
    expect(storage().objectUrl('t/k.pdf')).toBe(`${endpoint}/wl-files/t/k.pdf`);
    const aws = new S3FileStorage({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'wl-files',
      region: 'eu-central-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    expect(aws.objectUrl('t/k.pdf')).toBe('https://wl-files.s3.eu-central-1.amazonaws.com/t/k.pdf');
  });

  it('refuses an invalid bucket or endpoint at construction', () => {
    expect(() => storage({ bucket: 'Bad_Bucket' })).toThrow(/bucket/);
    expect(() => storage({ endpoint: 'ftp://example.test' })).toThrow(/http/);
  });
});
