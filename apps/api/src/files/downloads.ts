import type { FastifyReply } from 'fastify';
import { notFound } from '../core/api-error.ts';
import type { FileStorage } from './storage.ts';

/**
 * `Content-Disposition: attachment` with an ASCII fallback and the exact name in RFC 5987 form
 * (`filename*=UTF-8''…`), so every browser saves the file under its name and none renders it.
 */
export function contentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface DownloadableFile {
  storageKey: string;
  fileName: string;
  contentType: string;
}

/**
 * Sends a stored file the caller was just checked to see: its bytes with the stored (sniffed)
 * content type, as an attachment, never sniffed by the browser, never cached by a proxy. A row
 * whose object is gone from the storage reads as not found.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: DownloadableFile) {
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw notFound();
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', String(bytes.length))
    .send(bytes);
}

/** A PDF the server just rendered and the name it is saved under. */
export interface RenderedPdf {
  fileName: string;
  bytes: Buffer;
}

/** Sends a rendered PDF as an attachment, never sniffed, never cached by a proxy. */
export function sendPdf(reply: FastifyReply, pdf: RenderedPdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(pdf.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf.bytes);
}
