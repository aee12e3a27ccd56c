import { join } from 'node:path';
import { repositoryRoot } from '@wl/db';
import { S3FileStorage } from './s3-storage.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';

/** The storage variables (process.env, or the edge's parsed config). */
export interface StorageEnv {
  /** `local` (default) or `s3`. */
  STORAGE_DRIVER?: string | undefined;
  /** Directory of the local driver; default `<repo>/.data/files`. */
  STORAGE_DIR?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  /** Default `us-east-1`. */
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  /** `true`/`1`: path-style URLs (MinIO); default virtual-hosted. */
  S3_FORCE_PATH_STYLE?: string | boolean | undefined;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const flag = (value: string | boolean | undefined) => value === true || value === 'true' || value === '1';

/**
 * The file storage the environment asks for (DESIGN §1): a local directory unless
 * `STORAGE_DRIVER=s3`, which then needs the S3 variables (a missing one stops the start-up with
 * its name, rather than failing at the first upload).
 */
export function storageFromEnv(env: StorageEnv): FileStorage {
  const driver = env.STORAGE_DRIVER?.trim() || 'local';
  if (driver === 'local') return new LocalFileStorage(env.STORAGE_DIR || join(repositoryRoot, '.data', 'files'));
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be "local" or "s3", not "${driver}"`);
  const missing = S3_REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  return new S3FileStorage({
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
  });
}
