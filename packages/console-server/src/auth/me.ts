import { operatorMeSchema } from '@wl/shared/console';
import { publicProcedure } from '../trpc.ts';

/** The signed-in operator, or null: the console shows its sign-in screen on null. */
export const meProcedure = publicProcedure.output(operatorMeSchema).query(({ ctx }) => ctx.operator);
