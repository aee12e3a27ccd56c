import { colorsTuple, createTheme, type MantineThemeOverride } from '@mantine/core';
import type { ThemeColors } from '@wl/shared/theme';

/**
 * The Mantine theme of one host: its main colour becomes the primary 'brand' colour, so every
 * filled button, focus ring and link follows the host. Colours come validated from the edge.
 */
export function createBrandTheme(colors: ThemeColors): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: colorsTuple(colors.main) },
    autoContrast: true,
    defaultRadius: 'md',
    focusRing: 'auto',
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
  });
}
