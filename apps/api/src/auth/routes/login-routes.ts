import {
  loginPayloadSchema,
  loginResponseSchema,
  twoFactorLoginPayloadSchema,
  twoFactorLoginResponseSchema,
} from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { enforce } from '../services/auth-limits.ts';
import { login, loginWithTwoFactor } from '../services/login.ts';
import { requestMeta } from '../services/request-meta.ts';
import { type AuthRoutesOptions, perIpLimit } from './route-options.ts';

/** The user an access token we just issued is for. */
function claimedUser(accessToken: string): string {
  return String(decodeJwt(accessToken).sub);
}

/** POST /auth/login and POST /auth/login-with-two-factor (spec §7 "Auth"). */
export const loginRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { limits }) => {
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
      preHandler: perIpLimit(limits, 'login'),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      const { tenantId } = meta.tenant;
      enforce(await limits.onAccount('login', tenantId, request.body.email), { language: meta.language, reply });
      const result = await login(app.db, app.tokens, meta, request.body);
      // The password was right (a session, or the second factor's turn): the account's count starts over.
      await limits.succeeded('login', tenantId, request.body.email);
      return result;
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
      preHandler: perIpLimit(limits, 'login-with-two-factor'),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      const { tenantId } = meta.tenant;
      const result = await loginWithTwoFactor(app.db, app.tokens, meta, request.body, async (userId) =>
        enforce(await limits.onAccount('two-factor', tenantId, userId), { language: meta.language, reply }),
      );
      await limits.succeeded('two-factor', tenantId, claimedUser(result.accessToken));
      return result;
    },
  );
};
