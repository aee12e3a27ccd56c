import { type HostBranding, hostBrandingSchema } from '@wl/shared/config';
import { defaultThemeName } from '@wl/shared/theme';

/** The id of the `<script type="application/json">` the edge injects into `<!--wl-head-->`. */
export const BRANDING_ELEMENT_ID = 'wl-branding';
/** The id of the `<style>` with the `--wl-color-*` variables the edge injects next to it. */
export const THEME_STYLE_ELEMENT_ID = 'wl-theme';

/**
 * What the portal shows when the page was not served by the edge (vite dev, a broken injection):
 * the default host with no configuration, so every text falls back to the translated defaults.
 */
export const defaultHostBranding: HostBranding = {
  host: null,
  tenantId: '',
  version: 0,
  admin: {},
  landing: {
    id: '',
    language: 'pl',
    favicon: null,
    siteTitle: null,
    theme: defaultThemeName,
    investmentRisks: null,
    reg: null,
    privacy_policy: null,
    campaignInvestButtonText: null,
    formInvestButtonText: null,
    consent2: null,
    consent3: null,
    equityPlaceholder: null,
    debtPlaceholder: null,
    logo: null,
    logoInverse: null,
    headline: null,
    subheadline: null,
  },
  features: { investorPanelBlocked: false, legalPersonsEnabled: false },
};

/**
 * Reads the branding the edge injected, synchronously, before the first render. A missing or
 * invalid payload must never take the page down, so it degrades to the default host.
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
  const result = hostBrandingSchema.safeParse(json);
  return result.success ? result.data : defaultHostBranding;
}
