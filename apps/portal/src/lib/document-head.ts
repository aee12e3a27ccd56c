import type { ResolvedBranding } from '@wl/shared/config';
import { themeCssVariables } from '@wl/shared/theme';
import { THEME_STYLE_ELEMENT_ID } from './branding.ts';

/**
 * Keeps `<html lang>` and the title in step with the language in use. The edge already wrote
 * the theme variables and the favicon; when the page was not served by it (vite dev), they are
 * added here so the page still looks like its host.
 */
export function syncDocumentHead(resolved: ResolvedBranding, doc: Document = document): void {
  doc.documentElement.lang = resolved.language;
  doc.title = resolved.texts.siteTitle;
  if (!doc.getElementById(THEME_STYLE_ELEMENT_ID)) {
    const style = doc.createElement('style');
    style.id = THEME_STYLE_ELEMENT_ID;
    style.textContent = themeCssVariables(resolved.colors);
    doc.head.append(style);
  }
  if (!doc.querySelector('link[rel~="icon"]')) {
    const link = doc.createElement('link');
    link.rel = 'icon';
    link.href = resolved.favicon;
    doc.head.append(link);
  }
}
