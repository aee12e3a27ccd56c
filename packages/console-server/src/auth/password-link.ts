import { hashPassword } from '@wl/api';
import type { Database } from '@wl/db';
import {
  operatorMessages,
  type PasswordLink,
  passwordLinkInputSchema,
  passwordLinkSchema,
  type SetOperatorPassword,
  setOperatorPasswordResultSchema,
  setOperatorPasswordSchema,
} from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { hashOperatorToken } from '../operators/operator-tokens.ts';
import { type ConsoleContext, publicProcedure, refuse } from '../trpc.ts';

/**
 * `auth.passwordLink`: what the page of a mailed link shows. An unknown, used or expired link and
 * one of a deactivated operator get one answer, so the page tells nothing about other accounts.
 */
export async function passwordLink(db: Database, token: string): Promise<PasswordLink> {
  const row = await db.operatorToken.findUnique({
    where: { tokenHash: hashOperatorToken(token) },
    include: { operator: { select: { email: true, active: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= new Date() || !row.operator.active) return { status: 'invalid' };
  return { status: 'valid', email: row.operator.email, purpose: row.purpose };
}

/**
 * `auth.setPassword`: the link's operator gets the password; the link is used up in the same
 * conditional UPDATE that checks it (a second use, or two at once, find nothing), earlier
 * sessions end. The operator then signs in, enrolling a second factor if they have none.
 */
export async function setPassword(ctx: ConsoleContext, input: SetOperatorPassword): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.$transaction(async (tx) => {
    const now = new Date();
    const tokenHash = hashOperatorToken(input.token);
    const { count } = await tx.operatorToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now }, operator: { active: true } },
      data: { usedAt: now },
    });
    if (count !== 1) throw refuse('BAD_REQUEST', operatorMessages.linkInvalid);
    const token = await tx.operatorToken.findUniqueOrThrow({ where: { tokenHash } });
    const operator = await tx.operator.update({ where: { id: token.operatorId }, data: { passwordHash } });
    await tx.operatorSession.deleteMany({ where: { operatorId: operator.id } });
    await auditConsole(tx, 'console.operator_password_set', {
      ip: ctx.ip,
      data: { operatorId: operator.id, email: operator.email, purpose: token.purpose },
    });
    return { email: operator.email };
  });
}

export const passwordLinkProcedure = publicProcedure
  .input(passwordLinkInputSchema)
  .output(passwordLinkSchema)
  .query(({ ctx, input }) => passwordLink(ctx.db, input.token));

export const setPasswordProcedure = publicProcedure
  .input(setOperatorPasswordSchema)
  .output(setOperatorPasswordResultSchema)
  .mutation(({ ctx, input }) => setPassword(ctx, input));
