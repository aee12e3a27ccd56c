import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** The header a sandbox callback carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** A callback older (or further in the future) than this is refused, so a captured one cannot be replayed later. */
export const CALLBACK_TOLERANCE_SECONDS = 5 * 60;

/**
 * The callback key, derived from the platform secret with HKDF and a label of its own: the JWT
 * secret itself never signs anything but tokens, and a leaked callback key forges no token.
 */
export function callbackKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'wl-sandbox-signing', 'provider-callback-signature/v1', 32));
}

const hmac = (key: Buffer, timestamp: number, body: string) =>
  createHmac('sha256', key).update(`${timestamp}.${body}`).digest();

export function signCallback(key: Buffer, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(key, timestamp, body).toString('hex')}`;
}

/**
 * Whether a signature header is authentic for the body and fresh (within the tolerance either
 * way). The comparison is timing-safe; anything malformed is simply not authentic.
 */
export function verifySignature(
  key: Buffer,
  header: string | string[] | undefined,
  body: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (typeof header !== 'string' || header.length > 512) return false;
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const timestamp = Number(t);
  if (Math.abs(now - timestamp) > CALLBACK_TOLERANCE_SECONDS) return false;
  const expected = hmac(key, timestamp, body);
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
