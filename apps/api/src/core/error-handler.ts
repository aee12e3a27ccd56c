import { type Language, languageSchema, toViolations, translate } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from './api-error.ts';

/** The language of the messages in an error body: Accept-Language when it names ours, else the host's. */
export function requestLanguage(request: FastifyRequest): Language {
  const wanted = request.headers['accept-language']?.slice(0, 2).toLowerCase();
  const parsed = languageSchema.safeParse(wanted);
  return parsed.success ? parsed.data : (request.tenant?.language ?? 'pl');
}

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The zod issues behind a failed route schema, rebuilt so they translate like the browser's. */
function zodErrorOf(validation: ValidationItem[]): z.ZodError {
  return new z.ZodError(
    validation.map((item) => ({
      ...(item.params ?? {}),
      code: item.keyword,
      path: item.instancePath
        .split('/')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: item.message ?? 'validation:invalid',
    })) as z.core.$ZodIssue[],
  );
}

/**
 * Every failure leaves in the error-body shape of spec §8 with a fitting status: refusals the
 * services throw as they are; a body, query or path that fails its zod schema as 400 with the
 * violations; malformed JSON, oversized bodies, rate limits as their 4xx; anything else as a
 * 500 with the generic label and nothing of its internals.
 */
export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
  const language = requestLanguage(request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const violations = toViolations(zodErrorOf(error.validation as ValidationItem[]), language);
    return reply
      .code(400)
      .send(errorBody(translate(language, 'errors:validation'), errorCodes.validation, {}, violations));
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send(errorBody(translate(language, 'errors:tooManyRequests'), errorCodes.tooManyRequests));
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorBody(error.message, error.code ?? null));
  }
  request.log.error({ err: error }, 'platform API request failed');
  return reply.code(500).send(errorBody('error.unexpected', errorCodes.unexpected));
}
