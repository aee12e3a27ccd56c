export { resolveThemeColors, parseThemeColors, themeColorsSchema, themeCssVariables } from './theme-colors.ts';
export type { ThemeSource } from './theme-colors.ts';
export { builtInThemes, defaultThemeName, hexColorSchema, themeNameSchema, themeNames } from './themes.ts';
export type { ThemeColors, ThemeName } from './themes.ts';
