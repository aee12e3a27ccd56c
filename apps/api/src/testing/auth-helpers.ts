// Helpers of the auth module's integration tests (not shipped: only *.test.ts import this).

import type { AccessTokenClaims } from '@wl/shared/schemas';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { TEST_PASSWORD, type TestApi } from './index.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** A password login that must succeed without a second factor. */
export async function signIn(t: TestApi, host: string, email: string, password = TEST_PASSWORD): Promise<Tokens> {
  const response = await t.call({ method: 'POST', url: '/auth/login', host, body: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.type).toBe('auth-token');
  return { accessToken: body.accessToken, refreshToken: body.refreshToken };
}

export function claimsOf(token: string): AccessTokenClaims & { sid?: string; purpose?: string } {
  return decodeJwt(token) as AccessTokenClaims & { sid?: string };
}

/** The code an authenticator app shows now (or `offsetSeconds` from now). */
export function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

export async function mailsTo(t: TestApi, to: string) {
  return t.db.mailOutbox.findMany({ where: { toAddress: to }, orderBy: { createdAt: 'asc' } });
}

/** The token of the last link of `path` mailed to `to`. */
export async function tokenFromLastMail(t: TestApi, to: string, link: RegExp): Promise<string> {
  const mails = await mailsTo(t, to);
  const text = mails.at(-1)?.text ?? '';
  const match = text.match(link);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? '');
}

export async function auditRows(t: TestApi, event: string, where: { tenantId?: string } = {}) {
  return t.db.auditLog.findMany({ where: { event, ...where }, orderBy: { createdAt: 'asc' } });
}

/** The error body of a refusal: status, label and code exactly. */
export function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  label: string,
  code: string | null,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ label, code, parameters: {}, violations: [] });
}
