// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';
import { isAssetRef } from './asset-ref.ts';
import { languages } from './languages.ts';

export { isFileName } from './asset-ref.ts';
export { defaultLanguage, isLanguage, type Language, languages } from './languages.ts';
export const languageSchema = z.enum(languages);

const MAX_TEXT = 5000;

/** A host text given per language; a language left out falls back to the next layer (spec §4). */
export const localizedTextSchema = z.strictObject({
  pl: z.string().max(MAX_TEXT).optional(),
  en: z.string().max(MAX_TEXT).optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * Links and images of a host: an http(s) URL, a path on the same host, or a file name under
 * the image directory. Everything else (javascript:, data:, protocol-relative) is refused,
 * because these values end up in href/src attributes of every branded page.
 */
export const assetRefSchema = z.string().trim().max(2048).refine(isAssetRef, {
  message: 'validation:url',
});
