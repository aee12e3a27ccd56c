export type { Language, LocalizedText } from './fields.ts';
export {
  assetRefSchema,
  defaultLanguage,
  isFileName,
  languageSchema,
  languages,
  localizedTextSchema,
} from './fields.ts';
export type { AdminConfiguration, HostBranding, HostFeatures, LandingPage } from './host-config.ts';
export {
  adminConfigurationSchema,
  defaultHostBranding,
  hostBrandingSchema,
  hostFeaturesSchema,
  landingPageSchema,
} from './host-config.ts';
export type { BrandingDefaults, BrandingTextKey, PanelColors, ResolvedBranding } from './resolve-branding.ts';
export {
  assetUrl,
  brandingTextKeys,
  CAMPAIGN_NAME_TOKEN,
  DEFAULT_FAVICON,
  IMAGE_DIRECTORY,
  inviteMessage,
  LINK_PLACEHOLDER,
  resolveBranding,
  resolveLink,
  resolveText,
} from './resolve-branding.ts';
