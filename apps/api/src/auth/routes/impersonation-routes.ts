import { authTokensSchema, impersonateParamsSchema } from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, requireAdvisor, requireSignedIn } from '../../core/principal.ts';
import { endImpersonation, startImpersonation } from '../services/impersonation.ts';
import { requestMeta } from '../services/request-meta.ts';
import { type AuthRoutesOptions, bearer } from './route-options.ts';

/** An admin of advisors acting as an advisor of the tenant (spec §6; the paths are ours). */
export const impersonationRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/impersonate/:advisorId',
    {
      schema: {
        tags: ['auth'],
        summary: 'Act as an advisor of this tenant (admins of advisors)',
        security: bearer,
        params: impersonateParamsSchema,
        response: { 200: authTokensSchema },
      },
      onRequest: requireAdvisor('admin'),
    },
    async (request) =>
      startImpersonation(app.db, app.tokens, requestMeta(request), principalOf(request), request.params.advisorId),
  );

  api.post(
    '/api/auth/impersonation/end',
    {
      schema: {
        tags: ['auth'],
        summary: "Stop acting as another user: the admin's own tokens again",
        security: bearer,
        response: { 200: authTokensSchema },
      },
      onRequest: requireSignedIn,
    },
    async (request) => endImpersonation(app.db, app.tokens, requestMeta(request), principalOf(request)),
  );
};
