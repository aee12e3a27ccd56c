import { edgeErrorCodes, errorBody } from '@wl/shared';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every error leaves in the error-body shape of spec §8. Client errors keep their status and
 * a short label; anything else is a 500 with the generic label: no stack, no internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(errorBody('error.unexpected', edgeErrorCodes.unexpected));
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
