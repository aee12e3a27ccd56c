import { advisorModule } from './advisors/index.ts';
import { createApiPlugin } from './app.ts';
import { authModule } from './auth/index.ts';
import { campaignModule } from './campaigns/index.ts';
import { documentModule } from './documents/index.ts';
import { exportModule } from './exports/index.ts';
import { followUpModule } from './follow-up/index.ts';
import { identityModule } from './identity/index.ts';
import { insightModule } from './insight/index.ts';
import { investorModule } from './investor/index.ts';
import { kycModule } from './kyc/index.ts';
import { legalModule } from './legal/index.ts';
import { offerModule } from './offers/index.ts';
import { onboardingModule } from './onboarding/index.ts';
import { paymentConfirmationModule } from './payment-confirmations/index.ts';
import { pdfModule } from './pdf/index.ts';
import { portfolioModule } from './portfolio/index.ts';
import { providerCallbacksModule } from './provider-callbacks/index.ts';
import { sandboxSigningModule } from './providers/sandbox-signing-pages.ts';
import { publicModule } from './public/index.ts';

export type { ApiOptions, LinkLifetimes, RateLimits } from './app.ts';
export { defaultLinkLifetimes, defaultRateLimits } from './app.ts';
export { AuthLimits, enforce } from './auth/services/auth-limits.ts';
export { hashPassword, verifyPassword } from './auth/services/passwords.ts';
export { matchTotp, newTotpSecret, totpEnrolment, totpEnrolmentOf, verifyTotp } from './auth/services/two-factor.ts';
export { clientErrorHandler, frameworkRefusal } from './core/framework-errors.ts';
export { invalidHostBody, rejectInvalidHost } from './core/host-header.ts';
export { limitKey, RateLimiter } from './core/rate-limiter.ts';
export type { TenantContext, TenantResolver } from './core/tenant-context.ts';
export { seedDemoDocuments } from './files/seed-demo-files.ts';
export type { FileStorage } from './files/storage.ts';
export type { StorageEnv } from './files/storage-from-env.ts';
export { storageFromEnv } from './files/storage-from-env.ts';
export type { MailSenderOptions, MailTransport } from './mail/mail-sender.ts';
export { hostSender, MailSender, parseMailFrom } from './mail/mail-sender.ts';
export { enqueueMail, enqueuePlatformMail, type PlatformMailTemplate, redactExpiredMails } from './mail/outbox.ts';

/** The platform API with every module (issue #4: auth, advisors and networks). */
export const platformApi = createApiPlugin([
  authModule,
  advisorModule,
  campaignModule,
  offerModule,
  publicModule,
  investorModule,
  portfolioModule,
  insightModule,
  followUpModule,
  exportModule,
  legalModule,
  paymentConfirmationModule,
  documentModule,
  pdfModule,
  providerCallbacksModule,
  identityModule,
  sandboxSigningModule,
  onboardingModule,
  kycModule,
]);
export { isUniqueViolation, normalizeEmail } from './advisors/services/advisor-records.ts';
export type { NewAdvisor, NewAdvisorTarget } from './advisors/services/create-advisor.ts';
export { insertAdvisor } from './advisors/services/create-advisor.ts';
export { sendActivationMail } from './auth/services/one-time-tokens.ts';
export { campaignData, toCampaignSummary, toProduct } from './campaigns/campaign-record.ts';
export { createCampaign, createProduct, updateCampaign, updateProduct } from './campaigns/services/write-campaigns.ts';
export { ApiError } from './core/api-error.ts';
export { ChannelListener, type ChannelListenerOptions, connectionLossDetail } from './core/channel-listener.ts';
export { isDatabaseUnavailable, isUnstorableText } from './core/error-handler.ts';
export { loggerOptions, redactSecrets } from './core/log-redaction.ts';
export { resolveTenantFromDatabase } from './core/resolve-tenant-from-db.ts';
export { TokenService } from './core/tokens.ts';
export { isPolyglot, sanitizeFileName, sniffUpload } from './files/uploads.ts';
