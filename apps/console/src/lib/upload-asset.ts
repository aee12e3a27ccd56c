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

/** The `accept` list of a file picker for one kind: its image types and their extensions. */
export function acceptFor(kind: BrandingAssetKind): string {
  const types = brandingUploadLimits[kind].types;
  return [...types, ...types.flatMap((type) => brandingImageTypes[type].map((extension) => `.${extension}`))].join(',');
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
  if (response.ok && body && typeof (body as { path?: unknown }).path === 'string') {
    return { ok: true, path: (body as { path: string }).path };
  }
  const error = parseErrorBody(body);
  return { ok: false, message: error?.label || null };
}
