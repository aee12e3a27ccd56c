import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AccessTokenClaims } from '@wl/shared/schemas';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** DESIGN §4: access tokens live 15 minutes; refresh tokens 30 days, rotated on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Verified access tokens remembered per process (the oldest go first). */
const VERIFIED_ACCESS_TOKENS_KEPT = 20_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;
/** The password step of a two-factor login must be finished within 5 minutes. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
/** "Remember this device" skips the second factor for 30 days. */
export const REMEMBER_2FA_TTL_SECONDS = 30 * 24 * 3600;

type Purpose = 'access' | 'two-factor-challenge' | 'remember-2fa';

/** An opaque random token for links and refresh: 32 bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface TwoFactorChallenge {
  userId: string;
  tenantId: string;
}

export interface VerifiedTwoFactorChallenge extends TwoFactorChallenge {
  /** The token's id: a challenge is used once (decision 034). */
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
}

export interface Remember2fa {
  userId: string;
  username: string;
  /** The account's security stamp when the device was remembered (decision 034). */
  stamp: number;
  exp: number;
}

/**
 * Signs and verifies the JWTs of the API (HS256 with one secret shared by every replica).
 * Each token carries its purpose, so a two-factor challenge can never pass as an access token.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly successorKey: Buffer;
  private readonly verifiedAccessTokens = new Map<string, AccessTokenClaims>();

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    this.key = new TextEncoder().encode(secret);
    // Its own key, derived from the secret: never the JWT key itself.
    this.successorKey = createHmac('sha256', secret).update('refresh-token-successor').digest();
  }

  private sign(purpose: Purpose, claims: Record<string, unknown>, subject: string, ttlSeconds: number) {
    return new SignJWT({ ...claims, purpose })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  private async verify(token: string, purpose: Purpose): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return payload.purpose === purpose ? (payload as Record<string, unknown>) : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  signAccessToken(claims: Omit<AccessTokenClaims, 'exp'>): Promise<string> {
    const { sub, ...rest } = claims;
    return this.sign('access', rest, sub as string, ACCESS_TOKEN_TTL_SECONDS);
  }

  /**
   * Every authenticated request verifies its token: a signature checked once is remembered by the
   * exact token (its signature is part of the key, so nothing forged can match) until it expires.
   * Whether the session behind it still lives is the principal's check, made per request.
   */
  async verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
    const known = this.verifiedAccessTokens.get(token);
    if (known) {
      if (typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known;
      this.verifiedAccessTokens.delete(token);
      return null;
    }
    const payload = await this.verify(token, 'access');
    if (!payload) return null;
    const claims = Object.freeze(payload) as unknown as AccessTokenClaims;
    this.verifiedAccessTokens.set(token, claims);
    if (this.verifiedAccessTokens.size > VERIFIED_ACCESS_TOKENS_KEPT) {
      const oldest = this.verifiedAccessTokens.keys().next().value;
      if (oldest !== undefined) this.verifiedAccessTokens.delete(oldest);
    }
    return claims;
  }

  signTwoFactorChallenge(challenge: TwoFactorChallenge): Promise<string> {
    return this.sign(
      'two-factor-challenge',
      { tenant: challenge.tenantId },
      challenge.userId,
      TWO_FACTOR_CHALLENGE_TTL_SECONDS,
    );
  }

  async verifyTwoFactorChallenge(token: string): Promise<VerifiedTwoFactorChallenge | null> {
    const payload = await this.verify(token, 'two-factor-challenge');
    if (!payload || typeof payload.sub !== 'string' || typeof payload.tenant !== 'string') return null;
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId: payload.sub, tenantId: payload.tenant, jti: payload.jti, exp: payload.exp };
  }

  /**
   * Spec §4: stored by the portal in a cookie named by the token's username, until its exp. It
   * carries the account's security stamp: a password or second-factor change ends it.
   */
  signRemember2fa(userId: string, username: string, stamp: number): Promise<string> {
    return this.sign('remember-2fa', { username, stamp }, userId, REMEMBER_2FA_TTL_SECONDS);
  }

  async verifyRemember2fa(token: string): Promise<Remember2fa | null> {
    const payload = await this.verify(token, 'remember-2fa');
    if (!payload || typeof payload.sub !== 'string' || typeof payload.username !== 'string') return null;
    if (typeof payload.stamp !== 'number') return null;
    return { userId: payload.sub, username: payload.username, stamp: payload.stamp, exp: Number(payload.exp) };
  }

  /**
   * The refresh token that follows `token` in its session (decision 034): derived from it under
   * the secret, so the server can answer the same successor again when a client lost the answer
   * of a refresh (a reload, a dropped connection) without keeping any token in clear.
   */
  successorRefreshToken(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url');
  }
}
