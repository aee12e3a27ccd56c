import { logoutPayloadSchema, refreshTokenPayloadSchema, refreshTokenResponseSchema } from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logout } from '../services/logout.ts';
import { requestMeta } from '../services/request-meta.ts';
import { refreshSession } from '../services/sessions.ts';
import type { AuthRoutesOptions } from './route-options.ts';

/** Refresh of both panels (spec §4 "session refresh") and logout. */
export const sessionRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate an advisor-panel refresh token',
        body: refreshTokenPayloadSchema,
        response: { 200: refreshTokenResponseSchema },
      },
    },
    async (request) =>
      refreshSession(app.db, app.tokens, requestMeta(request), {
        refreshToken: request.body.refreshToken,
        panel: 'advisor-panel',
      }),
  );

  api.post(
    '/auth/refresh-investor-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate an investor-panel refresh token',
        body: refreshTokenPayloadSchema,
        response: { 200: refreshTokenResponseSchema },
      },
    },
    async (request) =>
      refreshSession(app.db, app.tokens, requestMeta(request), {
        refreshToken: request.body.refreshToken,
        panel: 'investor-panel',
      }),
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session (its refresh family)',
        // Fastify hands a POST without a payload to validation as null.
        body: logoutPayloadSchema.nullish(),
      },
    },
    async (request, reply) => {
      await logout(app.db, requestMeta(request), request.principal, request.body?.refreshToken);
      return reply.code(204).send();
    },
  );
};
