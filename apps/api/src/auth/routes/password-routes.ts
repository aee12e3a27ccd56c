import { errorBodySchema } from '@wl/shared/errors';
import {
  activateFromEmailPayloadSchema,
  activatePayloadSchema,
  activationSendTokenPayloadSchema,
  linkCheckPayloadSchema,
  passwordRemindPayloadSchema,
  passwordSetPayloadSchema,
  requestProcessedResponseSchema,
} from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activateAccount, checkActivationLink, sendActivationLink } from '../services/activation.ts';
import { enforce } from '../services/auth-limits.ts';
import { checkPasswordResetLink, sendPasswordResetLink, setPassword } from '../services/password-reset.ts';
import { requestMeta } from '../services/request-meta.ts';
import { type AuthRoutesOptions, perIpLimit } from './route-options.ts';

const processed = { status: 'processed' } as const;

/** Account activation and password reset by mailed links (spec §2 routes, §7 calls). */
export const passwordRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { limits }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/activate/send-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail the activation link to an advisor not yet activated (answered alike for any e-mail)',
        body: activationSendTokenPayloadSchema,
        response: { 200: requestProcessedResponseSchema },
      },
      preHandler: perIpLimit(limits, 'activation-send-token'),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      const { email } = request.body;
      enforce(await limits.onAccount('activation-send-token', meta.tenant.tenantId, email), {
        language: meta.language,
        reply,
      });
      // Answered before the account is looked up: as fast for an unknown address as for a known one.
      app.background.run('activation-send-token', () => sendActivationLink(app.db, meta, email));
      return processed;
    },
  );

  // A link checked when its page opens, before a password is typed (decision 067): nothing is
  // written, and an unusable token of any kind is one answer.
  for (const [path, route, summary, check] of [
    [
      '/auth/activate/check',
      'activation-check',
      'Whether an activation link still works (204), checked when its page opens; changes nothing',
      checkActivationLink,
    ],
    [
      '/auth/password/check',
      'password-check',
      'Whether a password reset link still works (204), checked when its page opens; changes nothing',
      checkPasswordResetLink,
    ],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          tags: ['auth'],
          summary,
          body: linkCheckPayloadSchema,
          response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: perIpLimit(limits, route),
      },
      async (request, reply) => {
        await check(app.db, requestMeta(request), request.body.token);
        return reply.code(204).header('cache-control', 'no-store').send(null);
      },
    );
  }

  for (const [path, body] of [
    ['/auth/activate', activatePayloadSchema],
    ['/auth/activate-from-email', activateFromEmailPayloadSchema],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Activate an advisor account: set the password with the activation token',
          body,
          response: { 200: requestProcessedResponseSchema },
        },
      },
      async (request) => {
        await activateAccount(app.db, requestMeta(request), request.body);
        return processed;
      },
    );
  }

  api.post(
    '/auth/password/send-remind-request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (answered alike for any e-mail)',
        body: passwordRemindPayloadSchema,
        response: { 200: requestProcessedResponseSchema },
      },
      preHandler: perIpLimit(limits, 'password-remind'),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      const { email } = request.body;
      enforce(await limits.onAccount('password-remind', meta.tenant.tenantId, email), {
        language: meta.language,
        reply,
      });
      // Answered before the account is looked up: as fast for an unknown address as for a known one.
      app.background.run('password-remind', () => sendPasswordResetLink(app.db, meta, email));
      return processed;
    },
  );

  api.post(
    '/auth/password/set',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token; every session of the user ends',
        body: passwordSetPayloadSchema,
        response: { 200: requestProcessedResponseSchema },
      },
    },
    async (request) => {
      await setPassword(app.db, requestMeta(request), request.body);
      return processed;
    },
  );
};
