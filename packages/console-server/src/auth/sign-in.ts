import { matchTotp, newTotpSecret, totpEnrolmentOf, verifyPassword } from '@wl/api';
import {
  type OperatorSignIn,
  type OperatorSignInResult,
  operatorAuthMessages,
  operatorSignInResultSchema,
  operatorSignInSchema,
} from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { TOTP_ISSUER } from '../operators/create-operator.ts';
import { type ConsoleContext, publicProcedure, refuse } from '../trpc.ts';
import { revokeSession, startSession } from './session.ts';

const badCredentials = () =>
  refuse(
    'UNAUTHORIZED',
    { key: 'console:auth.errors.badCredentials' },
    { message: operatorAuthMessages.badCredentials },
  );

/**
 * Sign-in of an operator: password, then the TOTP code (the console sends e-mail and password
 * again with the code, so no half-signed-in state is kept). An operator without a second factor
 * gets the enrolment step instead and has no session until a code of the new secret is confirmed
 * (ASVS 4.3.1, decision 031). A code works once (decision 034).
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

  // Every attempt counts, right or wrong, so the limit tells nothing about an account either;
  // the counts are in PostgreSQL, shared by every edge (decision 035).
  const limited =
    (await ctx.signInLimits.fromAddress('console-sign-in', ip ?? 'unknown')) !== null ||
    (await ctx.signInLimits.onAccount('console-sign-in', 'console', email)) !== null;
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
    const reason = !operator
      ? 'unknown_email'
      : !operator.active
        ? 'inactive'
        : operator.passwordHash === null
          ? 'no_password'
          : 'bad_password';
    await failed(reason, operator?.id ?? null);
    throw badCredentials();
  }
  // Every operator has a second factor (ASVS 4.3.1, decision 031): one without it enrols now.
  const enrolling = usable.totpSecret === null;
  const secret = usable.totpSecret ?? (await pendingSecret(ctx, usable));
  if (input.totpCode === undefined) {
    if (!enrolling) return { status: 'totp-required' };
    return { status: 'totp-enrolment', secret, ...(await totpEnrolmentOf(secret, usable.email, TOTP_ISSUER)) };
  }
  if (!(await useOperatorCode(ctx, usable, secret, input.totpCode))) {
    await failed('bad_totp', usable.id);
    throw refuse(
      'UNAUTHORIZED',
      { key: 'console:auth.errors.badTotpCode' },
      { message: operatorAuthMessages.badTotpCode },
    );
  }

  const now = new Date();
  const session = await db.$transaction(async (tx) => {
    if (enrolling) {
      // Only the secret whose code was just confirmed becomes the operator's.
      const enrolled = await tx.operator.updateMany({
        where: { id: usable.id, totpSecret: null, totpPendingSecret: secret },
        data: { totpSecret: secret, totpPendingSecret: null },
      });
      if (enrolled.count !== 1) throw badCredentials();
      await auditConsole(tx, 'console.totp_enrolled', { ip, data: { operatorId: usable.id, email: usable.email } });
    }
    await revokeSession(tx, ctx.sessionToken);
    const started = await startSession(tx, usable.id, { ip, userAgent: ctx.userAgent }, now);
    await tx.operator.update({ where: { id: usable.id }, data: { lastSignInAt: now } });
    await auditConsole(tx, 'console.sign_in', {
      ip,
      data: { operatorId: usable.id, email: usable.email, method: 'password+totp' },
    });
    return started;
  });
  await ctx.signInLimits.succeeded('console-sign-in', 'console', email);
  ctx.cookies.set(session.token, session.expiresAt);
  return { status: 'signed-in', operator: { id: usable.id, email: usable.email, role: usable.role } };
}

type OperatorRow = { id: string; totpPendingSecret: string | null; totpLastStep: bigint | null };

/** The secret an enrolling operator is shown: the pending one, so a reload shows the same QR code. */
async function pendingSecret(ctx: ConsoleContext, operator: OperatorRow): Promise<string> {
  if (operator.totpPendingSecret) return operator.totpPendingSecret;
  const secret = newTotpSecret();
  await ctx.db.operator.updateMany({
    where: { id: operator.id, totpSecret: null, totpPendingSecret: null },
    data: { totpPendingSecret: secret },
  });
  const row = await ctx.db.operator.findUniqueOrThrow({
    where: { id: operator.id },
    select: { totpPendingSecret: true },
  });
  return row.totpPendingSecret ?? secret;
}

/**
 * A code of the operator's secret, used once (decision 034): a step later than the last one
 * accepted, recorded in one conditional UPDATE so a replayed or raced code loses.
 */
async function useOperatorCode(ctx: ConsoleContext, operator: OperatorRow, secret: string, code: string) {
  const last = operator.totpLastStep === null ? null : Number(operator.totpLastStep);
  const step = await matchTotp(secret, code, last);
  if (step === null) return false;
  const { count } = await ctx.db.operator.updateMany({
    where: { id: operator.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

export const signInProcedure = publicProcedure
  .input(operatorSignInSchema)
  .output(operatorSignInResultSchema)
  .mutation(({ ctx, input }) => signIn(ctx, input));
