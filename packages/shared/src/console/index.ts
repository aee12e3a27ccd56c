export type { BrandingAssetKind, BrandingImageType, BrandingUploadFailure } from './branding-upload.ts';
export {
  brandingAssetKinds,
  brandingImageTypes,
  brandingUploadLimits,
  checkBrandingUpload,
  sniffBrandingImage,
} from './branding-upload.ts';
export type {
  ConsentMarkupError,
  ConsentMarkupErrorCode,
  ConsentMarkupResult,
  ConsentNode,
  ConsentTag,
} from './consent-markup.ts';
export {
  allowedConsentTags,
  consentMarkupError,
  consentPlainText,
  isAllowedConsentHref,
  parseConsentMarkup,
} from './consent-markup.ts';
export type {
  CustomColors,
  DraftAdmin,
  HostConfigSnapshot,
  HostDraft,
  HostDraftInput,
  HostSnapshotField,
  JsonValue,
  SaveHostDraft,
  SaveHostDraftInput,
  StoredThemeName,
} from './host-draft.ts';
export {
  adminRefFields,
  adminTextFields,
  customColorsSchema,
  draftAdminSchema,
  draftColorSchema,
  draftFromSnapshot,
  draftThemeColors,
  hostConfigSnapshotSchema,
  hostDraftSchema,
  hostLinkSchema,
  hostSnapshotFields,
  isStaleVersion,
  landingTextFields,
  panelColorFields,
  STALE_VERSION_KEY,
  saveHostDraftSchema,
  snapshotFromDraft,
  storedThemeName,
  storedThemeNames,
  themeNameFromStored,
} from './host-draft.ts';
export type { HostList, HostListItem } from './host-list.ts';
export { hostListItemSchema, hostListSchema } from './host-list.ts';
export type {
  OnboardHost,
  OnboardHostInput,
  OnboardingAdmin,
  OnboardingCloneSource,
  OnboardingTenant,
} from './onboarding.ts';
export {
  hostNameRefusal,
  MAX_ONBOARDING_NETWORKS,
  onboardHostSchema,
  onboardingAdminSchema,
  onboardingCloneSourceSchema,
  onboardingHostNameSchema,
  onboardingNetworksSchema,
  onboardingSnapshot,
  onboardingTenantSchema,
  reservedHostNames,
} from './onboarding.ts';
export type { Operator, OperatorSignIn, OperatorSignInResult } from './operator-auth.ts';
export {
  operatorAuthMessages,
  operatorMeSchema,
  operatorSchema,
  operatorSignInResultSchema,
  operatorSignInSchema,
  operatorSignOutResultSchema,
} from './operator-auth.ts';
export type { ChangeKind, SnapshotChange } from './snapshot-diff.ts';
export {
  changeFieldLabel,
  changeKind,
  changeMessage,
  describeChange,
  diffSnapshots,
  jsonEqual,
  snapshotChangeSchema,
  snapshotChangesSchema,
} from './snapshot-diff.ts';
