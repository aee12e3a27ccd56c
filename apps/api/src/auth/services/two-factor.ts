import { brandingDefaults, resolveBranding } from '@wl/shared';
import type { TwoFactorSetupResponse, TwoFactorStatusResponse } from '@wl/shared/schemas';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { audit } from '../../audit/audit.ts';
import { forbidden } from '../../core/api-error.ts';
import type { Principal } from '../../core/principal.ts';
import { authErrorCodes, translatedError } from '../auth-errors.ts';
import type { Db } from './contexts.ts';
import type { RequestMeta } from './request-meta.ts';

/**
 * The second factor (DESIGN §4): TOTP of RFC 6238 as Google Authenticator speaks it (SHA-1,
 * 6 digits, 30 s). A code of the previous or next step is accepted too, for clocks that drift
 * and codes typed just as they roll over. Answers the time step the code belongs to, or null;
 * steps up to `afterTimeStep` are refused (a code already used, RFC 6238 §5.2).
 */
export async function matchTotp(secret: string, code: string, afterTimeStep?: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(afterTimeStep === null || afterTimeStep === undefined ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Whether the code is one of the secret's (without replay protection: see {@link useTotpCode}). */
export async function verifyTotp(secret: string, code: string): Promise<boolean> {
  return (await matchTotp(secret, code)) !== null;
}

/**
 * Uses a code of an account's secret once (decision 034): it must match a step later than the last
 * one accepted, and that step is recorded in the same conditional UPDATE, so of two requests with
 * one code (a replay, or a race) only one wins. False for a wrong, old or already used code.
 */
export async function useTotpCode(
  db: Db,
  user: { id: string; totpSecret: string; totpLastStep: bigint | null },
  code: string,
): Promise<boolean> {
  const last = user.totpLastStep === null ? null : Number(user.totpLastStep);
  const step = await matchTotp(user.totpSecret, code, last);
  if (step === null) return false;
  const { count } = await db.user.updateMany({
    where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/**
 * A new TOTP secret and the otpauth:// URI an authenticator app reads (for accounts enrolled
 * outside the advisor flow, like console operators created from the command line).
 */
export function totpEnrolment(label: string, issuer: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret();
  return { secret, otpauthUrl: generateURI({ issuer, label, secret }) };
}

/** The otpauth:// URI of an existing secret and its QR code (a PNG data URL), for an enrolment screen. */
export async function totpEnrolmentOf(
  secret: string,
  label: string,
  issuer: string,
): Promise<{ otpauthUrl: string; qrCodeDataUrl: string }> {
  const otpauthUrl = generateURI({ issuer, label, secret });
  return { otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl) };
}

/** A new random TOTP secret (base32). */
export function newTotpSecret(): string {
  return generateSecret();
}

export const invalidCode = (meta: RequestMeta, status: 400 | 401) =>
  translatedError(meta.language, status, 'twoFactorInvalidCode', authErrorCodes.twoFactorInvalidCode);
const stateError = (meta: RequestMeta, key: string) =>
  translatedError(meta.language, 409, key, authErrorCodes.twoFactorState);

/** Enrolment changes the account's security: only the person themself, never an impersonator. */
function ownAccount(principal: Principal): void {
  if (principal.impersonatorUserId) throw forbidden();
}

/**
 * POST /api/auth/two-factor/setup: a fresh secret, stored as pending (`totpEnabled` stays false
 * until a code from it is confirmed, so a half-finished setup never locks anyone out). Calling it
 * again replaces a pending secret; an enabled second factor must be disabled first.
 */
export async function setUpTwoFactor(db: Db, meta: RequestMeta, principal: Principal): Promise<TwoFactorSetupResponse> {
  ownAccount(principal);
  const user = await db.user.findUniqueOrThrow({ where: { id: principal.userId } });
  if (user.totpEnabled) throw stateError(meta, 'twoFactorAlreadyEnabled');
  const secret = generateSecret();
  await db.user.update({ where: { id: user.id }, data: { totpSecret: secret, totpLastStep: null } });
  // The authenticator app lists the account under the host's own site title (white label).
  const issuer = resolveBranding(meta.tenant.branding, meta.language, brandingDefaults(meta.language)).texts.siteTitle;
  const otpauthUrl = generateURI({ issuer, label: user.email, secret });
  return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl) };
}

/** POST /api/auth/two-factor/confirm: a code of the pending secret turns the second factor on. */
export async function confirmTwoFactor(
  db: Db,
  meta: RequestMeta,
  principal: Principal,
  code: string,
): Promise<TwoFactorStatusResponse> {
  ownAccount(principal);
  const user = await db.user.findUniqueOrThrow({ where: { id: principal.userId } });
  if (user.totpEnabled) throw stateError(meta, 'twoFactorAlreadyEnabled');
  if (!user.totpSecret) throw stateError(meta, 'twoFactorNotSetUp');
  if (!(await useTotpCode(db, { ...user, totpSecret: user.totpSecret }, code))) throw invalidCode(meta, 400);
  // A new second factor ends the devices remembered under the old state (decision 034).
  await db.user.update({ where: { id: user.id }, data: { totpEnabled: true, securityStamp: { increment: 1 } } });
  await audit(db, {
    event: 'two_factor.enabled',
    tenantId: meta.tenant.tenantId,
    actorUserId: user.id,
    ip: meta.ip,
  });
  return { enabled: true };
}

/** DELETE /api/auth/two-factor: a current code (not just a stolen access token) turns it off. */
export async function disableTwoFactor(
  db: Db,
  meta: RequestMeta,
  principal: Principal,
  code: string,
): Promise<TwoFactorStatusResponse> {
  ownAccount(principal);
  const user = await db.user.findUniqueOrThrow({ where: { id: principal.userId } });
  if (!user.totpEnabled || !user.totpSecret) throw stateError(meta, 'twoFactorNotEnabled');
  if (!(await useTotpCode(db, { ...user, totpSecret: user.totpSecret }, code))) throw invalidCode(meta, 400);
  await db.user.update({
    where: { id: user.id },
    data: { totpEnabled: false, totpSecret: null, totpLastStep: null, securityStamp: { increment: 1 } },
  });
  await audit(db, { event: 'two_factor.disabled', tenantId: meta.tenant.tenantId, actorUserId: user.id, ip: meta.ip });
  return { enabled: false };
}
