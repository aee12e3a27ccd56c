import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthLimits, enforce } from '../services/auth-limits.ts';
import { requestMeta } from '../services/request-meta.ts';

/** What every auth route group is registered with. */
export interface AuthRoutesOptions {
  limits: AuthLimits;
}

/**
 * preHandler: the per-address limit of a sign-in or token-sending route (decision 035), kept in
 * PostgreSQL and counted per route, sized for an office behind one address.
 */
export function perIpLimit(limits: AuthLimits, route: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    enforce(await limits.fromAddress(route, request.ip), { language: requestMeta(request).language, reply });
  };
}

/** OpenAPI: the routes that need `Authorization: Bearer <access token>`. */
export const bearer = [{ bearer: [] }];
