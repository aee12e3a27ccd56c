import {
  loginPayloadSchema,
  loginResponseSchema,
  twoFactorLoginPayloadSchema,
  twoFactorLoginResponseSchema,
} from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { login, loginWithTwoFactor } from '../login.ts';
import { requestMeta } from '../request-meta.ts';
import { type AuthRoutesOptions, perIpRateLimit } from './route-options.ts';

/** POST /auth/login and POST /auth/login-with-two-factor (spec §7 "Auth"). */
export const loginRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { emailLimit }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Advisor login to the advisor panel of this host',
        body: loginPayloadSchema,
        response: { 200: loginResponseSchema },
      },
      config: perIpRateLimit(app),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      emailLimit.consume('login', request.body.email, { language: meta.language, reply });
      return login(app.db, app.tokens, meta, request.body);
    },
  );

  api.post(
    '/auth/login-with-two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Second step of a login: the authenticator code',
        body: twoFactorLoginPayloadSchema,
        response: { 200: twoFactorLoginResponseSchema },
      },
      config: perIpRateLimit(app),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      return loginWithTwoFactor(app.db, app.tokens, meta, request.body, (userId) =>
        emailLimit.consume('two-factor', userId, { language: meta.language, reply }),
      );
    },
  );
};
