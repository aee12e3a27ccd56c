import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextOn } from './contrast.ts';
import { builtInThemes } from './themes.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#0f766e', '#0f766e')).toBe(1);
  });
});

describe('readableTextOn', () => {
  it.each([
    [builtInThemes['theme-default'].main, LIGHT_TEXT],
    [builtInThemes['theme-navy'].main, LIGHT_TEXT],
    ['#0f766e', LIGHT_TEXT],
    [builtInThemes['theme-navy'].highlight, DARK_TEXT],
    ['#fde047', DARK_TEXT],
  ])('on %s writes %s', (background, expected) => {
    expect(readableTextOn(background)).toBe(expected);
  });

  it('always picks text with at least 4.5:1 on the built-in theme colours', () => {
    for (const theme of Object.values(builtInThemes)) {
      for (const colour of Object.values(theme)) {
        expect(contrastRatio(readableTextOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
