import { errorBody, errorCodes } from '@wl/shared/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/*
 * When the API runs on its own (server.ts), nothing above it answers what never reaches a route:
 * Fastify's defaults would send `{ statusCode, error, message }`. The edge has its own answers
 * for these (security-headers.ts, routes/portal.ts); these are the standalone server's.
 */

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (bad percent-encoding, a path parameter over
 * `maxParamLength`) is refused in the error body of spec §8, with its 4xx.
 */
export function apiFrameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send(errorBody('Bad Request', errorCodes.validation));
}

/** A path no route matches (also one that `..` segments normalise away from every route). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply.code(404).send(errorBody('Not Found', errorCodes.notFound, { path: request.url.split('?', 1)[0] ?? '' }));
}
