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
  cookies: SessionCookieWriter;
  /** Sign-in attempts per e-mail and per IP address, kept in this process. */
  signInLimits: { perEmail: EmailRateLimit; perIp: EmailRateLimit };
}

const t = initTRPC.context<ConsoleContext>().create();

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Procedures anyone may call: sign-in, sign-out, `auth.me`. */
export const publicProcedure = t.procedure;

/** Every other console procedure: a signed-in operator, else UNAUTHORIZED. */
export const operatorProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.operator) throw new TRPCError({ code: 'UNAUTHORIZED', message: operatorAuthMessages.signedOut });
  return next({ ctx: { ...ctx, operator: ctx.operator } });
});
