/*
 * What a host's link or image may be, without zod: the portal's first screen resolves them before
 * any schema has loaded (decision 075); `assetRefSchema` (fields.ts) validates with this rule.
 */

/** A bare file name of an uploaded or bundled image (served under the image directory). */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const ROOT_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;

export function isFileName(value: string): boolean {
  return FILE_NAME.test(value);
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Links and images of a host: an http(s) URL, a path on the same host, or a file name under
 * the image directory. Everything else (javascript:, data:, protocol-relative) is refused,
 * because these values end up in href/src attributes of every branded page.
 */
export function isAssetRef(value: string): boolean {
  return isHttpUrl(value) || ROOT_PATH.test(value) || isFileName(value);
}
