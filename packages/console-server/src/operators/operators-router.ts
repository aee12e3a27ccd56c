import {
  inviteOperatorSchema,
  operatorIdSchema,
  operatorListSchema,
  operatorMailResultSchema,
  operatorRoleSchema,
  operatorStates,
  resetOperatorSchema,
  setOperatorRoleSchema,
} from '@wl/shared/console';
import { z } from 'zod';
import { adminProcedure, type ConsoleContext, router } from '../trpc.ts';
import {
  deactivateOperator,
  inviteOperator,
  listOperators,
  type OperatorAdminActor,
  reactivateOperator,
  resendInvitation,
  resetOperatorAccess,
  setOperatorRole,
} from './operator-admin.ts';

function actorOf(ctx: ConsoleContext & { operator: NonNullable<ConsoleContext['operator']> }): OperatorAdminActor {
  return { operator: ctx.operator, ip: ctx.ip, consoleOrigin: ctx.consoleOrigin };
}

const stateResultSchema = z.object({ state: z.enum(operatorStates) });

/** `operators.*`: the console's operators, managed by admins (issue 17, item 7; decision 046). */
export const operatorsRouter = router({
  list: adminProcedure.output(operatorListSchema).query(({ ctx }) => listOperators(ctx.db)),
  invite: adminProcedure
    .input(inviteOperatorSchema)
    .output(operatorMailResultSchema)
    .mutation(({ ctx, input }) => inviteOperator(ctx.db, actorOf(ctx), input)),
  resendInvitation: adminProcedure
    .input(operatorIdSchema)
    .output(operatorMailResultSchema)
    .mutation(({ ctx, input }) => resendInvitation(ctx.db, actorOf(ctx), input)),
  setRole: adminProcedure
    .input(setOperatorRoleSchema)
    .output(z.object({ role: operatorRoleSchema }))
    .mutation(({ ctx, input }) => setOperatorRole(ctx.db, actorOf(ctx), input)),
  deactivate: adminProcedure
    .input(operatorIdSchema)
    .output(stateResultSchema)
    .mutation(({ ctx, input }) => deactivateOperator(ctx.db, actorOf(ctx), input)),
  reactivate: adminProcedure
    .input(operatorIdSchema)
    .output(stateResultSchema)
    .mutation(({ ctx, input }) => reactivateOperator(ctx.db, actorOf(ctx), input)),
  resetAccess: adminProcedure
    .input(resetOperatorSchema)
    .output(operatorMailResultSchema)
    .mutation(({ ctx, input }) => resetOperatorAccess(ctx.db, actorOf(ctx), input)),
});
