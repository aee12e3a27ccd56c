import {
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  type MantineThemeOverride,
} from '@mantine/core';
import { readableMantineVariables, type ThemeColors, textSurfaces } from '@wl/shared/theme';

/** Names of the kit's own controls that have no text of their own, in the page's language. */
export interface ThemeLabels {
  /** The clear button of a clearable date field. */
  clearDate: string;
  /** The close button of a notification. */
  closeNotification: string;
  /** The close button of a dialog or a drawer. */
  closeDialog: string;
}

/** A select's combobox: its list rendered only while open. */
export const closedListProps = { keepMounted: false } as const;

/**
 * The Mantine theme of one host: its main colour becomes the primary 'brand' colour, so every
 * filled button, focus ring and link follows the host. Colours come validated from the edge.
 */
export function createBrandTheme(colors: ThemeColors, labels?: ThemeLabels): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: colorsTuple(colors.main) },
    autoContrast: true,
    defaultRadius: 'md',
    focusRing: 'auto',
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    components: {
      // A select's list is in the page only while it is open (decision 085). Mantine keeps a closed
      // list mounted, hidden, and positions it when it mounts: each one's position forced the
      // browser to compute the page's styles (300 ms of the KYC questionnaire's first render on a
      // phone's profile), and three country fields put 750 hidden options into it (decision 083).
      // Opening a list still scrolls to the chosen option. A field that passes its own
      // `comboboxProps` replaces these.
      Select: { defaultProps: { comboboxProps: closedListProps } },
      MultiSelect: { defaultProps: { comboboxProps: closedListProps } },
      // An icon button needs a name (WCAG 4.1.2): Mantine's clear button of a date field and the
      // close buttons of its notifications, dialogs and drawers have none.
      ...(labels
        ? {
            DateInput: { defaultProps: { clearButtonProps: { 'aria-label': labels.clearDate } } },
            Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeNotification } } },
            Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeDialog } } },
            Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeDialog } } },
          }
        : {}),
    },
  });
}

/**
 * The light scheme's text colours made readable (WCAG AA, 4.5:1; issue 19) on what the portal
 * draws them on: white, Mantine's two lightest grays and this host's highlight colour when it
 * is a light one. Mantine's defaults (secondary text in gray 6, badges and links in the sixth
 * shade, on white or on the colour's own tint) read at 1.7–3.3:1; each is darkened in its own
 * hue only as far as needed, so it holds for whatever colours a host picks.
 */
export function createBrandCssVariables(colors: ThemeColors): CSSVariablesResolver {
  const gray = DEFAULT_THEME.colors.gray;
  const palette = { ...DEFAULT_THEME.colors, brand: colorsTuple(colors.main) };
  const surfaces = textSurfaces(['#ffffff', gray[0], gray[1]], colors.highlight);
  const light = readableMantineVariables(palette, { surfaces, primaryColor: 'brand' });
  return () => ({ variables: {}, light, dark: {} });
}
