import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { languageSchema } from '@wl/shared/config';
import { PREVIEW_TOKEN_TTL_MS } from '@wl/shared/console';
import { z } from 'zod';

/*
 * Preview tokens: `base64url(payload JSON).base64url(HMAC-SHA256(key, first part))`. The key is
 * derived (HKDF-SHA256) from the edge's JWT secret with a label of its own, so every replica
 * shares it without a new variable, and a preview token can never pass as an access token (nor
 * the other way round: different key, different format). The console plugin makes one
 * `PreviewTokens` from the secret it is given and decorates the edge with it (`app.previewTokens`).
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

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'wl-edge', 'console-preview-token-v1', 32));
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

export type PreviewTokenCheck =
  | { ok: true; payload: PreviewTokenPayload }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Signs and checks preview tokens with a key derived from `secret`, read at the first use (so an
 * edge that proxies the API and has no JWT secret still starts).
 */
export class PreviewTokens {
  #key: Buffer | undefined;

  constructor(private readonly secret: () => string) {}

  #mac(data: string): Buffer {
    this.#key ??= deriveKey(this.secret());
    return createHmac('sha256', this.#key).update(data).digest();
  }

  sign(payload: Omit<PreviewTokenPayload, 'e'>, now = Date.now()): { token: string; expiresAt: Date } {
    const expiresAt = new Date(now + PREVIEW_TOKEN_TTL_MS);
    const body = Buffer.from(JSON.stringify({ ...payload, e: Math.floor(expiresAt.getTime() / 1000) })).toString(
      'base64url',
    );
    return { token: `${body}.${this.#mac(body).toString('base64url')}`, expiresAt };
  }

  /** Checks a token's signature, shape and expiry (the host is the caller's to compare). */
  verify(token: string, now = Date.now()): PreviewTokenCheck {
    if (token.length > 2048) return { ok: false, reason: 'malformed' };
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
    const expected = this.#mac(body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'signature' };
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
}
