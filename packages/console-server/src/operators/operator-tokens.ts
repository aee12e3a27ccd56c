import { createHash, randomBytes } from 'node:crypto';
import { enqueuePlatformMail } from '@wl/api';
import type { Prisma } from '@wl/db';
import {
  OPERATOR_INVITATION_HOURS,
  OPERATOR_RESET_HOURS,
  type OperatorMailResult,
  type OperatorRole,
  operatorMessages,
} from '@wl/shared/console';
import { translate } from '@wl/shared/i18n';
import { refuse } from '../trpc.ts';

type Tx = Prisma.TransactionClient;

/** The SHA-256 under which a mailed token is stored: the database never holds a usable link. */
export function hashOperatorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a mailed link points: the console's page that sets a password (a hash route: never sent to a server). */
export function passwordLinkOf(consoleOrigin: string, token: string): string {
  return `${consoleOrigin}/console/#/password/${token}`;
}

interface MailedOperator {
  id: string;
  email: string;
  role: OperatorRole;
  language: 'pl' | 'en';
}

/**
 * A new link for the operator (earlier open ones stop working) and its mail in the outbox, in the
 * caller's transaction: an invitation (72 h) or a reset (24 h). `consoleOrigin` is configuration
 * (CONSOLE_ORIGINS, or PUBLIC_ORIGIN in development), never a request's Host; without one no mail
 * could link anywhere, so the call is refused.
 */
export async function mailPasswordLink(
  tx: Tx,
  operator: MailedOperator,
  mail: { purpose: 'invitation' | 'password_reset'; by: string; consoleOrigin: string | null | undefined },
): Promise<OperatorMailResult> {
  if (!mail.consoleOrigin) throw refuse('SERVICE_UNAVAILABLE', operatorMessages.noConsoleOrigin);
  await tx.operatorToken.deleteMany({ where: { operatorId: operator.id, usedAt: null } });
  const token = randomBytes(32).toString('base64url');
  const hours = mail.purpose === 'invitation' ? OPERATOR_INVITATION_HOURS : OPERATOR_RESET_HOURS;
  const expiresAt = new Date(Date.now() + hours * 3600_000);
  await tx.operatorToken.create({
    data: {
      operatorId: operator.id,
      purpose: mail.purpose,
      tokenHash: hashOperatorToken(token),
      expiresAt,
      createdBy: mail.by,
    },
  });
  const link = passwordLinkOf(mail.consoleOrigin, token);
  const common = {
    to: operator.email,
    language: operator.language,
    origin: mail.consoleOrigin,
    linkExpiresAt: expiresAt,
  };
  if (mail.purpose === 'invitation') {
    const role = translate(operator.language, `console:operators.roles.${operator.role}`);
    await enqueuePlatformMail(tx, {
      ...common,
      template: 'operator-invitation',
      data: { link, role, invitedBy: mail.by },
    });
  } else {
    await enqueuePlatformMail(tx, { ...common, template: 'operator-password-reset', data: { link, resetBy: mail.by } });
  }
  return { sentTo: operator.email, linkExpiresAt: expiresAt.toISOString() };
}
