import {
  authTokenResponseSchema,
  investorSendTokenPayloadSchema,
  loginInvestorPayloadSchema,
  requestProcessedResponseSchema,
} from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginInvestor, sendInvestorLoginLink } from '../investor-login.ts';
import { requestMeta } from '../request-meta.ts';
import { type AuthRoutesOptions, perIpRateLimit } from './route-options.ts';

/** Investor login by a one-time e-mail link (spec §1, §7). */
export const investorRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { emailLimit }) => {
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
      config: perIpRateLimit(app),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      emailLimit.consume('investor-send-token', request.body.email, { language: meta.language, reply });
      await sendInvestorLoginLink(app.db, meta, request.body.email);
      return { status: 'processed' as const };
    },
  );

  // Per IP only: the body holds a 256-bit random token, not an e-mail to count by.
  api.post(
    '/auth/login-investor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign an investor in with the token of a login link',
        body: loginInvestorPayloadSchema,
        response: { 200: authTokenResponseSchema },
      },
      config: perIpRateLimit(app),
    },
    async (request) => loginInvestor(app.db, app.tokens, requestMeta(request), request.body.token),
  );
};
