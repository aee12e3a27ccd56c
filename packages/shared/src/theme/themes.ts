/*
 * The themes and their colours, without zod: the portal's first screen resolves them before any
 * schema has loaded (decision 075). The schemas built on these rules are in theme-schemas.ts.
 */

/**
 * Colours are only ever accepted as `#rgb` or `#rrggbb`. They are written into a `<style>` block
 * of every branded page, so anything outside this shape is a CSS-injection vector.
 */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A colour in its stored form (trimmed, lower case), or undefined when it is not `#rgb`/`#rrggbb`. */
export function normalizeHexColor(value: string): string | undefined {
  const trimmed = value.trim();
  return HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

export const themeNames = ['theme-default', 'theme-navy', 'theme-custom'] as const;
export type ThemeName = (typeof themeNames)[number];

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
