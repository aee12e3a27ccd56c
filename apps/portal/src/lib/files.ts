/**
 * Files in the browser: the check every upload makes before it starts (the API's own rule: PDF,
 * JPEG or PNG up to 10 MB; the server sniffs the content again) and saving a downloaded blob.
 */
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
  // Revoked after 40 s, as FileSaver.js does: the browser resolves the address when it starts the
  // download, which a busy machine may do later than the 1 s waited before (an e2e download once
  // never came on two loaded cores; the likely cause, not a proven one).
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** `base` with the extension of the blob's type (files known only by an id get a name this way). */
export function fileNameFor(base: string, blob: Pick<Blob, 'type'>): string {
  const extension = EXTENSIONS[blob.type.split(';')[0]?.trim() ?? ''];
  return extension ? `${base}.${extension}` : base;
}
