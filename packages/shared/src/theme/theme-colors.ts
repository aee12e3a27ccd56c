import { builtInThemes, normalizeHexColor, type ThemeColors, type ThemeName } from './themes.ts';

/**
 * `themeColors` of the admin configuration, "main,hover,highlight", in its stored form (each
 * colour trimmed and in lower case); undefined unless it is exactly three valid colours.
 * `themeColorsSchema` (theme-schemas.ts) validates with this rule.
 */
export function normalizeThemeColors(value: string): string | undefined {
  const colors = value.split(',').map(normalizeHexColor);
  if (colors.length !== 3 || colors.some((color) => color === undefined)) return undefined;
  return colors.join(',');
}

/** Parses "main,hover,highlight"; undefined when the value is missing or not three colours. */
export function parseThemeColors(value: string | null | undefined): ThemeColors | undefined {
  if (!value) return undefined;
  const normalized = normalizeThemeColors(value);
  if (normalized === undefined) return undefined;
  const [main, hover, highlight] = normalized.split(',') as [string, string, string];
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
