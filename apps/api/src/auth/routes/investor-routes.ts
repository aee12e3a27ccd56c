import {
  authTokenResponseSchema,
  investorSendTokenPayloadSchema,
  loginInvestorPayloadSchema,
  requestProcessedResponseSchema,
} from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enforce } from '../services/auth-limits.ts';
import { loginInvestor, sendInvestorLoginLink } from '../services/investor-login.ts';
import { requestMeta } from '../services/request-meta.ts';
import { type AuthRoutesOptions, perIpLimit } from './route-options.ts';

/** Investor login by a one-time e-mail link (spec §1, §7). */
export const investorRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { limits }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/investor/send-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time login link to an investor (answered alike for any e-mail)',
        body: investorSendTokenPayloadSchema,
        response: { 200: requestProcessedResponseSchema },
      },
      preHandler: perIpLimit(limits, 'investor-send-token'),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      const { email } = request.body;
      enforce(await limits.onAccount('investor-send-token', meta.tenant.tenantId, email), {
        language: meta.language,
        reply,
      });
      // Answered before the account is looked up: as fast for an unknown address as for a known one.
      app.background.run('investor-send-token', () => sendInvestorLoginLink(app.db, meta, email));
      return { status: 'processed' as const };
    },
  );

  // Per address only: the body holds a 256-bit random token, not an e-mail to count by.
  api.post(
    '/auth/login-investor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign an investor in with the token of a login link',
        body: loginInvestorPayloadSchema,
        response: { 200: authTokenResponseSchema },
      },
      preHandler: perIpLimit(limits, 'login-investor'),
    },
    async (request) => loginInvestor(app.db, app.tokens, requestMeta(request), request.body.token),
  );
};
