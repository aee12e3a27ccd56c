import { defaultThemeName } from '../theme/themes.ts';
import { isRecord } from '../values.ts';
import type { HostBranding } from './host-config.ts';
import { isLanguage } from './languages.ts';
import { legalDocumentKinds } from './legal-document-files.ts';

/*
 * The branding a page starts with, without zod: the portal reads it before any schema has loaded
 * (decision 075). Its schema is `hostBrandingSchema` (host-config.ts).
 */

/**
 * The default host with no configuration at all: every text falls back to the translated
 * defaults. The edge serves it when the database has no default row; the portal when a page
 * was not served by the edge (vite dev) or its injected branding is broken.
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
  features: { investorPanelBlocked: false, legalPersonsEnabled: false, liveChatScriptUrl: null },
};

/**
 * Whether a value has the shape a page needs to render with it: the parts every screen reads
 * (tenant, version, both layers, the host's language and feature switches). The edge builds the
 * value from its own validated configuration and its tests parse every injected payload with
 * `hostBrandingSchema`; the browser only guards against a page that was not served by the edge or
 * was cut short, and then starts with `defaultHostBranding`.
 */
export function isHostBranding(value: unknown): value is HostBranding {
  if (!isRecord(value) || !isRecord(value.admin) || !isRecord(value.landing) || !isRecord(value.features)) return false;
  const { features, landing } = value;
  return (
    (value.host === null || typeof value.host === 'string') &&
    typeof value.tenantId === 'string' &&
    Number.isInteger(value.version) &&
    isLanguage(landing.language) &&
    typeof features.investorPanelBlocked === 'boolean' &&
    typeof features.legalPersonsEnabled === 'boolean' &&
    (value.legalDocuments === undefined ||
      (Array.isArray(value.legalDocuments) && value.legalDocuments.every(isPublishedDocument)))
  );
}

/** A published document's parts that make its link (`/legal/<kind>.<language>.v<version>.pdf`). */
function isPublishedDocument(value: unknown): boolean {
  return (
    isRecord(value) &&
    (legalDocumentKinds as readonly unknown[]).includes(value.kind) &&
    isLanguage(value.language) &&
    Number.isSafeInteger(value.version)
  );
}
