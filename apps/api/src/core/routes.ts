import { errorBodySchema } from '@wl/shared/errors';
import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { CachedPage } from './list-cache.ts';

/** The refusals a route may answer with, all in the error body of spec §8 (OpenAPI responses). */
export const readErrorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** Those of a route that changes state: also a conflict (409) and a refused entity (422). */
export const writeErrorResponses = { ...readErrorResponses, 409: errorBodySchema, 422: errorBodySchema } as const;

/**
 * Route metadata for the OpenAPI document of a route behind a Bearer token (the one place the
 * API words its routes' tags, summaries and security; public routes use `documentedPublic`).
 */
export function documented(tag: string, summary: string, description?: string) {
  return { tags: [tag], summary, ...(description ? { description } : {}), security: [{ bearer: [] }] };
}

/** Route metadata for the OpenAPI document of a route anyone may call (a public link, no token). */
export function documentedPublic(tag: string, summary: string, description?: string) {
  return { tags: [tag], summary, ...(description ? { description } : {}) };
}

/**
 * The total of a paged list (spec §7 `x-total-count`); a portal on another origin may read it.
 * `capped`: the list stopped counting there, and has more rows (decision 079).
 */
export function sendTotal(reply: FastifyReply, total: number, capped = false): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  if (capped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
  reply.header('access-control-expose-headers', `${TOTAL_COUNT_HEADER}, ${TOTAL_COUNT_CAPPED_HEADER}`);
}

/**
 * A list page kept as its JSON body (decision 052), with its total: sent as it is, without the
 * route's response serializer, which made the same body from the same rows.
 */
export function sendCachedPage(reply: FastifyReply, page: CachedPage): FastifyReply {
  sendTotal(reply, page.total, page.totalCapped);
  return reply.type('application/json; charset=utf-8').send(page.body);
}
