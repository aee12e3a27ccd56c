import { notifications } from '@mantine/notifications';
import { catalogueMessage, errorMessageKeys } from '@wl/shared/errors';
import { useCallback } from 'react';
import { useBranding } from './branding-context.tsx';
import { fileNameFor, saveBlob } from './files.ts';

/**
 * Fetches a file and saves it; a failure is told as spec §8's file download error. `name` is the
 * file's name, or a function naming it from the blob (for files known only by an id).
 */
export function useFileDownload() {
  const { language } = useBranding();
  return useCallback(
    async (fetchBlob: () => Promise<Blob>, name: string | ((blob: Blob) => string)) => {
      try {
        const blob = await fetchBlob();
        saveBlob(blob, typeof name === 'function' ? name(blob) : name);
      } catch {
        notifications.show({ color: 'red', message: catalogueMessage(errorMessageKeys.fileDownload, language).text });
      }
    },
    [language],
  );
}

/** A name for a file known only by its position: `base-3.pdf`. */
export const numberedFileName = (base: string, number: number) => (blob: Blob) =>
  fileNameFor(`${base}-${number}`, blob);
