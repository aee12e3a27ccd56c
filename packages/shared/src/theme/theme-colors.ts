import { z } from 'zod';
import { builtInThemes, hexColorSchema, type ThemeColors, type ThemeName } from './themes.ts';

/** `themeColors` of the admin configuration: "main,hover,highlight", three valid colours. */
export const themeColorsSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim());
    const parsed = parts.map((part) => hexColorSchema.safeParse(part));
    if (parts.length !== 3 || parsed.some((result) => !result.success)) {
      ctx.addIssue({ code: 'custom', message: 'validation:themeColors' });
      return z.NEVER;
    }
    return parsed.map((result) => result.data as string).join(',');
  });

/** Parses "main,hover,highlight"; undefined when the value is missing or not three colours. */
export function parseThemeColors(value: string | null | undefined): ThemeColors | undefined {
  if (!value) return undefined;
  const result = themeColorsSchema.safeParse(value);
  if (!result.success) return undefined;
  const [main, hover, highlight] = result.data.split(',') as [string, string, string];
  return { main, hover, highlight };
}

export type ThemeSource = 'custom-colors' | ThemeName;

/**
 * Spec §4: custom colours from the admin configuration win over the landing-page theme;
 * theme-navy has its own colours; everything else (no theme, theme-custom without valid
 * colours) falls back to theme-default.
 */
export function resolveThemeColors(
  adminThemeColors: string | null | undefined,
  landingTheme: ThemeName | null | undefined,
): ThemeColors & { source: ThemeSource } {
  const custom = parseThemeColors(adminThemeColors);
  if (custom) return { ...custom, source: 'custom-colors' };
  if (landingTheme === 'theme-navy') return { ...builtInThemes['theme-navy'], source: 'theme-navy' };
  return { ...builtInThemes['theme-default'], source: 'theme-default' };
}

/** The CSS custom properties every branded page starts with (values are validated colours). */
export function themeCssVariables(colors: ThemeColors): string {
  return `:root{--wl-color-main:${colors.main};--wl-color-hover:${colors.hover};--wl-color-highlight:${colors.highlight}}`;
}
