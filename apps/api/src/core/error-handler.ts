import { type Language, languageSchema, toViolations, translate } from '@wl/shared';
import { errorBody, errorCodes } from '@wl/shared/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { frameworkRefusal } from './framework-errors.ts';

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
 * Prisma's codes of an unreachable database, a dropped connection, an exhausted pool, and an
 * interactive transaction that could not start or finish in time (P2028: a frozen server).
 */
const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
/**
 * SQLSTATE classes 08 (connection exception) and 57P (the server shutting down or starting up),
 * 57014 (a statement cancelled by statement_timeout) and 55P03 (lock_timeout): decision 030.
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P|57014$|55P03$)/;
/** node-postgres' own timeouts: a query a frozen server never answered, a connection never made. */
const CLIENT_TIMEOUT =
  /^Query read timeout$|timeout exceeded when trying to connect|Connection terminated due to connection timeout/;
const UNREACHABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * True when an error means the database is down or went away mid-request (Postgres stopped or
 * restarting), not that the request or the code was wrong: such a request gets a 503, so the
 * client knows to retry, and the open transaction was rolled back by Postgres.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, meta, cause, message } = current as {
      code?: unknown;
      meta?: { driverAdapterError?: unknown };
      cause?: { kind?: unknown; code?: unknown };
      message?: unknown;
    };
    if (typeof code === 'string') {
      if (UNREACHABLE_PRISMA_CODES.has(code) || UNREACHABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) {
        return true;
      }
    }
    // node-postgres' own errors of a connection that dropped or timed out (no code).
    if (
      typeof message === 'string' &&
      (/^Connection terminated|is not queryable$/.test(message) || CLIENT_TIMEOUT.test(message))
    ) {
      return true;
    }
    if (cause && typeof cause === 'object') {
      if (cause.kind === 'DatabaseNotReachable' || cause.kind === 'ConnectionClosed') return true;
      if (typeof cause.code === 'string' && UNAVAILABLE_SQLSTATE.test(cause.code)) return true;
    }
    current = meta?.driverAdapterError ?? cause;
  }
  return false;
}

/** SQLSTATE 22021 / 22P05: text Postgres cannot store (a NUL character, `\u0000`, in a string). */
const UNSTORABLE_TEXT_SQLSTATE = new Set(['22021', '22P05']);

/** True when the database refused a value the client sent as text it cannot hold: the client's error. */
export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, meta, cause } = current as {
      code?: unknown;
      meta?: { driverAdapterError?: unknown };
      cause?: unknown;
    };
    if (typeof code === 'string' && UNSTORABLE_TEXT_SQLSTATE.has(code)) return true;
    current = meta?.driverAdapterError ?? cause;
  }
  return false;
}

/**
 * Every failure leaves in the error-body shape of spec §8 with a fitting status: refusals the
 * services throw as they are; a body, query or path that fails its zod schema as 400 with the
 * violations; malformed JSON, oversized bodies, rate limits as their 4xx; an unreachable
 * database as a 503; anything else as a 500 with the generic label and nothing of its internals.
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
    if (error.code?.startsWith('FST_')) return reply.code(status).send(frameworkRefusal(error, status, language));
    return reply.code(status).send(errorBody(error.message, error.code ?? null));
  }
  if (isUnstorableText(error)) {
    return reply.code(400).send(errorBody(translate(language, 'errors:validation'), errorCodes.validation));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'platform API request failed: the database is unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send(errorBody(translate(language, 'errors:serviceUnavailable'), errorCodes.serviceUnavailable));
  }
  request.log.error({ err: error }, 'platform API request failed');
  return reply.code(500).send(errorBody('error.unexpected', errorCodes.unexpected));
}
