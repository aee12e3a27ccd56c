export { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextOn } from './contrast.ts';
export type {
  ColorRole,
  ContrastCheck,
  ContrastCheckId,
  ContrastReport,
  ContrastSuggestion,
} from './contrast-report.ts';
export {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  applyContrastSuggestions,
  contrastCheckIds,
  contrastReport,
  PAGE_BACKGROUND,
} from './contrast-report.ts';
export type { Palette, ReadableVariablesOptions } from './readable-colors.ts';
export { composite, readableColor, readableMantineVariables, textSurfaces } from './readable-colors.ts';
export type { ThemeSource } from './theme-colors.ts';
export { normalizeThemeColors, parseThemeColors, resolveThemeColors, themeCssVariables } from './theme-colors.ts';
export { hexColorSchema, themeColorsSchema, themeNameSchema } from './theme-schemas.ts';
export type { ThemeColors, ThemeName } from './themes.ts';
export { builtInThemes, defaultThemeName, HEX_COLOR, normalizeHexColor, themeNames } from './themes.ts';
