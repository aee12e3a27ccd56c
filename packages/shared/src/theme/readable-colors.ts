import { colord } from 'colord';
import { DARK_TEXT, readableTextOn } from './contrast.ts';
import { AA_NORMAL_TEXT } from './contrast-report.ts';

/**
 * Text colours the UI kit draws that must read on the page (issue 19: WCAG 2.1 AA, 4.5:1 for
 * normal text). The kit's defaults (Mantine's) draw secondary text in a light gray and badge or
 * link text in the sixth shade of a colour, which on white or on the colour's own pale tint
 * reads at 1.7–3.3:1. These helpers keep the hue and darken (or lighten) only as far as needed.
 */

/** `top` laid at `alpha` over the opaque `bottom`, channel by channel, rounded as the browser shows it. */
function compositeRgb(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  const mix = (a: number, b: number) => Math.round(a * alpha + b * (1 - alpha));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}

/** `color` laid at `alpha` over the opaque `base`, as the browser composes a translucent fill. */
export function composite(color: string, alpha: number, base: string): string {
  return colord(compositeRgb(colord(color).toRgb(), alpha, colord(base).toRgb()))
    .toHex()
    .slice(0, 7);
}

/** An sRGB colour's channels, 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG 2 relative luminance, as colord's `contrast` computes it (its `luminance()` rounds to two decimals). */
function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value < 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * A colour given by hue, saturation and lightness as the rounded channels colord gives it
 * (`colord({ h, s, l }).toRgb()`: through HSV, then rounded). The search below tries hundreds of
 * lightnesses on a page's first render; building a colord object for each took most of its time.
 * The test holds it to colord's own conversion.
 */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const turned = Number.isFinite(hue) ? hue % 360 : 0;
  const h = turned < 0 ? turned + 360 : turned;
  const s = Math.min(Math.max(saturation, 0), 100);
  const l = Math.min(Math.max(lightness, 0), 100);
  const chroma = s * ((l < 50 ? l : 100 - l) / 100);
  const value = (l + chroma) / 100;
  const hsvSaturation = chroma > 0 ? ((2 * chroma) / (l + chroma)) * 100 : 0;
  const sector = (h / 360) * 6;
  const whole = Math.floor(sector);
  const n = hsvSaturation / 100;
  const low = value * (1 - n);
  const falling = value * (1 - (sector - whole) * n);
  const rising = value * (1 - (1 - sector + whole) * n);
  const index = whole % 6;
  const channel = (values: number[]) => Math.round(255 * (values[index] as number)) + 0;
  return {
    r: channel([value, falling, low, low, rising, value]),
    g: channel([rising, value, value, falling, low, low]),
    b: channel([low, low, rising, value, value, falling]),
  };
}

/**
 * Whether a colour of luminance `color` reads at `minimum` on every background (their
 * luminances): the contrast ratio floored to two decimals, as colord's `contrast` gives it.
 */
function readsOnAll(color: number, backgrounds: readonly number[], minimum: number): boolean {
  return backgrounds.every((background) => {
    const ratio = color > background ? (color + 0.05) / (background + 0.05) : (background + 0.05) / (color + 0.05);
    return Math.floor(100 * ratio) / 100 >= minimum;
  });
}

/**
 * `color` itself when it reads at `minimum` on every background; otherwise the nearest colour of
 * the same hue and saturation (lightness searched in 0.5 % steps outward) that does; when none
 * does (backgrounds too far apart), the near-black or white text that reads best on the first.
 * A candidate is judged as the hex it becomes (what the page is given: its rounded channels).
 */
export function readableColor(color: string, backgrounds: readonly string[], minimum = AA_NORMAL_TEXT): string {
  return searchReadable(
    color,
    backgrounds.map((background) => luminance(colord(background).toRgb())),
    minimum,
    () => backgrounds[0] ?? '#ffffff',
  );
}

/**
 * `readableColor`, the backgrounds given by their luminances (`first` names the first, for the
 * fallback). Every page's first render runs this search for each colour of the palette, on the
 * same surfaces and on each colour's tints: each background's luminance is computed once, and
 * each candidate's once, without a colord object (decision 085: the theme's first computation
 * took 180 ms of the first render on a phone's profile, 4× slower CPU).
 */
function searchReadable(color: string, backgrounds: readonly number[], minimum: number, first: () => string): string {
  const original = colord(colord(color).toHex().slice(0, 7));
  if (readsOnAll(luminance(original.toRgb()), backgrounds, minimum)) return original.toHex().slice(0, 7);
  const { h, s, l } = original.toHsl();
  for (let step = 1; step <= 200; step++) {
    for (const direction of [-1, 1]) {
      const lightness = l + (direction * step) / 2;
      if (lightness < 0 || lightness > 100) continue;
      const candidate = hslToRgb(h, s, lightness);
      if (readsOnAll(luminance(candidate), backgrounds, minimum)) return colord(candidate).toHex().slice(0, 7);
    }
  }
  return readableTextOn(first());
}

/** Colours by name, ten shades each from the lightest (Mantine's `theme.colors`). */
export type Palette = Readonly<Record<string, readonly string[]>>;

export interface ReadableVariablesOptions {
  /** The opaque backgrounds text is drawn on: white, the light grays, a host's light highlight. */
  surfaces: readonly string[];
  /** The shade the kit fills with and writes in (Mantine's light `primaryShade`, 6 by default). */
  primaryShade?: number;
  /** The primary colour's name (its shade is the colour of links). */
  primaryColor?: string;
  minimum?: number;
}

/**
 * Mantine's light-scheme colour variables, overridden with readable ones (for its
 * `cssVariablesResolver`), each reading at `minimum` on every surface:
 * - `--mantine-color-dimmed` (secondary text, input descriptions) and `--mantine-color-error`;
 * - `--mantine-color-anchor`, the primary colour as link text;
 * - per colour, `-text` and `-outline` (text on the surface: `c="blue"`, outline badges) and
 *   `-light-color` (text on the colour's own 10–12 % tint over the surface: light badges,
 *   alerts and buttons).
 */
export function readableMantineVariables(palette: Palette, options: ReadableVariablesOptions): Record<string, string> {
  const { surfaces, primaryShade = 6, primaryColor, minimum = AA_NORMAL_TEXT } = options;
  const shade = (name: string, index: number) => palette[name]?.[index] ?? DARK_TEXT;
  const surfaceRgbs = surfaces.map((surface) => colord(surface).toRgb());
  const surfaceLuminances = surfaceRgbs.map(luminance);
  const firstSurface = () => surfaces[0] ?? '#ffffff';
  const onSurfaces = (color: string) => searchReadable(color, surfaceLuminances, minimum, firstSurface);
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': onSurfaces(shade('gray', primaryShade)),
    '--mantine-color-error': onSurfaces(shade('red', primaryShade)),
  };
  if (primaryColor) variables['--mantine-color-anchor'] = onSurfaces(shade(primaryColor, primaryShade));
  for (const name of Object.keys(palette)) {
    const color = shade(name, primaryShade);
    const onSurface = onSurfaces(color);
    // Mantine's tints: 10 % at rest, 12 % under the pointer.
    const rgb = colord(color).toRgb();
    const tints = surfaceRgbs.flatMap((surface) => [compositeRgb(rgb, 0.1, surface), compositeRgb(rgb, 0.12, surface)]);
    variables[`--mantine-color-${name}-text`] = onSurface;
    variables[`--mantine-color-${name}-outline`] = onSurface;
    variables[`--mantine-color-${name}-light-color`] = searchReadable(color, tints.map(luminance), minimum, () =>
      colord(tints[0] ?? { r: 255, g: 255, b: 255 }).toHex(),
    );
  }
  return variables;
}

/** The host's highlight joins the surfaces only when it is a light one (dark text is drawn on it). */
export function textSurfaces(base: readonly string[], highlight?: string): string[] {
  return highlight && readableTextOn(highlight) === DARK_TEXT ? [...base, highlight] : [...base];
}
