import { join } from 'node:path';
import { repositoryRoot } from '@wl/db';
import { type FileStorage, LocalFileStorage } from './storage.ts';

/** The local directory of a development machine: `.data/files` beside the embedded database. */
export function defaultFileStorage(): FileStorage {
  return new LocalFileStorage(process.env.STORAGE_DIR ?? join(repositoryRoot, '.data', 'files'));
}
