import { idSchema } from '@wl/shared/schemas';
import { z } from 'zod';
import { documented as documentedRoute } from '../../core/routes.ts';

/** `{id}` of an advisor route. A malformed id is a 400 like any malformed input. */
export const advisorIdParams = z.strictObject({ id: idSchema });

export { readErrorResponses as errorResponses } from '../../core/routes.ts';

/** Route metadata for the OpenAPI document. */
export const documented = (summary: string) => documentedRoute('advisors', summary);
