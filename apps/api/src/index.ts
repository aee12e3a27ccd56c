import { advisorModule } from './advisors/index.ts';
import { createApiPlugin } from './app.ts';
import { authModule } from './auth/index.ts';
import { campaignModule } from './campaigns/index.ts';
import { investorModule } from './investor/index.ts';
import { offerModule } from './offers/index.ts';
import { publicModule } from './public/index.ts';

export type { ApiOptions, RateLimits } from './app.ts';
export { defaultRateLimits } from './app.ts';
export type { TenantContext, TenantResolver } from './core/tenant-context.ts';
export { requestOrigin } from './core/tenant-context.ts';
export type { MailSenderOptions, MailTransport } from './mail/mail-sender.ts';
export { MailSender } from './mail/mail-sender.ts';

/** The platform API with every module (issue #4: auth, advisors and networks). */
export const platformApi = createApiPlugin([
  authModule,
  advisorModule,
  campaignModule,
  offerModule,
  publicModule,
  investorModule,
]);
export { resolveTenantFromDatabase } from './core/resolve-tenant-from-db.ts';
export { TokenService } from './core/tokens.ts';
