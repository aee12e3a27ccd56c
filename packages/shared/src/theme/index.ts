export { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextOn } from './contrast.ts';
export type { ThemeSource } from './theme-colors.ts';
export { parseThemeColors, resolveThemeColors, themeColorsSchema, themeCssVariables } from './theme-colors.ts';
export type { ThemeColors, ThemeName } from './themes.ts';
export { builtInThemes, defaultThemeName, hexColorSchema, themeNameSchema, themeNames } from './themes.ts';
