import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@wl/db';
import type { Operator } from '@wl/shared/console';

/** The console's session cookie (decision 022). */
export const SESSION_COOKIE = 'wl_console';
/** The cookie is sent to the console only: its app and its tRPC API. */
export const SESSION_COOKIE_PATH = '/console';
/** A session ends this long after sign-in, however busy the operator is. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** …and after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** `lastSeenAt` is written at most this often, so a burst of requests is one UPDATE. */
const TOUCH_EVERY_MS = 60_000;

/** SHA-256 of a session token: the database never holds a token that could be replayed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ResolvedSession {
  sessionId: string;
  operator: Operator;
}

/**
 * The operator of a session token, or null when the token is unknown, the session expired
 * (absolute or idle) or the operator was deactivated. A refused session is deleted.
 */
export async function resolveSession(
  db: Database,
  token: string | undefined,
  now: Date = new Date(),
): Promise<ResolvedSession | null> {
  if (!token) return null;
  const session = await db.operatorSession.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    include: { operator: { select: { id: true, email: true, role: true, active: true } } },
  });
  if (!session) return null;
  const idle = now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idle || session.expiresAt <= now || !session.operator.active) {
    await db.operatorSession.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.operatorSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  const { id, email, role } = session.operator;
  return { sessionId: session.id, operator: { id, email, role } };
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
}

/** A new session: a random 32-byte token for the cookie, its hash for the table. */
export async function startSession(
  db: Pick<Database, 'operatorSession'>,
  operatorId: string,
  client: { ip: string | undefined; userAgent: string | undefined },
  now: Date = new Date(),
): Promise<StartedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.operatorSession.create({
    data: {
      operatorId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    },
  });
  return { token, expiresAt };
}

/** Ends the session of a token (at sign-out, and before a sign-in replaces it). */
export async function revokeSession(db: Pick<Database, 'operatorSession'>, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.operatorSession.deleteMany({ where: { tokenHash: hashSessionToken(token) } });
}

/** The value of one cookie from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * The Set-Cookie header of the session: HttpOnly (no script reads it), SameSite=Strict (no other
 * site sends it), Path=/console (the portal and the API never see it), Secure over https.
 * An empty token with max-age 0 clears it.
 */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${SESSION_COOKIE}=${token}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
