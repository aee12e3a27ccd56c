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

/**
 * Puts the bytes into the storage under a fresh opaque key (`<tenantId>/<uuid>`), then records
 * them. If the row cannot be written the object is removed again, so storage and database agree.
 */
export async function saveFile(db: Database, storage: FileStorage, input: SaveFileInput): Promise<StoredFileRecord> {
  const storageKey = `${input.tenantId}/${randomUUID()}`;
  await storage.put(storageKey, input.bytes, input.contentType);
  try {
    return await db.storedFile.create({
      data: {
        tenantId: input.tenantId,
        storageKey,
        fileName: input.fileName,
        contentType: input.contentType,
        size: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        uploadedByUserId: input.uploadedByUserId,
      },
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
