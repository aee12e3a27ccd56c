import { colord } from 'colord';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT } from './contrast.ts';
import { composite, hslToRgb, readableColor, readableMantineVariables, textSurfaces } from './readable-colors.ts';
import { builtInThemes } from './themes.ts';

/** A palette shaped like Mantine's (ten shades, the sixth is drawn): the colours axe caught. */
const palette: Record<string, string[]> = {
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#868e96', '#495057', '#343a40', '#212529'],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#1971c2', '#1864ab'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d', '#2f9e44', '#2b8a3e'],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#f59f00',
    '#f08c00',
    '#e67700',
  ],
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#e03131', '#c92a2a'],
  dark: ['#c9c9c9', '#b8b8b8', '#828282', '#696969', '#424242', '#3b3b3b', '#2e2e2e', '#242424', '#1f1f1f', '#141414'],
};

/** The three demo themes' highlights (README) and the default one. */
const highlights = [
  builtInThemes['theme-default'].highlight,
  builtInThemes['theme-navy'].highlight,
  '#f0fdfa',
  '#fff7ed',
];

describe('composite', () => {
  it('lays a translucent colour over an opaque one as the browser does', () => {
    // Mantine's light badge: blue.6 at 10 % over white (axe measured #e9f3fd).
    expect(composite('#228be6', 0.1, '#ffffff')).toBe('#e9f3fd');
    expect(composite('#000000', 1, '#ffffff')).toBe('#000000');
    expect(composite('#000000', 0, '#ffffff')).toBe('#ffffff');
  });
});

describe('readableColor', () => {
  it('keeps a colour that already reads', () => {
    expect(readableColor('#172554', ['#ffffff'])).toBe('#172554');
  });

  it('darkens a light colour only as far as 4.5:1 on every background, keeping its hue', () => {
    const gray = readableColor('#868e96', ['#ffffff', '#f8f9fa']);
    expect(contrastRatio(gray, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(gray, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
    // Not simply black: the nearest passing lightness.
    expect(contrastRatio(gray, '#f8f9fa')).toBeLessThan(5);
  });

  it('falls back to the readable text colour when no lightness of the hue reads on all', () => {
    // 7:1 on both white and black is impossible (the best middle gray reaches about 4.6:1).
    expect(readableColor('#228be6', ['#ffffff', '#000000'], 7)).toBe(DARK_TEXT);
  });
});

/** The search as it was written with colord's own `contrast` (each candidate a hex, parsed again). */
function readableColorByColord(color: string, backgrounds: readonly string[], minimum = 4.5): string {
  const readsOnAll = (hex: string) => backgrounds.every((background) => colord(hex).contrast(background) >= minimum);
  const hex = colord(color).toHex().slice(0, 7);
  if (readsOnAll(hex)) return hex;
  const { h, s, l } = colord(hex).toHsl();
  for (let step = 1; step <= 200; step++) {
    for (const direction of [-1, 1]) {
      const lightness = l + (direction * step) / 2;
      if (lightness < 0 || lightness > 100) continue;
      const candidate = colord({ h, s, l: lightness }).toHex().slice(0, 7);
      if (readsOnAll(candidate)) return candidate;
    }
  }
  return colord('#ffffff').contrast(backgrounds[0] ?? '#ffffff') >=
    colord(DARK_TEXT).contrast(backgrounds[0] ?? '#ffffff')
    ? '#ffffff'
    : DARK_TEXT;
}

describe('hslToRgb', () => {
  it('gives the channels colord gives, for every hue and saturation and lightness in half steps', () => {
    for (let h = -30; h <= 390; h += 7) {
      for (let s = 0; s <= 100; s += 3) {
        for (let l = -1; l <= 101; l += 0.5) {
          const { r, g, b } = colord({ h, s, l }).toRgb();
          expect(hslToRgb(h, s, l), `hsl(${h}, ${s}%, ${l}%)`).toEqual({ r, g, b });
        }
      }
    }
  });
});

describe('readableColor, computed with each luminance once (decision 085)', () => {
  it('chooses what the search with colord’s contrast chooses, for 2 000 random colours and backgrounds', () => {
    // A fixed sequence (a linear congruential generator), so a failure can be reproduced.
    let seed = 20261202;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const randomHex = () =>
      `#${Math.floor(random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`;
    for (let index = 0; index < 2000; index++) {
      const color = randomHex();
      const backgrounds = Array.from({ length: 1 + (index % 4) }, randomHex);
      const minimum = [4.5, 3, 7][index % 3] as number;
      expect(readableColor(color, backgrounds, minimum), `${color} on ${backgrounds.join(' ')} at ${minimum}`).toBe(
        readableColorByColord(color, backgrounds, minimum),
      );
    }
  });

  it('chooses what the search with colord’s contrast chooses for every colour of the palette, on the demo surfaces', () => {
    for (const highlight of highlights) {
      const surfaces = textSurfaces(['#ffffff', '#f8f9fa', '#f1f3f5'], highlight);
      for (const shades of Object.values(palette)) {
        for (const shade of shades) {
          const tints = surfaces.flatMap((surface) => [
            composite(shade, 0.1, surface),
            composite(shade, 0.12, surface),
          ]);
          expect(readableColor(shade, surfaces)).toBe(readableColorByColord(shade, surfaces));
          expect(readableColor(shade, tints)).toBe(readableColorByColord(shade, tints));
        }
      }
    }
  });
});

describe('readableMantineVariables, each surface and tint computed once (decision 085)', () => {
  it('gives what the search with colord’s contrast gives, for every demo highlight', () => {
    for (const highlight of highlights) {
      const surfaces = textSurfaces(['#ffffff', '#f8f9fa', '#f1f3f5'], highlight);
      const variables = readableMantineVariables(palette, { surfaces, primaryColor: 'blue' });
      expect(variables['--mantine-color-dimmed']).toBe(readableColorByColord(palette.gray?.[6] as string, surfaces));
      expect(variables['--mantine-color-anchor']).toBe(readableColorByColord(palette.blue?.[6] as string, surfaces));
      for (const [name, shades] of Object.entries(palette)) {
        const color = shades[6] as string;
        const tints = surfaces.flatMap((surface) => [composite(color, 0.1, surface), composite(color, 0.12, surface)]);
        expect(variables[`--mantine-color-${name}-text`], name).toBe(readableColorByColord(color, surfaces));
        expect(variables[`--mantine-color-${name}-light-color`], name).toBe(readableColorByColord(color, tints));
      }
    }
  });
});

describe('readableMantineVariables', () => {
  for (const highlight of highlights) {
    it(`gives secondary, coloured and tinted text at least 4.5:1 on every surface (highlight ${highlight})`, () => {
      const surfaces = textSurfaces(['#ffffff', '#f8f9fa', '#f1f3f5'], highlight);
      expect(surfaces).toContain(highlight);
      const variables = readableMantineVariables(palette, { surfaces, primaryColor: 'blue' });
      for (const surface of surfaces) {
        expect(contrastRatio(variables['--mantine-color-dimmed'] as string, surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(variables['--mantine-color-error'] as string, surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(variables['--mantine-color-anchor'] as string, surface)).toBeGreaterThanOrEqual(4.5);
        for (const [name, shades] of Object.entries(palette)) {
          const text = variables[`--mantine-color-${name}-text`] as string;
          const outline = variables[`--mantine-color-${name}-outline`] as string;
          const light = variables[`--mantine-color-${name}-light-color`] as string;
          expect(contrastRatio(text, surface), `${name} text on ${surface}`).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(outline, surface), `${name} outline on ${surface}`).toBeGreaterThanOrEqual(4.5);
          for (const alpha of [0.1, 0.12]) {
            const tint = composite(shades[6] as string, alpha, surface);
            expect(contrastRatio(light, tint), `${name} on its tint over ${surface}`).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    });
  }

  it('leaves a dark highlight out of the surfaces (light text is drawn on it)', () => {
    expect(textSurfaces(['#ffffff'], '#172554')).toEqual(['#ffffff']);
    expect(textSurfaces(['#ffffff'])).toEqual(['#ffffff']);
  });
});
