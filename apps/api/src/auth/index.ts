import type { FastifyInstance } from 'fastify';
import { contextRoutes } from './routes/context-routes.ts';
import { impersonationRoutes } from './routes/impersonation-routes.ts';
import { investorRoutes } from './routes/investor-routes.ts';
import { loginRoutes } from './routes/login-routes.ts';
import { passwordRoutes } from './routes/password-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { twoFactorRoutes } from './routes/two-factor-routes.ts';
import { AuthLimits } from './services/auth-limits.ts';

/**
 * Auth routes of spec §7 (login, 2FA, refresh, contexts, investor links, activation, reset) and
 * the ones the spec implies without paths (TOTP enrolment, impersonation). Their limits live in
 * PostgreSQL (decision 035), shared by every route group and every replica.
 */
export async function authModule(api: FastifyInstance): Promise<void> {
  const options = { limits: new AuthLimits(api.rateLimiter, api.rateLimits) };
  for (const routes of [
    loginRoutes,
    twoFactorRoutes,
    sessionRoutes,
    contextRoutes,
    investorRoutes,
    passwordRoutes,
    impersonationRoutes,
  ]) {
    await api.register(routes, options);
  }
}
