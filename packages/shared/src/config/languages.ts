/*
 * The platform's languages, without zod: the portal's first screen reads them before any schema
 * has loaded (decision 075). `languageSchema` (fields.ts) is built from the same list.
 */
export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
/** Spec §9: Polish first, English as the fallback. */
export const defaultLanguage: Language = 'pl';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
