// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';

/**
 * Colours are only ever accepted as `#rgb` or `#rrggbb`. They are written into a `<style>` block
 * of every branded page, so anything outside this shape is a CSS-injection vector.
 */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'validation:color' })
  .transform((value) => value.toLowerCase());

export const themeNames = ['theme-default', 'theme-navy', 'theme-custom'] as const;
export const themeNameSchema = z.enum(themeNames);
export type ThemeName = z.infer<typeof themeNameSchema>;

export interface ThemeColors {
  main: string;
  hover: string;
  highlight: string;
}

/** Spec §4: the built-in themes and their three colours. theme-custom has none of its own. */
export const builtInThemes = {
  'theme-default': { main: '#000000', hover: '#111827', highlight: '#f9fafb' },
  'theme-navy': { main: '#172554', hover: '#1f3169', highlight: '#eff6ff' },
} as const satisfies Record<Exclude<ThemeName, 'theme-custom'>, ThemeColors>;

export const defaultThemeName: ThemeName = 'theme-default';
