import { initTRPC, TRPCError } from '@trpc/server';
import type { EmailRateLimit } from '@wl/api';
import type { Database } from '@wl/db';
import { type Operator, operatorAuthMessages } from '@wl/shared/console';

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
   * Scheme and host (with port) of the console request, e.g. `http://localhost:3000`: links in
   * mails queued for a new host reuse its scheme and port (onboarding). Absent: `http`, no port.
   */
  requestOrigin?: string;
  cookies: SessionCookieWriter;
  /** Sign-in attempts per e-mail and per IP address, kept in this process. */
  signInLimits: { perEmail: EmailRateLimit; perIp: EmailRateLimit };
}

/** A refused input's field: `draft.customColors.main`, and what is wrong with it. */
export interface ConsoleIssue {
  path: string;
  message: string;
}

/**
 * The field issues of an error (tRPC's input validation, or a service's own BAD_REQUEST with a
 * zod-style `cause.issues`), flattened for the console's forms; null when it has none.
 */
export function issuesOf(cause: unknown): ConsoleIssue[] | null {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return null;
  return issues.map((issue: { path?: readonly PropertyKey[]; message?: unknown }) => ({
    path: (issue.path ?? []).map(String).join('.'),
    message: String(issue.message ?? ''),
  }));
}

const t = initTRPC.context<ConsoleContext>().create({
  // Forms need to know which field a refusal is about, not only its message.
  errorFormatter: ({ shape, error }) => ({ ...shape, data: { ...shape.data, issues: issuesOf(error.cause) } }),
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Procedures anyone may call: sign-in, sign-out, `auth.me`. */
export const publicProcedure = t.procedure;

/** Every other console procedure: a signed-in operator, else UNAUTHORIZED. */
export const operatorProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.operator) throw new TRPCError({ code: 'UNAUTHORIZED', message: operatorAuthMessages.signedOut });
  return next({ ctx: { ...ctx, operator: ctx.operator } });
});
