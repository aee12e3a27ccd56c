import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { languageSchema } from '@wl/shared/config';
import { PREVIEW_TOKEN_TTL_MS } from '@wl/shared/console';
import { z } from 'zod';
import { jwtSecret, loadConfig } from '../../config.ts';

/*
 * Preview tokens: `base64url(payload JSON).base64url(HMAC-SHA256(key, first part))`. The key is
 * derived (HKDF-SHA256) from the edge's JWT secret with a label of its own, so every replica
 * shares it without a new variable, and a preview token can never pass as an access token (nor
 * the other way round: different key, different format).
 */

const payloadSchema = z.strictObject({
  /** The host config whose draft is shown. */
  h: z.uuid(),
  /** The draft revision at issue time (null: no draft, the published version `v`). */
  r: z.number().int().positive().nullable(),
  v: z.number().int().positive(),
  /** The language the page is forced to. */
  l: languageSchema,
  /** The console's origin, the only page (besides the host itself) allowed to frame the preview. */
  o: z.string().max(300),
  /** Expiry, seconds since the epoch. */
  e: z.number().int().positive(),
});

export type PreviewTokenPayload = z.infer<typeof payloadSchema>;

let secretSource: () => string = () => jwtSecret(loadConfig());
let key: Buffer | undefined;

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'wl-edge', 'console-preview-token-v1', 32));
}

/**
 * Where the key comes from: buildApp passes its config's JWT secret, read at the first preview
 * (so an edge that proxies the API and has no secret still starts). Unset: the environment's.
 */
export function configurePreviewSecret(source: () => string): void {
  secretSource = source;
  key = undefined;
}

function previewKey(): Buffer {
  key ??= deriveKey(secretSource());
  return key;
}

function mac(data: string): Buffer {
  return createHmac('sha256', previewKey()).update(data).digest();
}

/** A usable origin (`http://localhost:3000`), or null for anything else. */
export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function signPreviewToken(
  payload: Omit<PreviewTokenPayload, 'e'>,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now + PREVIEW_TOKEN_TTL_MS);
  const body = Buffer.from(JSON.stringify({ ...payload, e: Math.floor(expiresAt.getTime() / 1000) })).toString(
    'base64url',
  );
  return { token: `${body}.${mac(body).toString('base64url')}`, expiresAt };
}

export type PreviewTokenCheck =
  | { ok: true; payload: PreviewTokenPayload }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Checks a token's signature, shape and expiry (the host is the caller's to compare). */
export function verifyPreviewToken(token: string, now = Date.now()): PreviewTokenCheck {
  if (token.length > 2048) return { ok: false, reason: 'malformed' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = mac(body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success || originOf(parsed.data.o) !== parsed.data.o) return { ok: false, reason: 'malformed' };
  if (parsed.data.e * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed.data };
}
