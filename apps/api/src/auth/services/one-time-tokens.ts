import type { Prisma } from '@wl/db';
import type { TenantContext } from '../../core/tenant-context.ts';
import { hashToken, randomToken } from '../../core/tokens.ts';
import { enqueueMail } from '../../mail/outbox.ts';

export type OneTimePurpose = 'investor_login' | 'activation' | 'password_reset';

/** How long each kind of link works (spec §7 / issue #4: investor login 15 minutes, single use). */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimePurpose, number> = {
  investor_login: 15 * 60_000,
  activation: 72 * 3600_000,
  password_reset: 60 * 60_000,
};

/** When a link of `purpose` issued now stops working (what the mail outbox redacts by, decision 032). */
export function oneTimeLinkExpiry(purpose: OneTimePurpose, now = new Date()): Date {
  return new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]);
}

/** Portal paths the links open (spec §2). */
export const linkPaths = {
  investor_login: (token: string) => `/login-with-redirect-token?token=${encodeURIComponent(token)}`,
  activation: (token: string) => `/auth/activate-from-email/${encodeURIComponent(token)}`,
  password_reset: (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`,
} as const satisfies Record<OneTimePurpose, (token: string) => string>;

type Tx = Prisma.TransactionClient;

/**
 * A new single-use token for a user of a tenant. Only its hash is stored; earlier unused tokens
 * of the same purpose are retired, so only the newest link works.
 */
export async function issueOneTimeToken(
  tx: Tx,
  input: { purpose: OneTimePurpose; userId: string; tenantId: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  await tx.oneTimeToken.updateMany({
    where: { userId: input.userId, tenantId: input.tenantId, purpose: input.purpose, usedAt: null },
    data: { usedAt: now },
  });
  const token = randomToken();
  await tx.oneTimeToken.create({
    data: {
      purpose: input.purpose,
      tokenHash: hashToken(token),
      userId: input.userId,
      tenantId: input.tenantId,
      expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[input.purpose]),
    },
  });
  return token;
}

/**
 * Uses a token once: returns its row when it is of this purpose and tenant, unused and not
 * expired, and marks it used in the same statement (two parallel uses cannot both win).
 */
export async function consumeOneTimeToken(
  tx: Tx,
  input: { token: string; purpose: OneTimePurpose; tenantId: string; now?: Date },
): Promise<{ userId: string } | null> {
  const now = input.now ?? new Date();
  const rows = await tx.oneTimeToken.updateManyAndReturn({
    where: {
      tokenHash: hashToken(input.token),
      purpose: input.purpose,
      tenantId: input.tenantId,
      usedAt: null,
      expiresAt: { gt: now },
    },
    data: { usedAt: now },
    select: { userId: true },
  });
  return rows[0] ?? null;
}

/** Issues an activation token and mails the branded activation link for the tenant's host. */
export async function sendActivationMail(
  tx: Tx,
  tenant: TenantContext,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const token = await issueOneTimeToken(tx, { purpose: 'activation', userId: user.id, tenantId: tenant.tenantId });
  await enqueueMail(
    tx,
    tenant,
    user.email,
    'advisor-activation',
    { link: `${tenant.origin}${linkPaths.activation(token)}`, firstName: user.firstName },
    { linkExpiresAt: oneTimeLinkExpiry('activation') },
  );
}
