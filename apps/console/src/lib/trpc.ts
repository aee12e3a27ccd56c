import { httpBatchLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { ConsoleRouter } from '@wl/console-server/router';

export const trpc = createTRPCReact<ConsoleRouter>();

export type ConsoleOutputs = inferRouterOutputs<ConsoleRouter>;

export const CONSOLE_TRPC_URL = '/console/trpc';

/** The edge's console API; tests pass their own link instead. */
export function createTrpcClient(links: TRPCLink<ConsoleRouter>[] = [httpBatchLink({ url: CONSOLE_TRPC_URL })]) {
  return trpc.createClient({ links });
}
