import { frameworkRefusal, isDatabaseUnavailable } from '@wl/api';
import { edgeErrorCodes, errorBody, languageSchema, translate } from '@wl/shared';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The language of a refusal: the request's `Accept-Language` when PL or EN, else Polish. */
export function requestLanguage(request: FastifyRequest) {
  const parsed = languageSchema.safeParse(request.headers['accept-language']?.slice(0, 2).toLowerCase());
  return parsed.success ? parsed.data : 'pl';
}

/**
 * Every error leaves in the error-body shape of spec §8. Client errors keep their status and
 * a short label; anything else is a 500 with the generic label: no stack, no internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      // The edge's own database reads (uploaded logos) while PostgreSQL is down: 503, as the API says.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(
            errorBody(
              translate(requestLanguage(request), 'errors:serviceUnavailable'),
              edgeErrorCodes.serviceUnavailable,
            ),
          );
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(errorBody('error.unexpected', edgeErrorCodes.unexpected));
      }
      if (error.code?.startsWith('FST_')) {
        return reply.code(status).send(frameworkRefusal(error, status, requestLanguage(request)));
      }
      const violations = (error.validation ?? []).map((issue) => ({
        propertyPath: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        title: issue.message ?? 'invalid',
        message: issue.message ?? 'invalid',
      }));
      const code = violations.length ? edgeErrorCodes.validation : (error.code ?? null);
      return reply.code(status).send(errorBody(error.message, code, {}, violations));
    });
  },
  { name: 'error-handler' },
);
