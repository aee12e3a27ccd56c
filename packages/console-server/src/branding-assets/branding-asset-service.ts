import { createHash } from 'node:crypto';
import { isPolyglot } from '@wl/api';
import type { Database } from '@wl/db';
import {
  type BrandingAssetKind,
  type BrandingImageType,
  type BrandingUploadFailure,
  brandingImageTypes,
  brandingUploadLimits,
  checkBrandingUpload,
  sniffBrandingImage,
} from '@wl/shared/console';

/** Where every edge serves uploaded logos and favicons (decision 025). */
export const BRANDING_ASSET_PREFIX = '/branding-assets/';

/** `<sha256>.<ext>`: the only names the asset route answers. */
const ASSET_NAME = /^([0-9a-f]{64})\.([a-z]{3,4})$/;

export interface SavedBrandingAsset {
  /** The same-host path a host config field takes (`/branding-assets/<sha256>.png`). */
  path: string;
  contentType: BrandingImageType;
  size: number;
}

export type SaveBrandingAssetResult =
  | { ok: true; asset: SavedBrandingAsset }
  | { ok: false; failure: BrandingUploadFailure };

function pathOf(sha256: string, contentType: BrandingImageType): string {
  return `${BRANDING_ASSET_PREFIX}${sha256}.${brandingImageTypes[contentType][0]}`;
}

/**
 * Checks an upload by the shared rules (size per kind, type by the first bytes, extension
 * matching them) and the API's polyglot rule (decision 026), and stores it once per content: uploading the same image again returns the same
 * path. The stored type is the sniffed one, never the browser's claim.
 */
export async function saveBrandingAsset(
  db: Database,
  input: { kind: BrandingAssetKind; fileName: string; bytes: Buffer; uploadedBy: string },
): Promise<SaveBrandingAssetResult> {
  const failure = checkBrandingUpload(input.kind, {
    fileName: input.fileName,
    size: input.bytes.length,
    head: input.bytes.subarray(0, 16),
  });
  if (failure) return { ok: false, failure };
  // Markup in the head or an archive appended: refused like any upload's polyglot (decision 026).
  if (isPolyglot(input.bytes)) {
    const types = brandingUploadLimits[input.kind].types.flatMap((type) => brandingImageTypes[type]);
    return {
      ok: false,
      failure: { key: 'console:checks.uploadType', params: { types: types.join(', ').toUpperCase() } },
    };
  }
  // checkBrandingUpload accepted the bytes, so they sniff as one of the kind's types.
  const contentType = sniffBrandingImage(input.bytes) as BrandingImageType;
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  await db.brandingAsset.upsert({
    where: { sha256 },
    create: {
      sha256,
      contentType,
      size: input.bytes.length,
      bytes: new Uint8Array(input.bytes),
      fileName: input.fileName,
      uploadedBy: input.uploadedBy,
    },
    update: {},
  });
  return { ok: true, asset: { path: pathOf(sha256, contentType), contentType, size: input.bytes.length } };
}

/** The stored image behind `<sha256>.<ext>`, or null (unknown, or the extension is not its type's). */
export async function findBrandingAsset(
  db: Database,
  name: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const match = ASSET_NAME.exec(name);
  if (!match) return null;
  const row = await db.brandingAsset.findUnique({
    where: { sha256: match[1] },
    select: { contentType: true, bytes: true },
  });
  if (!row) return null;
  const extensions: readonly string[] = brandingImageTypes[row.contentType as BrandingImageType] ?? [];
  return extensions[0] === match[2] ? row : null;
}
