import { type Colord, colord } from 'colord';
import { DARK_TEXT, readableTextOn } from './contrast.ts';
import { AA_NORMAL_TEXT } from './contrast-report.ts';

/**
 * Text colours the UI kit draws that must read on the page (issue 19: WCAG 2.1 AA, 4.5:1 for
 * normal text). The kit's defaults (Mantine's) draw secondary text in a light gray and badge or
 * link text in the sixth shade of a colour, which on white or on the colour's own pale tint
 * reads at 1.7–3.3:1. These helpers keep the hue and darken (or lighten) only as far as needed.
 */

/** `color` laid at `alpha` over the opaque `base`, as the browser composes a translucent fill. */
export function composite(color: string, alpha: number, base: string): string {
  const top = colord(color).toRgb();
  const bottom = colord(base).toRgb();
  const mix = (a: number, b: number) => Math.round(a * alpha + b * (1 - alpha));
  return colord({ r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) })
    .toHex()
    .slice(0, 7);
}

/** Whether `color` reads at `minimum` on every background (each parsed once by the caller). */
function readsOnAll(color: Colord, backgrounds: readonly Colord[], minimum: number): boolean {
  return backgrounds.every((background) => color.contrast(background) >= minimum);
}

/**
 * `color` itself when it reads at `minimum` on every background; otherwise the nearest colour of
 * the same hue and saturation (lightness searched in 0.5 % steps outward) that does; when none
 * does (backgrounds too far apart), the near-black or white text that reads best on the first.
 * A candidate is judged as the hex it becomes (what the page is given). The backgrounds are
 * parsed once, not once per candidate: every page's first render runs this search for each colour
 * of the palette (a third less time).
 */
export function readableColor(color: string, backgrounds: readonly string[], minimum = AA_NORMAL_TEXT): string {
  const surfaces = backgrounds.map((background) => colord(background));
  const hex = colord(color).toHex().slice(0, 7);
  const original = colord(hex);
  if (readsOnAll(original, surfaces, minimum)) return hex;
  const { h, s, l } = original.toHsl();
  for (let step = 1; step <= 200; step++) {
    for (const direction of [-1, 1]) {
      const lightness = l + (direction * step) / 2;
      if (lightness < 0 || lightness > 100) continue;
      const candidate = colord({ h, s, l: lightness }).toHex().slice(0, 7);
      if (readsOnAll(colord(candidate), surfaces, minimum)) return candidate;
    }
  }
  return readableTextOn(backgrounds[0] ?? '#ffffff');
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
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': readableColor(shade('gray', primaryShade), surfaces, minimum),
    '--mantine-color-error': readableColor(shade('red', primaryShade), surfaces, minimum),
  };
  if (primaryColor) {
    variables['--mantine-color-anchor'] = readableColor(shade(primaryColor, primaryShade), surfaces, minimum);
  }
  for (const name of Object.keys(palette)) {
    const color = shade(name, primaryShade);
    const onSurface = readableColor(color, surfaces, minimum);
    // Mantine's tints: 10 % at rest, 12 % under the pointer.
    const tints = surfaces.flatMap((surface) => [composite(color, 0.1, surface), composite(color, 0.12, surface)]);
    variables[`--mantine-color-${name}-text`] = onSurface;
    variables[`--mantine-color-${name}-outline`] = onSurface;
    variables[`--mantine-color-${name}-light-color`] = readableColor(color, tints, minimum);
  }
  return variables;
}

/** The host's highlight joins the surfaces only when it is a light one (dark text is drawn on it). */
export function textSurfaces(base: readonly string[], highlight?: string): string[] {
  return highlight && readableTextOn(highlight) === DARK_TEXT ? [...base, highlight] : [...base];
}
