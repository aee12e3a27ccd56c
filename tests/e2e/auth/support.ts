import { createHmac } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { sql } from '../support/database.ts';
import { capture } from '../support/screenshot.ts';

/** README: the fixed TOTP secret of doradca2fa@demo.localhost. */
export const DEMO_TOTP_SECRET = 'MRSW23ZNGJTGCLLTMVRXEZLUFUZDAMRW';

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value === -1) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8)
    bytes.push(Number.parseInt(bits.slice(index, index + 8), 2));
  return Buffer.from(bytes);
}

/** The current code of RFC 6238 TOTP as Google Authenticator computes it (SHA-1, 6 digits, 30 s). */
export function totpCode(secret = DEMO_TOTP_SECRET, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * A code the API has not seen yet for `email` (a code works once, decision 034): the current
 * step's, or the next one (accepted for clock drift) when this one was used already. When both
 * were used by the tests just before, the account's replay marker in the test database is set
 * back one step instead of waiting up to 30 s for the clock (it cost the suite minutes): this
 * account's "last code" is then older, as it would be for a person signing in a minute later.
 * The replay rule itself is proven by the API's tests (a used code is refused).
 */
export async function freshTotpCode(
  email = 'doradca2fa@demo.localhost',
  secret = DEMO_TOTP_SECRET,
  table: 'app_user' | 'operator' = 'app_user',
): Promise<string> {
  const result = await sql(`SELECT totp_last_step FROM ${table} WHERE email = $1 LIMIT 1`, [email]);
  const lastUsed = Number(result.rows[0]?.totp_last_step ?? 0);
  const step = Math.floor(Date.now() / 30_000);
  const next = Math.max(step, lastUsed + 1);
  if (next <= step + 1) return totpCode(secret, next * 30_000);
  await sql(`UPDATE ${table} SET totp_last_step = $2 WHERE email = $1`, [email, step - 1]);
  return totpCode(secret, step * 30_000);
}

/** A full-page screenshot named as the brief asks: auth-<screen>-<lang>-<project>.png. */
export async function screenshot(page: Page, screen: string, lang: 'pl' | 'en', testInfo: TestInfo): Promise<void> {
  await capture(page, `auth-${screen}-${lang}-${testInfo.project.name}`);
}

/** Hides the cookie notice on this page (its own test shows it). */
export async function dismissCookieNotice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
  });
}

/** Makes English the visitor's chosen language on every host of this page. */
export async function chooseEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('currentLanguage', 'en');
    window.localStorage.setItem('currentLanguageChosen', 'true');
  });
}

/** The link of the newest login mail to `email` sent after `since`, waiting for it to be queued. */
export async function latestLoginLinkToken(email: string, since: Date): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await sql(
      `SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'investor-login-link' AND created_at >= $2 ORDER BY created_at DESC LIMIT 1`,
      [email, since],
    );
    const text = result.rows[0]?.text as string | undefined;
    const token = text?.match(/login-with-redirect-token\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No login link mailed to ${email}`);
}

/** A fresh code of the demo console operator (README: the demo TOTP secret). */
export function freshOperatorCode(email = 'operator@demo.localhost'): Promise<string> {
  return freshTotpCode(email, DEMO_TOTP_SECRET, 'operator');
}
