import type { FastifyInstance } from 'fastify';
import type { EmailRateLimit } from '../email-rate-limit.ts';

/** What every auth route group is registered with. */
export interface AuthRoutesOptions {
  emailLimit: EmailRateLimit;
}

/**
 * The per-IP limit of the login and token-sending routes (DESIGN §4): @fastify/rate-limit, in
 * memory per process, counted per route.
 */
export function perIpRateLimit(api: FastifyInstance) {
  return { rateLimit: { max: api.rateLimits.perIp, timeWindow: api.rateLimits.windowMs } };
}

/** OpenAPI: the routes that need `Authorization: Bearer <access token>`. */
export const bearer = [{ bearer: [] }];
