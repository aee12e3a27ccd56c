import { resolveThemeColors, type ThemeSource } from '../theme/theme-colors.ts';
import { normalizeHexColor, type ThemeColors } from '../theme/themes.ts';
import { isAssetRef, isFileName } from './asset-ref.ts';
import type { LocalizedText } from './fields.ts';
import type { HostBranding } from './host-config.ts';
import type { Language } from './languages.ts';
import {
  chooseLegalDocument,
  type LegalDocumentKind,
  legalDocumentPath,
  legalDocumentsFor,
} from './legal-document-files.ts';
import type { PublishedLegalDocument } from './legal-documents.ts';

/** Spec §4: a landing-page value that is a bare file name lives under the image directory. */
export const IMAGE_DIRECTORY = '/images';
/** Spec §4: a link nobody configured is a placeholder hash. */
export const LINK_PLACEHOLDER = '#';
export const DEFAULT_FAVICON = '/favicon.svg';
/** The token an invite text may contain; it is replaced by the campaign's name. */
export const CAMPAIGN_NAME_TOKEN = '{campaignName}';

export function assetUrl(value: string): string {
  return isFileName(value) ? `${IMAGE_DIRECTORY}/${value}` : value;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A link or image value the page may use: set, and an http(s) URL, a path on the host or a file
 * name. The schemas refuse anything else when a configuration is written; checking again here
 * keeps a `javascript:` address out of a page whose injected branding was forged or cut
 * (the browser only checks that branding's shape, decision 075).
 */
function usable(value: string | null | undefined): value is string {
  return present(value) && isAssetRef(value);
}

/** Link resolution of spec §4: admin value → landing value (file name → image path) → `#`. */
export function resolveLink(admin: string | null | undefined, landing: string | null | undefined): string {
  if (usable(admin)) return admin;
  if (usable(landing)) return assetUrl(landing);
  return LINK_PLACEHOLDER;
}

/** A configured colour when it is one (`#rgb`/`#rrggbb`), else the fallback. */
function colorOr(value: string | null | undefined, fallback: string): string {
  return (typeof value === 'string' && normalizeHexColor(value)) || fallback;
}

/** Text resolution of spec §4: admin → landing → the translated default, all for one language. */
export function resolveText(
  admin: LocalizedText | null | undefined,
  landing: LocalizedText | null | undefined,
  language: Language,
  translatedDefault: string,
): string {
  const fromAdmin = admin?.[language];
  if (present(fromAdmin)) return fromAdmin;
  const fromLanding = landing?.[language];
  if (present(fromLanding)) return fromLanding;
  return translatedDefault;
}

/** Spec §4: the invite message with the campaign-name token replaced (every occurrence). */
export function inviteMessage(template: string, campaignName: string): string {
  return template.split(CAMPAIGN_NAME_TOKEN).join(campaignName);
}

export const brandingTextKeys = [
  'siteTitle',
  'headline',
  'subheadline',
  'inviteText',
  'campaignInvestButtonText',
  'formInvestButtonText',
  'consent2',
  'consent3',
  'equityPlaceholder',
  'debtPlaceholder',
] as const;
export type BrandingTextKey = (typeof brandingTextKeys)[number];
/** The translated default of every host text for one language (from the `branding` namespace). */
export type BrandingDefaults = Record<BrandingTextKey, string>;

export interface PanelColors {
  investorPanelHeaderColor: string;
  investorPanelDescriptionColor: string;
  advisorPanelHeaderColor: string;
  advisorPanelDescriptionColor: string;
}

export interface ResolvedBranding {
  language: Language;
  texts: Record<BrandingTextKey, string>;
  links: { investmentRisks: string; reg: string; privacyPolicy: string };
  /** The published legal documents this reader gets, one per kind (decision 043); empty: none uploaded. */
  documents: PublishedLegalDocument[];
  favicon: string;
  logo: string | null;
  logoInverse: string | null;
  colors: ThemeColors & { source: ThemeSource };
  panelColors: PanelColors;
}

const DEFAULT_DESCRIPTION_COLOR = '#4b5563';

/** Everything a branded page shows, resolved for one language from both layers of a host. */
export function resolveBranding(
  branding: HostBranding,
  language: Language,
  defaults: BrandingDefaults,
): ResolvedBranding {
  const { admin, landing } = branding;
  const landingTexts: Record<BrandingTextKey, LocalizedText | null> = {
    siteTitle: landing.siteTitle,
    headline: landing.headline,
    subheadline: landing.subheadline,
    inviteText: null,
    campaignInvestButtonText: landing.campaignInvestButtonText,
    formInvestButtonText: landing.formInvestButtonText,
    consent2: landing.consent2,
    consent3: landing.consent3,
    equityPlaceholder: landing.equityPlaceholder,
    debtPlaceholder: landing.debtPlaceholder,
  };
  const adminTexts: Partial<Record<BrandingTextKey, LocalizedText>> = {
    siteTitle: admin.siteTitle,
    inviteText: admin.inviteText,
    campaignInvestButtonText: admin.campaignInvestButtonText,
    formInvestButtonText: admin.formInvestButtonText,
    consent2: admin.consent2,
    consent3: admin.consent3,
    equityPlaceholder: admin.equityPlaceholder,
    debtPlaceholder: admin.debtPlaceholder,
  };
  const texts = Object.fromEntries(
    brandingTextKeys.map((key) => [key, resolveText(adminTexts[key], landingTexts[key], language, defaults[key])]),
  ) as Record<BrandingTextKey, string>;
  const colors = resolveThemeColors(admin.themeColors, landing.theme);
  const favicon = resolveLink(admin.favicon, landing.favicon);
  const published = branding.legalDocuments ?? [];
  // An uploaded document wins over the link fields: it is what acceptances name (decision 043).
  const link = (kind: LegalDocumentKind, fallback: string) => {
    const document = chooseLegalDocument(published, kind, language, landing.language);
    return document ? legalDocumentPath(document.kind, document.language) : fallback;
  };
  return {
    language,
    texts,
    links: {
      investmentRisks: link('risks', resolveLink(admin.investmentRisks, landing.investmentRisks)),
      reg: link('terms', resolveLink(admin.reg, landing.reg)),
      privacyPolicy: link('privacy', resolveLink(admin.privacyPolicy, landing.privacy_policy)),
    },
    documents: legalDocumentsFor(published, language, landing.language),
    favicon: favicon === LINK_PLACEHOLDER ? DEFAULT_FAVICON : favicon,
    logo: usable(landing.logo) ? assetUrl(landing.logo) : null,
    logoInverse: usable(landing.logoInverse) ? assetUrl(landing.logoInverse) : null,
    colors,
    panelColors: {
      investorPanelHeaderColor: colorOr(admin.investorPanelHeaderColor, colors.main),
      investorPanelDescriptionColor: colorOr(admin.investorPanelDescriptionColor, DEFAULT_DESCRIPTION_COLOR),
      advisorPanelHeaderColor: colorOr(admin.advisorPanelHeaderColor, colors.main),
      advisorPanelDescriptionColor: colorOr(admin.advisorPanelDescriptionColor, DEFAULT_DESCRIPTION_COLOR),
    },
  };
}
