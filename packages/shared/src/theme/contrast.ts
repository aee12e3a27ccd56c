import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  return colord(foreground).contrast(background);
}

/**
 * Hosts pick their own colours, so text drawn on one of them is white or near-black,
 * whichever contrasts more with it.
 */
export function readableTextOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;
}
