import {
  activateFromEmailPayloadSchema,
  activatePayloadSchema,
  activationSendTokenPayloadSchema,
  passwordRemindPayloadSchema,
  passwordSetPayloadSchema,
  requestProcessedResponseSchema,
} from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activateAccount, sendActivationLink } from '../activation.ts';
import { sendPasswordResetLink, setPassword } from '../password-reset.ts';
import { requestMeta } from '../request-meta.ts';
import { type AuthRoutesOptions, perIpRateLimit } from './route-options.ts';

const processed = { status: 'processed' } as const;

/** Account activation and password reset by mailed links (spec §2 routes, §7 calls). */
export const passwordRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { emailLimit }) => {
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
      config: perIpRateLimit(app),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      emailLimit.consume('activation-send-token', request.body.email, { language: meta.language, reply });
      await sendActivationLink(app.db, meta, request.body.email);
      return processed;
    },
  );

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
      config: perIpRateLimit(app),
    },
    async (request, reply) => {
      const meta = requestMeta(request);
      emailLimit.consume('password-remind', request.body.email, { language: meta.language, reply });
      await sendPasswordResetLink(app.db, meta, request.body.email);
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
