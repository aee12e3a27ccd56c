import type { FileStorage } from './storage.ts';
import { storageFromEnv } from './storage-from-env.ts';

/** The storage of the process environment: `.data/files` beside the embedded database unless configured. */
export function defaultFileStorage(): FileStorage {
  return storageFromEnv(process.env);
}
