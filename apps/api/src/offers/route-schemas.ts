import { errorBodySchema } from '@wl/shared/errors';
import { idSchema, TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The refusals every offer and campaign route may answer with, all in the error body of spec §8. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

export const writeErrorResponses = { ...errorResponses, 409: errorBodySchema, 422: errorBodySchema } as const;

/** Route metadata for the OpenAPI document. */
export const documented = (tag: 'offers' | 'campaigns', summary: string) => ({
  tags: [tag],
  summary,
  security: [{ bearer: [] }],
});

export const offerIdParams = z.strictObject({ offerId: idSchema });

/** The total of a paged list; the portal on another origin must be allowed to read it. */
export function sendTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total)).header('access-control-expose-headers', TOTAL_COUNT_HEADER);
}
