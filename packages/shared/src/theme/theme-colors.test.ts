import { describe, expect, it } from 'vitest';
import { parseThemeColors, resolveThemeColors, themeCssVariables } from './theme-colors.ts';
import { themeColorsSchema } from './theme-schemas.ts';

describe('resolveThemeColors (spec §4)', () => {
  it.each([
    [undefined, undefined, { main: '#000000', hover: '#111827', highlight: '#f9fafb', source: 'theme-default' }],
    [undefined, 'theme-default', { main: '#000000', hover: '#111827', highlight: '#f9fafb', source: 'theme-default' }],
    [undefined, 'theme-navy', { main: '#172554', hover: '#1f3169', highlight: '#eff6ff', source: 'theme-navy' }],
    [undefined, 'theme-custom', { main: '#000000', hover: '#111827', highlight: '#f9fafb', source: 'theme-default' }],
    [
      '#0F766E, #115e59,#f0fdfa',
      'theme-navy',
      { main: '#0f766e', hover: '#115e59', highlight: '#f0fdfa', source: 'custom-colors' },
    ],
    ['#abc,#def,#123', null, { main: '#abc', hover: '#def', highlight: '#123', source: 'custom-colors' }],
    [
      '#0f766e,#115e59',
      'theme-navy',
      { main: '#172554', hover: '#1f3169', highlight: '#eff6ff', source: 'theme-navy' },
    ],
    [
      'red,blue,green',
      'theme-custom',
      { main: '#000000', hover: '#111827', highlight: '#f9fafb', source: 'theme-default' },
    ],
  ] as const)('themeColors %j with theme %j', (colors, theme, expected) => {
    expect(resolveThemeColors(colors, theme)).toEqual(expected);
  });
});

describe('themeColorsSchema', () => {
  it('accepts three hex colours and normalizes them', () => {
    expect(themeColorsSchema.parse(' #AABBCC,#123,#ffffff ')).toBe('#aabbcc,#123,#ffffff');
  });

  it.each(['', '#fff', '#fff,#000', '#fff,#000,#111,#222', '#ggg,#000,#111', 'red,#000,#111', '#fff;},#000,#111'])(
    'rejects %j',
    (value) => {
      expect(themeColorsSchema.safeParse(value).success).toBe(false);
      expect(parseThemeColors(value)).toBeUndefined();
    },
  );
});

describe('themeCssVariables', () => {
  it('writes the three custom properties', () => {
    expect(themeCssVariables({ main: '#000000', hover: '#111827', highlight: '#f9fafb' })).toBe(
      ':root{--wl-color-main:#000000;--wl-color-hover:#111827;--wl-color-highlight:#f9fafb}',
    );
  });
});
