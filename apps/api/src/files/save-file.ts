import { createHash, randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type { Database, Prisma } from '@wl/db';
import type { FileStorage } from './storage.ts';

export interface SaveFileInput {
  tenantId: string;
  /** Already sanitised (no path, no control characters, ≤ 255 characters). */
  fileName: string;
  /** Already checked against the content (sniffed), never the client's word alone. */
  contentType: string;
  bytes: Buffer;
  uploadedByUserId: string | null;
}

export type StoredFileRecord = Prisma.StoredFileGetPayload<object>;

const newKey = (tenantId: string) => `${tenantId}/${randomUUID()}`;

/** Bytes hashed between two turns of the event loop: a 10 MB file is never hashed in one go (decision 029). */
const HASH_SLICE_BYTES = 1024 * 1024;

/** The SHA-256 of the bytes, in hex, hashed a slice at a time. */
export async function sha256InSlices(bytes: Buffer): Promise<string> {
  const hash = createHash('sha256');
  for (let start = 0; start < bytes.length; start += HASH_SLICE_BYTES) {
    if (start > 0) await setImmediate();
    hash.update(bytes.subarray(start, start + HASH_SLICE_BYTES));
  }
  return hash.digest('hex');
}

const fileData = async (input: SaveFileInput, storageKey: string) => ({
  tenantId: input.tenantId,
  storageKey,
  fileName: input.fileName,
  contentType: input.contentType,
  size: input.bytes.length,
  sha256: await sha256InSlices(input.bytes),
  uploadedByUserId: input.uploadedByUserId,
});

/**
 * Puts the bytes into the storage under a fresh opaque key (`<tenantId>/<uuid>`), then records
 * them. If the row cannot be written the object is removed again, so storage and database agree.
 */
export async function saveFile(db: Database, storage: FileStorage, input: SaveFileInput): Promise<StoredFileRecord> {
  const storageKey = newKey(input.tenantId);
  const data = await fileData(input, storageKey);
  await storage.put(storageKey, input.bytes, input.contentType);
  try {
    return await db.storedFile.create({ data });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * `saveFile` whose row is written in one transaction with what links it (`link`: a payment
 * confirmation, a document …). The object goes into the storage first; when the transaction
 * fails or `link` refuses, the object is removed again, so no row points at nothing and no
 * object is left without a row.
 */
export async function saveLinkedFile<T>(
  db: Database,
  storage: FileStorage,
  input: SaveFileInput,
  link: (tx: Prisma.TransactionClient, file: StoredFileRecord) => Promise<T>,
): Promise<T> {
  const storageKey = newKey(input.tenantId);
  const data = await fileData(input, storageKey);
  await storage.put(storageKey, input.bytes, input.contentType);
  try {
    return await db.$transaction(async (tx) => {
      const file = await tx.storedFile.create({ data });
      return link(tx, file);
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
