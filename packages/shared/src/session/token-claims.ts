import { type AccessTokenClaims, accessTokenClaimsSchema } from '../schemas/auth.ts';

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
 * payload matching the claims the API issues (`accessTokenClaimsSchema`); never throws.
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
  const parsed = accessTokenClaimsSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
