import { DEFAULT_THEME, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { builtInThemes, composite, contrastRatio, parseThemeColors, type ThemeColors } from '@wl/shared/theme';
import { describe, expect, it } from 'vitest';
import { createBrandCssVariables, createBrandTheme } from './theme.ts';

/** The demo hosts' colours (README: theme-default, theme-navy and the two theme-custom hosts). */
const demoThemes: Record<string, ThemeColors> = {
  'localhost (theme-default)': builtInThemes['theme-default'],
  'demo.localhost (theme-navy)': builtInThemes['theme-navy'],
  'custom.localhost': parseThemeColors('#0f766e,#115e59,#f0fdfa') as ThemeColors,
  'inwestor.demo.localhost': parseThemeColors('#7c2d12,#9a3412,#fff7ed') as ThemeColors,
};

const gray = DEFAULT_THEME.colors.gray;

/** The light-scheme variables the portal's resolver sets for a host. */
function lightVariables(colors: ThemeColors): Record<string, string> {
  const theme: MantineTheme = mergeMantineTheme(DEFAULT_THEME, createBrandTheme(colors));
  return createBrandCssVariables(colors)(theme).light as Record<string, string>;
}

describe('createBrandCssVariables (issue 19: WCAG AA text on every demo theme)', () => {
  for (const [host, colors] of Object.entries(demoThemes)) {
    it(`${host}: secondary, link, badge and alert text reads at 4.5:1 on white, the grays and the highlight`, () => {
      const variables = lightVariables(colors);
      const surfaces = ['#ffffff', gray[0], gray[1], colors.highlight];
      for (const surface of surfaces) {
        for (const name of ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-anchor']) {
          expect(contrastRatio(variables[name] as string, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
        for (const color of [...Object.keys(DEFAULT_THEME.colors), 'brand']) {
          const shade6 = color === 'brand' ? colors.main : (DEFAULT_THEME.colors[color]?.[6] as string);
          const text = variables[`--mantine-color-${color}-text`] as string;
          const lightText = variables[`--mantine-color-${color}-light-color`] as string;
          expect(contrastRatio(text, surface), `${color} text on ${surface}`).toBeGreaterThanOrEqual(4.5);
          // A light badge: the colour's text on its own 10 % tint over the surface.
          const tint = composite(shade6, 0.1, surface);
          expect(contrastRatio(lightText, tint), `${color} badge over ${surface}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }

  it("keeps the host's link colour when it already reads (the brand is not repainted)", () => {
    expect(lightVariables(builtInThemes['theme-navy'])['--mantine-color-anchor']).toBe('#172554');
  });

  it('darkens a light brand colour a host picked until its links read on white', () => {
    const colors = parseThemeColors('#38bdf8,#0ea5e9,#f0f9ff') as ThemeColors;
    const anchor = lightVariables(colors)['--mantine-color-anchor'] as string;
    expect(contrastRatio(colors.main, '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(anchor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('createBrandTheme', () => {
  it("names the date fields' clear button and the close buttons in the page's language (an icon button needs a name)", () => {
    const theme = createBrandTheme(builtInThemes['theme-navy'], {
      clearDate: 'Wyczyść datę',
      closeNotification: 'Zamknij powiadomienie',
      closeDialog: 'Zamknij okno',
    });
    expect(theme.components?.DateInput?.defaultProps).toEqual({ clearButtonProps: { 'aria-label': 'Wyczyść datę' } });
    for (const [component, label] of [
      ['Notification', 'Zamknij powiadomienie'],
      ['Modal', 'Zamknij okno'],
      ['Drawer', 'Zamknij okno'],
    ] as const) {
      expect(theme.components?.[component]?.defaultProps, component).toEqual({
        closeButtonProps: { 'aria-label': label },
      });
    }
  });
});
