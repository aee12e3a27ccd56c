import { LEGAL_DOCUMENT_MAX_BYTES, type LegalDocumentFile, legalDocumentFileSchema } from '@wl/shared/config';
import {
  type BrandingAssetKind,
  brandingImageTypes,
  brandingUploadLimits,
  checkBrandingUpload,
} from '@wl/shared/console';
import { parseErrorBody } from '@wl/shared/errors';
import { translate } from '@wl/shared/i18n';
import type { ConsoleLanguage } from './i18n.tsx';

export const UPLOAD_URL = '/console/uploads';

export type UploadResult = { ok: true; path: string } | { ok: false; message: string | null };
export type DocumentUploadResult = { ok: true; file: LegalDocumentFile } | { ok: false; message: string | null };

/** The `accept` list of a file picker for one kind: its image types and their extensions. */
export function acceptFor(kind: BrandingAssetKind): string {
  const types = brandingUploadLimits[kind].types;
  return [...types, ...types.flatMap((type) => brandingImageTypes[type].map((extension) => `.${extension}`))].join(',');
}

/** Sends a file as the raw body; the parsed answer, or the refusal's message (null: no specific reason). */
async function postUpload(
  kind: string,
  file: File,
  language: ConsoleLanguage,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string | null }> {
  let response: Response;
  try {
    response = await fetch(`${UPLOAD_URL}/${kind}`, {
      method: 'POST',
      body: file,
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
        'accept-language': language,
      },
    });
  } catch {
    return { ok: false, message: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body };
  return { ok: false, message: parseErrorBody(body)?.label || null };
}

/**
 * Uploads a logo or favicon: first the shared check on this side (size, type by the first bytes,
 * extension), so an obviously wrong file never leaves the browser; the server checks again. The
 * message of a refusal is in the operator's language; `null` means "no specific reason".
 */
export async function uploadBrandingAsset(
  kind: BrandingAssetKind,
  file: File,
  language: ConsoleLanguage,
): Promise<UploadResult> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const failure = checkBrandingUpload(kind, { fileName: file.name, size: file.size, head });
  if (failure) return { ok: false, message: translate(language, failure.key, failure.params) };
  const result = await postUpload(kind, file, language);
  if (!result.ok) return result;
  const path = (result.body as { path?: unknown } | null)?.path;
  return typeof path === 'string' ? { ok: true, path } : { ok: false, message: null };
}

const PDF_MAGIC = '%PDF-';

/**
 * Uploads a legal document (decision 043): a `.pdf` of at most 5 MB that starts like one is sent;
 * the server checks it fully (type, no active content) and answers the file for the draft.
 */
export async function uploadLegalDocument(file: File, language: ConsoleLanguage): Promise<DocumentUploadResult> {
  if (file.size > LEGAL_DOCUMENT_MAX_BYTES) {
    return { ok: false, message: translate(language, 'console:checks.uploadTooLarge', { max: '5 MB' }) };
  }
  const head = new TextDecoder('latin1').decode(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (!file.name.toLowerCase().endsWith('.pdf') || head !== PDF_MAGIC) {
    return { ok: false, message: translate(language, 'console:checks.uploadType', { types: 'PDF' }) };
  }
  const result = await postUpload('legalDocument', file, language);
  if (!result.ok) return result;
  const parsed = legalDocumentFileSchema.safeParse(result.body);
  return parsed.success ? { ok: true, file: parsed.data } : { ok: false, message: null };
}
