/**
 * Spec §4: the `remember2faToken` of the two-factor step is kept in a cookie named by the
 * token's `username`, lasting until the token's `exp`; the next password login of that user on
 * this device sends it back and skips the code step. The token is a JWT whose claims we only read
 * (the API verifies it); a token without a username or expiry is not kept.
 */
export interface CookieJar {
  cookie: string;
}

const PREFIX = 'remember2fa_';

/** The cookie of one user: the username, encoded so `@` and friends are legal in a cookie name. */
export function remember2faCookieName(username: string): string {
  return `${PREFIX}${encodeURIComponent(username.trim().toLowerCase())}`;
}

function base64UrlDecode(text: string): string | null {
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** `username` and `exp` (seconds) of a remember-2fa token, or null when it has neither. */
export function readRemember2faClaims(token: string): { username: string; exp: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const json = base64UrlDecode(payload);
  if (!json) return null;
  try {
    const claims = JSON.parse(json) as { username?: unknown; exp?: unknown };
    if (typeof claims.username !== 'string' || !claims.username) return null;
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
    return { username: claims.username, exp: claims.exp };
  } catch {
    return null;
  }
}

/** Stores the token until its expiry; false when the token cannot say whose or how long. */
export function storeRemember2faToken(
  token: string,
  jar: CookieJar = document,
  secure = typeof location !== 'undefined' && location.protocol === 'https:',
): boolean {
  const claims = readRemember2faClaims(token);
  if (!claims) return false;
  const expires = new Date(claims.exp * 1000).toUTCString();
  jar.cookie = `${remember2faCookieName(claims.username)}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return true;
}

/** The remembered token of the user signing in with `email`, if this device has one. */
export function readRemember2faToken(email: string, jar: CookieJar = document): string | undefined {
  const name = remember2faCookieName(email);
  for (const part of jar.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Forgets this device's token of one user (expired cookie of the same name and path). */
export function forgetRemember2faToken(username: string, jar: CookieJar = document): void {
  jar.cookie = `${remember2faCookieName(username)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
