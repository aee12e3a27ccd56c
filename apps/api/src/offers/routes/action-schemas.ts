import { idSchema } from '@wl/shared/schemas';
import { z } from 'zod';

/** Route parameters of the public and investor offer endpoints (their bodies are in @wl/shared). */
export const offerIdParams = z.strictObject({ id: idSchema });

/** A public token as the link carries it; anything unknown is "Token is invalid.". */
export const offerTokenParams = z.strictObject({ token: z.string().min(1).max(512) });

export { writeErrorResponses as errorResponses } from '../../core/routes.ts';
