import { errorBodySchema } from '@wl/shared/errors';
import { idSchema } from '@wl/shared/schemas';
import { z } from 'zod';

/** `{id}` of an advisor route. A malformed id is a 400 like any malformed input. */
export const advisorIdParams = z.strictObject({ id: idSchema });

/** The refusals every route of the module may answer with, all in the error body of spec §8. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** Route metadata for the OpenAPI document. */
export const documented = (summary: string) => ({
  tags: ['advisors'],
  summary,
  security: [{ bearer: [] }],
});
