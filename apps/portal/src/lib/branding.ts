import { defaultHostBranding, type HostBranding, isHostBranding } from '@wl/shared/config';

export { defaultHostBranding };

/** The id of the `<script type="application/json">` the edge injects into `<!--wl-head-->`. */
export const BRANDING_ELEMENT_ID = 'wl-branding';
/** The id of the `<style>` with the `--wl-color-*` variables the edge injects next to it. */
export const THEME_STYLE_ELEMENT_ID = 'wl-theme';

/**
 * Reads the branding the edge injected, synchronously, before the first render. A missing or
 * invalid payload must never take the page down, so it degrades to the default host. The check is
 * zod-free (decision 075): the first screen loads no schema.
 */
export function readInjectedBranding(doc: Document = document): HostBranding {
  const raw = doc.getElementById(BRANDING_ELEMENT_ID)?.textContent;
  if (!raw) return defaultHostBranding;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return defaultHostBranding;
  }
  return isHostBranding(json) ? json : defaultHostBranding;
}
