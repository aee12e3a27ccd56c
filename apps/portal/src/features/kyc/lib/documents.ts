import { notifications } from '@mantine/notifications';
import type { Language } from '@wl/shared/config';
import { messageOfError } from '@/lib/api/api-error.ts';
import { saveBlob } from '@/lib/files.ts';
import type { DocumentValues } from './form-values.ts';

/**
 * Downloads an uploaded supporting document under its own name (or a neutral one, when only its
 * id is known); a failure is a notification worded by the error catalogue.
 */
export async function downloadDocument(
  fetchFile: (id: string) => Promise<Blob>,
  document: DocumentValues,
  fallbackName: string,
  language: Language,
): Promise<void> {
  try {
    saveBlob(await fetchFile(document.id), document.fileName || fallbackName);
  } catch (error) {
    notifications.show({ color: 'red', message: messageOfError(error, language).text });
  }
}
