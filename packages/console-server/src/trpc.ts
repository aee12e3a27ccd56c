import { initTRPC, type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { type AuthLimits, isDatabaseUnavailable, isUnstorableText } from '@wl/api';
import type { Database } from '@wl/db';
import type { PublicOriginSettings } from '@wl/shared';
import {
  type ConsoleErrorData,
  type ConsoleIssue,
  type ConsoleMessageParams,
  type ConsoleRefusal,
  hasRole,
  type Operator,
  type OperatorRole,
  operatorAuthMessages,
  operatorMessages,
  refusalParams,
} from '@wl/shared/console';
import { issueKey, translate } from '@wl/shared/i18n';
import type { z } from 'zod';
import type { MailDnsSettings } from './hosts/mail-settings.ts';
import type { PreviewTokens } from './preview/preview-token.ts';

/** Writes the session cookie of the response (the plugin sets headers; tests record the calls). */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** Built per request by the Fastify plugin (and by tests through `createCaller`). */
export interface ConsoleContext {
  db: Database;
  /** The operator of a valid session cookie, else null. */
  operator: Operator | null;
  /** The session row of that cookie (for sign-out), else null. */
  sessionId: string | null;
  /** The raw session token the request presented, valid or not (revoked at the next sign-in). */
  sessionToken: string | undefined;
  /** The client's address (`request.ip`) and user agent, kept with sessions and audit entries. */
  ip: string | undefined;
  userAgent: string | undefined;
  /**
   * Scheme and host (with port) of the console request, e.g. `http://localhost:3000`: the origin
   * allowed to frame a draft preview. Never used for links (those come from `publicOrigins`).
   */
  requestOrigin?: string;
  /** How hosts without a public origin of their own get one (decision 028); default: development's. */
  publicOrigins?: PublicOriginSettings;
  /**
   * The console's configured origin, which operators' mails link to (decision 046): the first of
   * CONSOLE_ORIGINS, else in development PUBLIC_ORIGIN's. Null: no mail can link to the console.
   */
  consoleOrigin?: string | null;
  /** The platform's sender and the DNS records a broker's sending domain needs (decision 042). */
  mailDns?: MailDnsSettings;
  /** The edge delivers no mail itself (no SMTP_URL): the outbox may show live links (decision 032). */
  showLiveMail?: boolean;
  cookies: SessionCookieWriter;
  /** Sign-in attempts per e-mail and per IP address, kept in PostgreSQL (decision 035). */
  signInLimits: AuthLimits;
  /** Signs the draft previews' tokens (the edge checks them with the same object). */
  previewTokens: PreviewTokens;
  /** This edge's runner of scheduled publishes: woken after a request changed (decision 047). */
  publishScheduler?: { wake(): void };
}

/**
 * The field issues of an error (tRPC's input validation, or a service's own BAD_REQUEST with a
 * zod-style `cause.issues`), flattened for the console's forms; null when it has none. A
 * message is an i18n key where the check has one (zod's own checks get the shared generic keys,
 * their limits as `min` / `max`), so the console shows it in the operator's language.
 */
export function issuesOf(cause: unknown): ConsoleIssue[] | null {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return null;
  return issues.map((issue: ZodIssueLike) => {
    const params = issueParamsOf(issue);
    return {
      path: (issue.path ?? []).map(String).join('.'),
      // A service's own (custom) issue carries its key already; zod's checks get theirs here.
      message:
        typeof issue.code === 'string' && issue.code !== 'custom'
          ? issueKey(issue as z.core.$ZodIssue)
          : String(issue.message ?? ''),
      ...(params ? { params } : {}),
    };
  });
}

interface ZodIssueLike {
  code?: unknown;
  path?: readonly PropertyKey[];
  message?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  params?: unknown;
}

function issueParamsOf(issue: ZodIssueLike): ConsoleMessageParams | null {
  const params: ConsoleMessageParams = {};
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.params && typeof issue.params === 'object') {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
  }
  return Object.keys(params).length > 0 ? params : null;
}

/**
 * A console refusal: its English text is the error's `message` (logs, scripts, tests); the key
 * and values reach the console as `data.messageKey` / `data.messageParams` (see the formatter).
 */
export class ConsoleRefusalError extends TRPCError {
  readonly refusal: ConsoleRefusal;

  constructor(code: TRPC_ERROR_CODE_KEY, refusal: ConsoleRefusal, options: { message?: string; cause?: unknown } = {}) {
    const text = translate('en', refusal.key, refusalParams(refusal.params, 'en'));
    super({ code, message: options.message ?? text, cause: options.cause });
    this.refusal = refusal;
  }
}

/** Throwable refusal of a procedure (`throw refuse('NOT_FOUND', brandingMessages.hostNotFound)`). */
export function refuse(
  code: TRPC_ERROR_CODE_KEY,
  refusal: ConsoleRefusal,
  options?: { message?: string; cause?: unknown },
): ConsoleRefusalError {
  return new ConsoleRefusalError(code, refusal, options);
}

/** A BAD_REQUEST about one field, shaped like tRPC's own input errors (a cause with zod-style issues). */
export function refuseField(path: (string | number)[], refusal: ConsoleRefusal): ConsoleRefusalError {
  const issue = { code: 'custom', path, message: refusal.key, ...(refusal.params ? { params: refusal.params } : {}) };
  return refuse('BAD_REQUEST', refusal, { cause: { issues: [issue] } });
}

/** What the formatter adds to tRPC's `data` (described by `consoleErrorDataSchema`). */
export function consoleErrorData(error: TRPCError): Pick<ConsoleErrorData, 'issues' | 'messageKey' | 'messageParams'> {
  const refusal = error instanceof ConsoleRefusalError ? error.refusal : null;
  return {
    issues: issuesOf(error.cause),
    messageKey: refusal?.key ?? null,
    messageParams: refusal?.params ?? null,
  };
}

const t = initTRPC.context<ConsoleContext>().create({
  // tRPC adds the server's stack trace to every error's data outside NODE_ENV=production; a
  // response never carries internals (issue #9), the log has the stack.
  isDev: false,
  // Forms need to know which field a refusal is about, and the console its translatable key.
  // An internal error says nothing of its cause (a database message names files and queries);
  // the plugin logs it whole. The console shows its generic failure text.
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message,
    data: { ...shape.data, ...consoleErrorData(error) },
  }),
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure: a text Postgres cannot hold (a NUL character) is the caller's bad input, a
 * BAD_REQUEST, not an internal error.
 */
const procedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && isUnstorableText(result.error.cause)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The input holds a character that cannot be stored.' });
  }
  // The database is down (issue #9): a 503 the console can tell from a bug, not a 500.
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(result.error.cause)) {
    throw databaseUnavailable(result.error.cause);
  }
  return result;
});

/** The refusal of a call made while PostgreSQL cannot be reached: 503, try again shortly. */
export function databaseUnavailable(cause: unknown): ConsoleRefusalError {
  return refuse('SERVICE_UNAVAILABLE', { key: 'errors:serviceUnavailable' }, { cause });
}

/** Procedures anyone may call: sign-in, sign-out, `auth.me`. */
export const publicProcedure = procedure;

/** Every other console procedure: a signed-in operator, else UNAUTHORIZED; any role may read. */
export const operatorProcedure = procedure.use(({ ctx, next }) => {
  if (!ctx.operator) {
    throw refuse('UNAUTHORIZED', { key: 'console:refusals.signedOut' }, { message: operatorAuthMessages.signedOut });
  }
  return next({ ctx: { ...ctx, operator: ctx.operator } });
});

/** A procedure for operators of `role` or above (decision 046), else FORBIDDEN naming the role needed. */
function roleProcedure(role: OperatorRole) {
  return operatorProcedure.use(({ ctx, next }) => {
    if (!hasRole(ctx.operator.role, role)) throw refuse('FORBIDDEN', operatorMessages.roleRequired(role));
    return next();
  });
}

/** Drafts, uploads, previews and the catalogue: editors and above. */
export const editorProcedure = roleProcedure('editor');
/** What visitors see changes (publish, rollback, go-live, suspend) or a mail goes out: publishers and above. */
export const publisherProcedure = roleProcedure('publisher');
/** Hosts' identity (onboard, rename, delete), operators and tenants' rules: admins. */
export const adminProcedure = roleProcedure('admin');
