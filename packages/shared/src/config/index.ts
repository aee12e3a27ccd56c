export type { LocalizedText } from './fields.ts';
export { assetRefSchema, isFileName, languageSchema, localizedTextSchema } from './fields.ts';
export { defaultHostBranding, isHostBranding } from './host-branding.ts';
export type { AdminConfiguration, HostBranding, HostFeatures, LandingPage } from './host-config.ts';
export {
  adminConfigurationSchema,
  hostBrandingSchema,
  hostFeaturesSchema,
  landingPageSchema,
} from './host-config.ts';
export { defaultLanguage, isLanguage, type Language, languages } from './languages.ts';
export type {
  AcceptedLegalDocument,
  LegalDocumentFile,
  LegalDocumentKind,
  LegalDocuments,
  PublishedLegalDocument,
} from './legal-documents.ts';
export {
  acceptedLegalDocumentSchema,
  chooseLegalDocument,
  LEGAL_DOCUMENT_FILE_NAME_MAX,
  LEGAL_DOCUMENT_MAX_BYTES,
  LEGAL_DOCUMENT_PREFIX,
  legalDocumentFileSchema,
  legalDocumentKindSchema,
  legalDocumentKinds,
  legalDocumentPath,
  legalDocumentsFor,
  legalDocumentsSchema,
  legalLinkField,
  parseLegalDocumentName,
  publishedLegalDocumentSchema,
  publishedLegalDocuments,
} from './legal-documents.ts';
export { effectiveLiveChatUrl, LIVE_CHAT_URL_MAX, liveChatOrigin, liveChatScriptUrlSchema } from './live-chat.ts';
export type { HostMailSender } from './mail-sender.ts';
export { MAIL_FROM_NAME_MAX, mailAddressSchema, mailFromNameSchema, sendingDomain } from './mail-sender.ts';
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
