import { FETCH_ALL_LIMIT } from '@wl/shared/format';
import type { DocumentRow } from '@wl/shared/schemas';
import { api } from '@/lib/api/client.ts';

export const documentKeys = { all: ['documents'] as const };

/** Spec §7: the whole list (limit 99999), newest first. */
export const fetchDocuments = () =>
  api<DocumentRow[]>('/api/advisor/advisor/documents', {
    query: { limit: FETCH_ALL_LIMIT, offset: 0, sort: 'createdAt:desc' },
  });

export const fetchDocumentFile = (id: string) =>
  api<Blob>(`/api/advisor/advisor/documents/${encodeURIComponent(id)}/file`, { responseType: 'blob' });

export function uploadDocument(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api<DocumentRow>('/api/advisor/advisor/documents', { method: 'POST', body });
}

export const deleteDocument = (id: string) =>
  api<null>(`/api/advisor/advisor/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** What the API accepts (PDF, JPEG, PNG up to 10 MB), checked before the upload starts. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export type UploadProblem = 'fileTooLarge' | 'fileUnsupportedType' | null;

export function checkUpload(file: Pick<File, 'type' | 'size' | 'name'>): UploadProblem {
  const byName = /\.(pdf|jpe?g|png)$/i.test(file.name);
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type) && !(file.type === '' && byName)) {
    return 'fileUnsupportedType';
  }
  if (file.size > DOCUMENT_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** Saves a downloaded file under its own name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
