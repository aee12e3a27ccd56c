import {
  twoFactorCodePayloadSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@wl/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, requireAdvisor } from '../../core/principal.ts';
import { requestMeta } from '../services/request-meta.ts';
import { confirmTwoFactor, disableTwoFactor, setUpTwoFactor } from '../services/two-factor.ts';
import { type AuthRoutesOptions, bearer } from './route-options.ts';

/** TOTP enrolment of the signed-in advisor (the spec shows the code step only; these paths are ours). */
export const twoFactorRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireAdvisor();

  api.post(
    '/api/auth/two-factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start TOTP enrolment: a pending secret, its otpauth URL and QR code',
        security: bearer,
        response: { 200: twoFactorSetupResponseSchema },
      },
      onRequest: guard,
    },
    async (request) => setUpTwoFactor(app.db, requestMeta(request), principalOf(request)),
  );

  api.post(
    '/api/auth/two-factor/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish TOTP enrolment with a code of the pending secret',
        security: bearer,
        body: twoFactorCodePayloadSchema,
        response: { 200: twoFactorStatusResponseSchema },
      },
      onRequest: guard,
    },
    async (request) => confirmTwoFactor(app.db, requestMeta(request), principalOf(request), request.body.code),
  );

  api.delete(
    '/api/auth/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn the second factor off with a current code',
        security: bearer,
        body: twoFactorCodePayloadSchema,
        response: { 200: twoFactorStatusResponseSchema },
      },
      onRequest: guard,
    },
    async (request) => disableTwoFactor(app.db, requestMeta(request), principalOf(request), request.body.code),
  );
};
