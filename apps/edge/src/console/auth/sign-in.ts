import { verifyPassword, verifyTotp } from '@wl/api';
import {
  type OperatorSignIn,
  type OperatorSignInResult,
  operatorAuthMessages,
  operatorSignInResultSchema,
  operatorSignInSchema,
} from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { type ConsoleContext, publicProcedure, refuse } from '../trpc.ts';
import { revokeSession, startSession } from './session.ts';

const badCredentials = () =>
  refuse(
    'UNAUTHORIZED',
    { key: 'console:auth.errors.badCredentials' },
    { message: operatorAuthMessages.badCredentials },
  );

/**
 * Sign-in of an operator: password, then the TOTP code when the account has one (the console
 * sends e-mail and password again with the code, so no half-signed-in state is kept).
 *
 * An unknown e-mail, a deactivated account and a wrong password get the same answer, and the
 * password is verified against a dummy hash when there is no account, so neither the message nor
 * the time tells whether an e-mail is an operator. A session cookie presented here is revoked
 * first and a new session is started (rotation: a planted or old cookie never becomes a
 * signed-in session).
 */
export async function signIn(ctx: ConsoleContext, input: OperatorSignIn): Promise<OperatorSignInResult> {
  const { db, ip } = ctx;
  const email = input.email;
  const failed = async (reason: string, operatorId: string | null) =>
    auditConsole(db, 'console.sign_in_failed', { ip, data: { reason, email, operatorId } });

  // Every attempt counts, right or wrong, so the limit tells nothing about an account either.
  const limited =
    ctx.signInLimits.perEmail.hit('console.sign_in', email) !== null ||
    ctx.signInLimits.perIp.hit('console.sign_in', ip ?? 'unknown') !== null;
  if (limited) {
    await failed('rate_limited', null);
    throw refuse(
      'TOO_MANY_REQUESTS',
      { key: 'console:auth.errors.tooManyAttempts' },
      { message: operatorAuthMessages.tooManyAttempts },
    );
  }

  const operator = await db.operator.findUnique({ where: { email } });
  const usable = operator?.active ? operator : null;
  const passwordMatches = await verifyPassword(usable?.passwordHash ?? null, input.password);
  if (!usable || !passwordMatches) {
    await failed(!operator ? 'unknown_email' : !operator.active ? 'inactive' : 'bad_password', operator?.id ?? null);
    throw badCredentials();
  }
  if (usable.totpSecret) {
    if (input.totpCode === undefined) return { status: 'totp-required' };
    if (!(await verifyTotp(usable.totpSecret, input.totpCode))) {
      await failed('bad_totp', usable.id);
      throw refuse(
        'UNAUTHORIZED',
        { key: 'console:auth.errors.badTotpCode' },
        { message: operatorAuthMessages.badTotpCode },
      );
    }
  }

  const now = new Date();
  const session = await db.$transaction(async (tx) => {
    await revokeSession(tx, ctx.sessionToken);
    const started = await startSession(tx, usable.id, { ip, userAgent: ctx.userAgent }, now);
    await tx.operator.update({ where: { id: usable.id }, data: { lastSignInAt: now } });
    await auditConsole(tx, 'console.sign_in', {
      ip,
      data: { operatorId: usable.id, email: usable.email, method: usable.totpSecret ? 'password+totp' : 'password' },
    });
    return started;
  });
  ctx.cookies.set(session.token, session.expiresAt);
  return { status: 'signed-in', operator: { id: usable.id, email: usable.email } };
}

export const signInProcedure = publicProcedure
  .input(operatorSignInSchema)
  .output(operatorSignInResultSchema)
  .mutation(({ ctx, input }) => signIn(ctx, input));
