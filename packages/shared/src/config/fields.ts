// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';

export const languages = ['pl', 'en'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
/** Spec §9: Polish first, English as the fallback. */
export const defaultLanguage: Language = 'pl';

const MAX_TEXT = 5000;

/** A host text given per language; a language left out falls back to the next layer (spec §4). */
export const localizedTextSchema = z.strictObject({
  pl: z.string().max(MAX_TEXT).optional(),
  en: z.string().max(MAX_TEXT).optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

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
export const assetRefSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isHttpUrl(value) || ROOT_PATH.test(value) || isFileName(value), {
    message: 'validation:url',
  });
