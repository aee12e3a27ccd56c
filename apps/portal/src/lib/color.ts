function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rgb`/`#rrggbb` colour (what hexColorSchema lets through). */
export function relativeLuminance(hex: string): number {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = Number.parseInt(digits, 16);
  if (digits.length !== 6 || Number.isNaN(n)) return 0;
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';

/**
 * Hosts pick their own main colour, so text drawn on it must choose between white and near-black,
 * whichever contrasts more (WCAG contrast ratio).
 */
export function readableTextOn(background: string): string {
  const l = relativeLuminance(background);
  const againstWhite = 1.05 / (l + 0.05);
  const againstDark = (l + 0.05) / (relativeLuminance(DARK_TEXT) + 0.05);
  return againstWhite >= againstDark ? LIGHT_TEXT : DARK_TEXT;
}
