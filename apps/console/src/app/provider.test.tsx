import { DEFAULT_THEME } from '@mantine/core';
import { composite, contrastRatio } from '@wl/shared/theme';
import { describe, expect, it } from 'vitest';
import { createConsoleTheme, cssVariablesResolver } from './provider.tsx';

describe('console theme (issue 19: WCAG 2.1 AA)', () => {
  it("names the colour fields' eye-dropper button (an icon button needs a name)", () => {
    const theme = createConsoleTheme('Pobierz kolor z ekranu');
    expect(theme.components?.ColorInput?.defaultProps).toEqual({
      eyeDropperButtonProps: { 'aria-label': 'Pobierz kolor z ekranu' },
    });
  });

  it('draws dimmed, red and badge text at 4.5:1 or more on white and the light grays', () => {
    const light = cssVariablesResolver(DEFAULT_THEME).light as Record<string, string>;
    const gray = DEFAULT_THEME.colors.gray;
    for (const surface of ['#ffffff', gray[0], gray[1]]) {
      expect(contrastRatio(light['--mantine-color-dimmed'] as string, surface)).toBeGreaterThanOrEqual(4.5);
      // The documents' remove button: subtle red, drawn in the red's light colour.
      expect(contrastRatio(light['--mantine-color-red-light-color'] as string, surface)).toBeGreaterThanOrEqual(4.5);
      for (const color of ['gray', 'green', 'yellow', 'orange', 'blue']) {
        const tint = composite(DEFAULT_THEME.colors[color]?.[6] as string, 0.1, surface);
        expect(contrastRatio(light[`--mantine-color-${color}-light-color`] as string, tint)).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });
});
