import type { AccessTokenClaims } from '../schemas/auth.ts';
import { isRecord } from '../values.ts';
import { contextTypes } from './constants.ts';

/** The uuid form `idSchema` accepts (zod's `z.uuid()`: versions 1–8 and the RFC variant, nil, max). */
const UUID =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * `accessTokenClaimsSchema` (schemas/auth.ts) as plain checks: the browser decodes its token on
 * every screen's first load, before any schema has loaded (decision 075). The tests hold the two
 * to the same answers.
 */
export function isAccessTokenClaims(value: unknown): value is AccessTokenClaims {
  if (!isRecord(value)) return false;
  const claims = value;
  return (
    isId(claims.sub) &&
    (contextTypes as readonly unknown[]).includes(claims.context_type) &&
    isId(claims.context_id) &&
    isText(claims.username) &&
    Number.isSafeInteger(claims.exp) &&
    (claims.exp as number) > 0 &&
    (claims.impersonator === undefined || isText(claims.impersonator))
  );
}

/**
 * Spec §3/§4 token claims the client reads: `context_type`, `context_id`, `username`, `exp`
 * (seconds since the epoch); DESIGN §4 adds `sub` and, when impersonating, `impersonator`.
 * Other claims are kept as they are.
 */
function base64UrlToText(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return null;
  const base64 = segment.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  try {
    const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The payload of a JWT, base64url-decoded and JSON-parsed WITHOUT verifying the signature: the
 * browser reads its own token to know its context and when to refresh; only the API, which holds
 * the key, trusts a token. `null` for anything that is not a three-part token with a JSON object
 * payload matching the claims the API issues (`isAccessTokenClaims`); never throws.
 */
export function decodeTokenClaims(jwt: string | null | undefined): AccessTokenClaims | null {
  if (typeof jwt !== 'string') return null;
  const parts = jwt.trim().split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const text = base64UrlToText(parts[1]);
  if (text === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return null;
  }
  return isAccessTokenClaims(payload) ? payload : null;
}
