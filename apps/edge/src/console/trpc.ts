import { initTRPC, TRPCError } from '@trpc/server';
import type { Database } from '@wl/db';
import { isLoopback } from './loopback.ts';

/** Built per request by the Fastify plugin (and by tests through `createCaller`). */
export interface ConsoleContext {
  db: Database;
  /** The TCP peer of the request, see `isLoopback`. */
  remoteAddress: string | undefined;
}

const t = initTRPC.context<ConsoleContext>().create();

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every console procedure starts here. The plugin's onRequest hook already refuses other
 * callers; checking again here keeps a procedure safe when it is mounted or called elsewhere.
 */
export const loopbackProcedure = t.procedure.use(({ ctx, next }) => {
  if (!isLoopback(ctx.remoteAddress)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Access denied' });
  return next();
});
