export type {
  AuditLogEntry,
  AuditLogExport,
  AuditLogFilter,
  AuditLogListInput,
  AuditLogPage,
  ConsoleListCursor,
  MailStatusName,
  OutboxFilter,
  OutboxItem,
  OutboxListInput,
  OutboxMail,
  OutboxPage,
} from './audit-outbox.ts';
export {
  AUDIT_EXPORT_MAX_ROWS,
  auditLogEntrySchema,
  auditLogEventsSchema,
  auditLogExportInputSchema,
  auditLogExportSchema,
  auditLogFilterSchema,
  auditLogListInputSchema,
  auditLogPageSchema,
  CONSOLE_LIST_DEFAULT_LIMIT,
  CONSOLE_LIST_MAX_LIMIT,
  consoleListCursorSchema,
  mailStatuses,
  mailStatusSchema,
  outboxFilterSchema,
  outboxGetInputSchema,
  outboxItemSchema,
  outboxListInputSchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxTemplatesSchema,
} from './audit-outbox.ts';
export type {
  BrandingDraftState,
  BrandingHostInput,
  BrandingPublishResult,
  BrandingRevision,
  BrandingState,
  ContrastOverride,
  DiscardBrandingDraft,
  PublishBranding,
  RollbackBranding,
  SaveBrandingDraft,
  SaveBrandingDraftInput,
} from './branding-procedures.ts';
export {
  brandingDraftStateSchema,
  brandingHostInputSchema,
  brandingMessages,
  brandingPublishResultSchema,
  brandingRevisionSchema,
  brandingRevisionsSchema,
  brandingStateSchema,
  CONTRAST_REASON_MAX,
  CONTRAST_REASON_MIN,
  contrastOverrideSchema,
  discardBrandingDraftResultSchema,
  discardBrandingDraftSchema,
  publishBrandingSchema,
  rollbackBrandingSchema,
  saveBrandingDraftSchema,
} from './branding-procedures.ts';
export type { BrandingAssetKind, BrandingImageType, BrandingUploadFailure } from './branding-upload.ts';
export {
  brandingAssetKinds,
  brandingImageTypes,
  brandingUploadLimits,
  checkBrandingUpload,
  sniffBrandingImage,
} from './branding-upload.ts';
export type {
  CampaignFields,
  ConsoleCampaign,
  ConsoleNetwork,
  CreateCampaign,
  CreateNetwork,
  CreateProduct,
  CreateTenantAdmin,
  OnboardHostResult,
  ProductFields,
  RenameNetwork,
  TenantAdminResult,
  TenantListItem,
  TenantRef,
  UpdateCampaign,
  UpdateProduct,
} from './catalogue.ts';
export {
  campaignFieldsSchema,
  catalogueMessages,
  checkCampaignDates,
  consoleCampaignListSchema,
  consoleCampaignSchema,
  consoleNetworkListSchema,
  consoleNetworkSchema,
  createCampaignSchema,
  createNetworkSchema,
  createProductSchema,
  createTenantAdminSchema,
  onboardHostResultSchema,
  productFieldsSchema,
  renameNetworkSchema,
  tenantAdminResultSchema,
  tenantListItemSchema,
  tenantListSchema,
  tenantRefSchema,
  updateCampaignSchema,
  updateProductSchema,
} from './catalogue.ts';
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
  contrastChecksToOverride,
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
  snapshotThemeColors,
  storedThemeName,
  storedThemeNames,
  themeNameFromStored,
} from './host-draft.ts';
export type {
  DomainStatus,
  GoLive,
  GoLiveResult,
  HostStatusResult,
  ResendActivationResult,
  SuspendHost,
} from './host-lifecycle.ts';
export {
  certificateStates,
  dnsStates,
  domainStatusInputSchema,
  domainStatusSchema,
  goLiveResultSchema,
  goLiveSchema,
  hostStatusResultSchema,
  lifecycleMessages,
  resendActivationResultSchema,
  resendActivationSchema,
  resumeHostSchema,
  SUSPEND_REASON_MAX,
  SUSPEND_REASON_MIN,
  suspendHostSchema,
} from './host-lifecycle.ts';
export type { HostList, HostListItem } from './host-list.ts';
export { hostListItemSchema, hostListSchema } from './host-list.ts';
export type { MailRecordState, SenderStatus, SendTestMail, SendTestMailResult } from './host-mail.ts';
export {
  hostMailMessages,
  mailRecordStates,
  senderStatusInputSchema,
  senderStatusSchema,
  sendTestMailResultSchema,
  sendTestMailSchema,
  TEST_MAIL_WINDOW_MINUTES,
  TEST_MAILS_PER_WINDOW,
} from './host-mail.ts';
export type { FirstAdmin, HostStatus } from './host-status.ts';
export { firstAdminSchema, hostStatuses, hostStatusSchema, servesBrand } from './host-status.ts';
export type { LayeredRefField, LayeredTextField, LayerSource } from './layers.ts';
export {
  effectiveRef,
  effectiveText,
  layeredRefFields,
  layeredTextFields,
  visibleChanges,
  visibleValues,
} from './layers.ts';
export type {
  OnboardHost,
  OnboardHostInput,
  OnboardingAdmin,
  OnboardingBrand,
  OnboardingCloneSource,
  OnboardingTenant,
} from './onboarding.ts';
export {
  hostNameRefusal,
  MAX_ONBOARDING_NETWORKS,
  onboardHostSchema,
  onboardingAdminSchema,
  onboardingBrandSchema,
  onboardingClonedAdminFields,
  onboardingClonedFields,
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
export type { CreatePreviewToken, PreviewTokenResult, PreviewViewport } from './preview.ts';
export {
  createPreviewTokenSchema,
  PREVIEW_QUERY_PARAM,
  PREVIEW_TOKEN_TTL_MS,
  previewTokenResultSchema,
  previewViewports,
} from './preview.ts';
export type { ConsoleErrorData, ConsoleIssue, ConsoleMessageParams, ConsoleRefusal } from './refusal.ts';
export {
  consoleErrorDataSchema,
  consoleIssueSchema,
  consoleMessageParamsSchema,
  refusalParams,
} from './refusal.ts';
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
