import { createHash, randomUUID } from 'node:crypto';
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

const fileData = (input: SaveFileInput, storageKey: string) => ({
  tenantId: input.tenantId,
  storageKey,
  fileName: input.fileName,
  contentType: input.contentType,
  size: input.bytes.length,
  sha256: createHash('sha256').update(input.bytes).digest('hex'),
  uploadedByUserId: input.uploadedByUserId,
});

/**
 * Puts the bytes into the storage under a fresh opaque key (`<tenantId>/<uuid>`), then records
 * them. If the row cannot be written the object is removed again, so storage and database agree.
 */
export async function saveFile(db: Database, storage: FileStorage, input: SaveFileInput): Promise<StoredFileRecord> {
  const storageKey = newKey(input.tenantId);
  await storage.put(storageKey, input.bytes, input.contentType);
  try {
    return await db.storedFile.create({ data: fileData(input, storageKey) });
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
  await storage.put(storageKey, input.bytes, input.contentType);
  try {
    return await db.$transaction(async (tx) => {
      const file = await tx.storedFile.create({ data: fileData(input, storageKey) });
      return link(tx, file);
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
