import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  /** The service's base URL: `https://s3.eu-central-1.amazonaws.com`, `http://localhost:9000` (MinIO). */
  endpoint: string;
  bucket: string;
  /** Default `us-east-1` (what MinIO and most S3-compatible services accept). */
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. MinIO and most
   * self-hosted services want it; AWS prefers virtual-hosted URLs. Default false.
   */
  forcePathStyle?: boolean;
  /** Retries of a 5xx or 429 answer (aws4fetch backs off exponentially). Default 2. */
  retries?: number;
}

const sha256Hex = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');
const EMPTY_SHA256 = sha256Hex('');

/**
 * Objects in one bucket of an S3-compatible service (AWS S3, MinIO, Ceph, R2 …), signed with
 * SigV4 (aws4fetch). The payload hash is signed too (`x-amz-content-sha256`), so a body altered
 * in transit is refused by the service. Keys are the platform's opaque keys (`<tenantId>/<uuid>`).
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: URL;

  constructor(private readonly options: S3StorageOptions) {
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(options.bucket)) {
      throw new Error(`Invalid S3 bucket name: ${options.bucket}`);
    }
    this.base = new URL(options.endpoint);
    if (this.base.protocol !== 'http:' && this.base.protocol !== 'https:') {
      throw new Error(`S3 endpoint must be an http(s) URL: ${options.endpoint}`);
    }
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region ?? 'us-east-1',
      service: 's3',
      retries: options.retries ?? 2,
    });
  }

  /** The object's URL, path-style or virtual-hosted; each key segment percent-encoded. */
  objectUrl(key: string): string {
    assertStorageKey(key);
    const path = key.split('/').map(encodeURIComponent).join('/');
    const prefix = this.base.pathname.replace(/\/+$/, '');
    if (this.options.forcePathStyle) {
      return `${this.base.protocol}//${this.base.host}${prefix}/${this.options.bucket}/${path}`;
    }
    return `${this.base.protocol}//${this.options.bucket}.${this.base.host}${prefix}/${path}`;
  }

  private async request(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const headers: Record<string, string> = { 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_SHA256 };
    if (contentType) headers['content-type'] = contentType;
    try {
      return await this.client.fetch(this.objectUrl(key), {
        method,
        headers,
        // A copy backed by a plain ArrayBuffer: what fetch's BodyInit accepts under every lib setting.
        ...(body ? { body: Uint8Array.from(body) } : {}),
      });
    } catch (error) {
      throw new Error(`S3 ${method} ${key} failed: ${(error as Error).message}`, { cause: error });
    }
  }

  private static async failure(method: string, key: string, response: Response): Promise<Error> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    return new Error(`S3 ${method} ${key} failed: ${response.status}${code ? ` ${code}` : ''}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.request('PUT', key, body, contentType);
    if (!response.ok) throw await S3FileStorage.failure('PUT', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.request('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await S3FileStorage.failure('GET', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Deleting a key that is not there succeeds (S3 answers 204 either way; a 404 is taken as done). */
  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    if (!response.ok && response.status !== 404) throw await S3FileStorage.failure('DELETE', key, response);
    await response.body?.cancel();
  }
}
