import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded and generated files live (DESIGN §1: a local directory by default,
 * S3-compatible when configured). Keys are opaque (`<tenantId>/<uuid>`), chosen by the platform,
 * never by the uploader; files are only ever served through endpoints that check access.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes of a key; `null` when the storage has no such key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const safeKey = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Keys the platform made: no `..`, no absolute paths, nothing the file system would reinterpret. */
export function assertStorageKey(key: string): void {
  if (!safeKey.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Files under one directory (default `.data/files`), one file per key. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertStorageKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body, { mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
