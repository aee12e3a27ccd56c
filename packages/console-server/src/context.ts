import { AuthLimits, isDatabaseUnavailable, RateLimiter, type RateLimits } from '@wl/api';
import type { Database } from '@wl/db';
import type { PublicOriginSettings } from '@wl/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, resolveSession, SESSION_COOKIE, sessionCookie } from './auth/session.ts';
import type { MailDnsSettings } from './hosts/mail-settings.ts';
import type { PreviewTokens } from './preview/preview-token.ts';
import { type ConsoleContext, databaseUnavailable } from './trpc.ts';

/** The console's sign-in limits: the platform's, in PostgreSQL, shared by every edge (decision 035). */
export function signInLimits(limits: RateLimits, db: Database): ConsoleContext['signInLimits'] {
  return new AuthLimits(new RateLimiter(db), limits);
}

/** The context of one console request: the operator from the session cookie, and cookie setters. */
export async function createConsoleContext(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: {
    limits: ConsoleContext['signInLimits'];
    previewTokens: PreviewTokens;
    publicOrigins?: PublicOriginSettings | undefined;
    showLiveMail?: boolean;
    mailDns?: MailDnsSettings | undefined;
    consoleOrigin?: string | null;
    publishScheduler?: { wake(): void };
  },
): Promise<ConsoleContext> {
  const { limits, previewTokens, publicOrigins, showLiveMail = false, mailDns, consoleOrigin = null } = settings;
  const { publishScheduler } = settings;
  const sessionToken = readCookie(request.headers.cookie, SESSION_COOKIE);
  const session = await resolveSession(db, sessionToken).catch((error: unknown) => {
    // PostgreSQL is down: every procedure answers 503 (issue #9), before it could run.
    if (isDatabaseUnavailable(error)) throw databaseUnavailable(error);
    throw error;
  });
  // Secure whenever the client reached us over TLS (request.protocol honours TRUST_PROXY).
  const secure = request.protocol === 'https';
  return {
    db,
    operator: session?.operator ?? null,
    sessionId: session?.sessionId ?? null,
    sessionToken,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    requestOrigin: `${request.protocol}://${request.host}`,
    ...(publicOrigins ? { publicOrigins } : {}),
    consoleOrigin,
    showLiveMail,
    ...(mailDns ? { mailDns } : {}),
    cookies: {
      set: (token, expiresAt) =>
        reply.header('set-cookie', sessionCookie(token, (expiresAt.getTime() - Date.now()) / 1000, secure)),
      clear: () => reply.header('set-cookie', sessionCookie('', 0, secure)),
    },
    signInLimits: limits,
    previewTokens,
    ...(publishScheduler ? { publishScheduler } : {}),
  };
}
