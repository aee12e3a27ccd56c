import type { Prisma } from '@wl/db';
import type { Language } from '@wl/shared';
import type { TenantContext } from '../../core/tenant-context.ts';
import { hashToken, randomToken } from '../../core/tokens.ts';
import { recipientLanguage } from '../../mail/mail-language.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { MailTemplate, MailTemplates } from '../../mail/render-mail.ts';

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

/**
 * Looks a token up without using it (decision 067): its row when it is of this purpose and tenant,
 * unused and not expired. Found by its hash's unique index, like {@link consumeOneTimeToken}: the
 * token itself is never compared, so the lookup's time says nothing of how close a guess was.
 */
export async function findLiveOneTimeToken(
  db: Pick<Tx, 'oneTimeToken'>,
  input: { token: string; purpose: OneTimePurpose; tenantId: string; now?: Date },
): Promise<{ userId: string } | null> {
  const row = await db.oneTimeToken.findUnique({
    where: { tokenHash: hashToken(input.token) },
    select: { userId: true, purpose: true, tenantId: true, usedAt: true, expiresAt: true },
  });
  const now = input.now ?? new Date();
  if (!row || row.purpose !== input.purpose || row.tenantId !== input.tenantId) return null;
  if (row.usedAt !== null || row.expiresAt <= now) return null;
  return { userId: row.userId };
}

/** The mail each kind of link goes out in. */
const linkMails = {
  investor_login: 'investor-login-link',
  activation: 'advisor-activation',
  password_reset: 'password-reset',
} as const satisfies Record<OneTimePurpose, MailTemplate>;

type LinkMailData<P extends OneTimePurpose> = Omit<MailTemplates[(typeof linkMails)[P]], 'link'>;

/**
 * Issues a single-use token and mails its link, branded for the tenant's host, at the host's
 * configured origin (never the request's), in the caller's transaction: a link is never mailed
 * that does not work, nor a token issued whose mail was lost. `language` is the recipient's
 * (decision 063): the screen's when they asked for the link themselves.
 */
export async function mailOneTimeLink<P extends OneTimePurpose>(
  tx: Tx,
  tenant: TenantContext,
  user: { id: string; email: string },
  purpose: P,
  data: LinkMailData<P>,
  language: Language,
): Promise<void> {
  const token = await issueOneTimeToken(tx, { purpose, userId: user.id, tenantId: tenant.tenantId });
  const link = `${tenant.origin}${linkPaths[purpose](token)}`;
  await enqueueMail(
    tx,
    tenant,
    user.email,
    linkMails[purpose],
    { ...data, link } as MailTemplates[(typeof linkMails)[P]],
    { linkExpiresAt: oneTimeLinkExpiry(purpose), language },
  );
}

/**
 * Issues an activation token and mails the branded activation link for the tenant's host. In
 * `language` when the advisor asked for it on a screen; sent by someone else (an admin, the
 * console's go-live), in the language the advisor last used, else the host's (decision 063).
 */
export async function sendActivationMail(
  tx: Tx,
  tenant: TenantContext,
  user: { id: string; email: string; firstName: string; language?: Language | null },
  language?: Language,
): Promise<void> {
  const mailLanguage =
    language ??
    (user.language !== undefined ? (user.language ?? tenant.language) : await recipientLanguage(tx, tenant, user.id));
  await mailOneTimeLink(tx, tenant, user, 'activation', { firstName: user.firstName }, mailLanguage);
}
