import type {} from '@wl/db/fastify';
import { errorBodySchema } from '@wl/shared/errors';
import { providerCallbackAnswerSchema } from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../core/error-handler.ts';
import { applyIdentityEvent } from '../../identity/services/apply-identity-event.ts';
import { applyContractEvent } from '../../offers/services/apply-contract-event.ts';
import { callbackInvalid } from '../../providers/callback-events.ts';
import { CALLBACK_PATH } from '../../providers/signing-provider.ts';

/**
 * POST /provider-api/e-signature/callback: the signing provider reports a contract's or an
 * identity verification's status (decision 011). The signature is checked over the raw body, so
 * this route's scope reads JSON as a string. Not authentic (signature, age, shape) → 401;
 * an event id seen before → 409; an unknown reference → 404; otherwise 200 `{applied}`.
 */
export async function providerCallbackRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      CALLBACK_PATH,
      {
        schema: {
          tags: ['provider'],
          summary: 'Signed status callback of the e-signature and identity provider',
          description:
            'Body `{eventId, kind, providerRef, status, occurredAt}` (see `providerCallbackSchema`), header ' +
            '`x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, at most 5 minutes old.',
          response: {
            200: providerCallbackAnswerSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const event = api.signing.verifyCallback(request.headers, raw);
        const language = requestLanguage(request);
        if (!event) throw callbackInvalid(language);
        return event.kind === 'contract'
          ? applyContractEvent(api.db, event, language)
          : applyIdentityEvent(api.db, event, language);
      },
    );
  });
}
