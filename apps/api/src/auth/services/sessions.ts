import { randomUUID } from 'node:crypto';
import type { Database } from '@wl/db';
import type { AuthTokens } from '@wl/shared/schemas';
import { audit } from '../../audit/audit.ts';
import { hashToken, REFRESH_TOKEN_TTL_MS, randomToken, type TokenService } from '../../core/tokens.ts';
import { sessionExpired } from '../auth-errors.ts';
import { contextAccess, type Db, fromDbContext, type PanelType, toDbContext } from './contexts.ts';
import type { RequestMeta } from './request-meta.ts';

/**
 * Sessions (DESIGN §4). A session is a refresh-token family: each refresh marks the presented
 * token used and issues the next one of the family, so a family has at most one live token. A
 * token presented a second time means two parties hold the session (a stolen token, or a thief
 * racing the user): the whole family is revoked and both have to sign in again.
 *
 * Every access token carries the family id as `sid` (the claims schema is loose on purpose), so
 * logout, a change of context and impersonation act on exactly the caller's session.
 */

/** Whom a session is for: a user in one panel of one tenant, maybe acted by an admin. */
export interface SessionSubject {
  userId: string;
  tenantId: string;
  contextType: PanelType;
  /** The user's e-mail: the token's `username`. */
  username: string;
  impersonatorUserId?: string | null;
}

export function signAccessToken(tokens: TokenService, subject: SessionSubject, familyId: string): Promise<string> {
  return tokens.signAccessToken({
    sub: subject.userId,
    context_type: subject.contextType,
    context_id: subject.tenantId,
    username: subject.username,
    sid: familyId,
    ...(subject.impersonatorUserId ? { impersonator: subject.impersonatorUserId } : {}),
  });
}

/** The session id of a verified access token's claims, if it has one. */
export function sessionIdOf(claims: Record<string, unknown>): string | null {
  return typeof claims.sid === 'string' ? claims.sid : null;
}

/**
 * How long after a rotation the rotated refresh token may come back once more and get the same
 * successor (decision 034): a client that lost the answer (a reload, a dropped connection, two
 * tabs) keeps its session; after that, or once the successor itself was used, it is reuse.
 */
export const REFRESH_GRACE_MS = 30_000;

async function createRefreshToken(
  tx: Db,
  familyId: string,
  subject: SessionSubject,
  now: Date,
  token = randomToken(),
): Promise<string> {
  await tx.refreshToken.create({
    data: {
      familyId,
      tokenHash: hashToken(token),
      userId: subject.userId,
      tenantId: subject.tenantId,
      contextType: toDbContext(subject.contextType),
      impersonatorUserId: subject.impersonatorUserId ?? null,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    },
  });
  return token;
}

/** A new session (a new family): its first refresh token and an access token. */
export async function startSession(tx: Db, tokens: TokenService, subject: SessionSubject): Promise<AuthTokens> {
  const familyId = randomUUID();
  const refreshToken = await createRefreshToken(tx, familyId, subject, new Date());
  return { accessToken: await signAccessToken(tokens, subject, familyId), refreshToken };
}

/** Ends one session: every token of the family stops working. */
export async function revokeSession(db: Db, familyId: string, now = new Date()): Promise<number> {
  const { count } = await db.refreshToken.updateMany({
    where: { familyId, revokedAt: null },
    data: { revokedAt: now },
  });
  return count;
}

/**
 * Ends every session of an account, both panels (after a password reset or an activation); its
 * access tokens stop working at once, since the API checks the session on every request.
 */
export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<number> {
  const { count } = await db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  return count;
}

/**
 * POST /auth/refresh-token and /auth/refresh-investor-token: rotates a refresh token of `panel`
 * of this host's tenant. Unknown, other-panel, other-tenant, expired or revoked → 401
 * `sessionExpired`; reused → the family is revoked, audited, 401. A user who lost the context
 * meanwhile (an archived advisor) gets no new token and the session ends.
 */
export async function refreshSession(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  input: { refreshToken: string; panel: PanelType },
): Promise<AuthTokens> {
  const now = new Date();
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: hashToken(input.refreshToken) },
    include: { user: { select: { email: true } } },
  });
  if (!row || row.tenantId !== meta.tenant.tenantId || fromDbContext(row.contextType) !== input.panel) {
    throw sessionExpired();
  }
  if (row.revokedAt || row.expiresAt <= now) throw sessionExpired();
  if (row.usedAt) {
    const again = await repeatRotation(db, tokens, meta, row, input.refreshToken, now);
    if (again) return again;
    await revokeReusedFamily(db, row, meta, now);
    throw sessionExpired();
  }
  const access = await contextAccess(db, row.userId, row.tenantId, input.panel);
  const impersonationValid = !row.impersonatorUserId || (await isActiveAdmin(db, row.impersonatorUserId, row.tenantId));
  if (!access.ok || !impersonationValid) {
    await revokeSession(db, row.familyId, now);
    throw sessionExpired();
  }
  const subject: SessionSubject = {
    userId: row.userId,
    tenantId: row.tenantId,
    contextType: input.panel,
    username: row.user.email,
    impersonatorUserId: row.impersonatorUserId,
  };
  const rotated = await db.$transaction(async (tx) => {
    // Claimed in one statement: of two parallel refreshes with the same token only one wins.
    const claimed = await tx.refreshToken.updateMany({
      where: { id: row.id, usedAt: null, revokedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return null;
    // The successor is derived from the presented token, so a lost answer can be given again.
    const successor = tokens.successorRefreshToken(input.refreshToken);
    const refreshToken = await createRefreshToken(tx, row.familyId, subject, now, successor);
    await audit(tx, {
      event: 'token.refreshed',
      tenantId: row.tenantId,
      actorUserId: row.userId,
      impersonatorUserId: row.impersonatorUserId,
      ip: meta.ip,
      data: { panel: input.panel },
    });
    return refreshToken;
  });
  if (!rotated) {
    // A parallel refresh with the same token won the claim: the same answer for this one.
    const again = await repeatRotation(db, tokens, meta, { ...row, usedAt: now }, input.refreshToken, now);
    if (again) return again;
    await revokeReusedFamily(db, row, meta, now);
    throw sessionExpired();
  }
  return { accessToken: await signAccessToken(tokens, subject, row.familyId), refreshToken: rotated };
}

/**
 * The rotated token `presented` came back: within {@link REFRESH_GRACE_MS} of its rotation, and
 * while its successor is still the family's live, unused token, the answer is that successor
 * again (with a fresh access token) instead of a reuse. Null: it is reuse.
 */
async function repeatRotation(
  db: Database,
  tokens: TokenService,
  meta: RequestMeta,
  row: { familyId: string; userId: string; tenantId: string; usedAt: Date | null; impersonatorUserId: string | null },
  presented: string,
  now: Date,
): Promise<AuthTokens | null> {
  if (!row.usedAt || now.getTime() - row.usedAt.getTime() > REFRESH_GRACE_MS) return null;
  const successor = tokens.successorRefreshToken(presented);
  const next = await db.refreshToken.findUnique({
    where: { tokenHash: hashToken(successor) },
    include: { user: { select: { email: true } } },
  });
  if (!next || next.familyId !== row.familyId || next.usedAt || next.revokedAt || next.expiresAt <= now) return null;
  const panel = fromDbContext(next.contextType);
  const access = await contextAccess(db, next.userId, next.tenantId, panel);
  if (!access.ok) return null;
  await audit(db, {
    event: 'token.refresh_repeated',
    tenantId: next.tenantId,
    actorUserId: next.userId,
    impersonatorUserId: next.impersonatorUserId,
    ip: meta.ip,
    data: { panel },
  });
  const subject: SessionSubject = {
    userId: next.userId,
    tenantId: next.tenantId,
    contextType: panel,
    username: next.user.email,
    impersonatorUserId: next.impersonatorUserId,
  };
  return { accessToken: await signAccessToken(tokens, subject, next.familyId), refreshToken: successor };
}

async function revokeReusedFamily(
  db: Database,
  row: { familyId: string; userId: string; tenantId: string; impersonatorUserId: string | null },
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const revoked = await revokeSession(tx, row.familyId, now);
    await audit(tx, {
      event: 'token.reuse_detected',
      tenantId: row.tenantId,
      targetUserId: row.userId,
      impersonatorUserId: row.impersonatorUserId,
      ip: meta.ip,
      data: { familyId: row.familyId, revokedTokens: revoked },
    });
  });
}

/** An impersonation lasts only while the impersonator is an active admin of the tenant. */
export async function isActiveAdmin(db: Db, userId: string, tenantId: string): Promise<boolean> {
  const advisor = await db.advisor.findUnique({ where: { tenantId_userId: { tenantId, userId } } });
  return advisor?.status === 'active' && advisor.role === 'admin';
}

/**
 * Moves a live session to another context (a change of context): the family's live token is
 * retired and the next one, for the new context, is issued in the same family, so the session
 * stays one family and the token the client held before counts as reused if it comes back.
 * A family that already ended → 401 `sessionExpired`.
 */
export async function moveSession(
  tx: Db,
  tokens: TokenService,
  familyId: string,
  subject: SessionSubject,
): Promise<AuthTokens> {
  const now = new Date();
  const retired = await tx.refreshToken.updateMany({
    where: { familyId, userId: subject.userId, usedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (retired.count === 0) throw sessionExpired();
  const refreshToken = await createRefreshToken(tx, familyId, subject, now);
  return { accessToken: await signAccessToken(tokens, subject, familyId), refreshToken };
}
