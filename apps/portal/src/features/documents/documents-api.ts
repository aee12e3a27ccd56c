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
