import { operatorSignOutResultSchema } from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { type ConsoleContext, publicProcedure } from '../trpc.ts';
import { revokeSession } from './session.ts';

/** Ends the session of the cookie (if any) and clears the cookie; harmless when signed out. */
export async function signOut(ctx: ConsoleContext): Promise<{ signedOut: true }> {
  await revokeSession(ctx.db, ctx.sessionToken);
  if (ctx.operator) {
    await auditConsole(ctx.db, 'console.sign_out', {
      ip: ctx.ip,
      data: { operatorId: ctx.operator.id, email: ctx.operator.email },
    });
  }
  ctx.cookies.clear();
  return { signedOut: true };
}

export const signOutProcedure = publicProcedure.output(operatorSignOutResultSchema).mutation(({ ctx }) => signOut(ctx));
