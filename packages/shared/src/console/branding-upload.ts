import type { MessageParams } from '../i18n/translate.ts';

/**
 * Logos and favicons an operator uploads in the console. They are served from the host's own
 * origin under the image directory, so SVG is refused: an SVG file can carry script, and shared
 * code has no SVG sanitiser (the bundled SVG logos of the seed are not uploads). The type is
 * decided by the file's first bytes, never by its name or the browser's claim alone.
 */
export const brandingAssetKinds = ['logo', 'logoInverse', 'favicon'] as const;
export type BrandingAssetKind = (typeof brandingAssetKinds)[number];

export const brandingImageTypes = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/x-icon': ['ico'],
} as const;
export type BrandingImageType = keyof typeof brandingImageTypes;

/** Per kind: the types accepted and the largest file, in bytes. */
export const brandingUploadLimits: Record<
  BrandingAssetKind,
  { types: readonly BrandingImageType[]; maxBytes: number }
> = {
  logo: { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 1024 * 1024 },
  logoInverse: { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 1024 * 1024 },
  favicon: { types: ['image/png', 'image/x-icon'], maxBytes: 256 * 1024 },
};

/** The image type of a file by its first bytes (at least 12 are needed), or undefined. */
export function sniffBrandingImage(head: Uint8Array): BrandingImageType | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    head[8] === 0x57 &&
    head[9] === 0x45 &&
    head[10] === 0x42 &&
    head[11] === 0x50
  ) {
    return 'image/webp';
  }
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'image/x-icon';
  return undefined;
}

export interface BrandingUploadFailure {
  key: string;
  params: MessageParams;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function typeList(types: readonly BrandingImageType[]): string {
  return types.flatMap((type) => brandingImageTypes[type].map((extension) => extension.toUpperCase())).join(', ');
}

/**
 * Whether an upload may become a host's logo or favicon: not empty, within the size limit, its
 * bytes one of the kind's image types, and its name's extension matching those bytes.
 */
export function checkBrandingUpload(
  kind: BrandingAssetKind,
  file: { fileName: string; size: number; head: Uint8Array },
): BrandingUploadFailure | undefined {
  const limits = brandingUploadLimits[kind];
  if (file.size <= 0) return { key: 'console:checks.uploadEmpty', params: {} };
  if (file.size > limits.maxBytes) {
    return { key: 'console:checks.uploadTooLarge', params: { max: `${Math.round(limits.maxBytes / 1024)} KB` } };
  }
  const type = sniffBrandingImage(file.head);
  if (!type || !limits.types.includes(type)) {
    return { key: 'console:checks.uploadType', params: { types: typeList(limits.types) } };
  }
  const extensions: readonly string[] = brandingImageTypes[type];
  if (!extensions.includes(extensionOf(file.fileName))) {
    return { key: 'console:checks.uploadExtension', params: { types: extensions.join(', ').toUpperCase() } };
  }
  return undefined;
}
