import {
  activeUserDataSchema,
  changeContextPayloadSchema,
  changeContextResponseSchema,
  changeContextTokenPayloadSchema,
  userContextsResponseSchema,
} from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, requireSignedIn } from '../../core/principal.ts';
import { activeUserData, changeContext, exchangeForHostContext, listContexts } from '../services/change-context.ts';
import { requestMeta } from '../services/request-meta.ts';
import { type AuthRoutesOptions, bearer } from './route-options.ts';

/** Contexts of the signed-in user, switching between them, and the active user (spec §7). */
export const contextRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/contexts',
    {
      schema: {
        tags: ['auth'],
        summary: 'The contexts the signed-in user can enter',
        security: bearer,
        response: { 200: userContextsResponseSchema },
      },
      onRequest: requireSignedIn,
    },
    async (request) => listContexts(app.db, principalOf(request)),
  );

  api.patch(
    '/api/auth/change-context',
    {
      schema: {
        tags: ['auth'],
        summary: 'Switch the signed-in user to another of their contexts',
        security: bearer,
        body: changeContextPayloadSchema,
        response: { 200: changeContextResponseSchema },
      },
      onRequest: requireSignedIn,
    },
    async (request) => changeContext(app.db, app.tokens, requestMeta(request), principalOf(request), request.body),
  );

  api.patch(
    '/auth/change-context',
    {
      schema: {
        tags: ['auth'],
        summary: "Exchange an access token for one of this host's advisor panel",
        body: changeContextTokenPayloadSchema,
        response: { 200: changeContextResponseSchema },
      },
    },
    async (request) => exchangeForHostContext(app.db, app.tokens, requestMeta(request), request.body.token),
  );

  api.get(
    '/api/auth/data',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and context',
        security: bearer,
        response: { 200: activeUserDataSchema },
      },
      onRequest: requireSignedIn,
    },
    async (request) => activeUserData(principalOf(request)),
  );
};
