import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { ConsoleRouter } from '@wl/console-server/router';
import type { ConsoleIssue, ConsoleRefusal } from '@wl/shared/console';
import type { ReactNode } from 'react';
import { AppProvider } from '../app/provider.tsx';
import { createTrpcClient } from '../lib/trpc.ts';

type Answer = unknown | Error | Promise<unknown>;

/**
 * Tests only: an error as the edge sends it, with the field issues of `data.issues` and the key
 * and values of its text (`data.messageKey` / `data.messageParams`) when given.
 */
export function refusal(
  code: TRPCError['code'],
  message: string,
  issues: ConsoleIssue[] | null = null,
  refused: ConsoleRefusal | null = null,
): Error {
  const data = { code, issues, messageKey: refused?.key ?? null, messageParams: refused?.params ?? null };
  return Object.assign(TRPCClientError.from(new TRPCError({ code, message })), { data });
}

/**
 * Tests only: renders one feature component in the app's providers over a fake tRPC link (the
 * app's own hooks run; only the HTTP round trip is replaced). Unlisted procedures fail.
 */
export function renderFeature(ui: ReactNode, handlers: Record<string, (input: never) => Answer>) {
  const calls: { path: string; input: unknown }[] = [];
  const link: TRPCLink<ConsoleRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        if (!handler) {
          observer.error(TRPCClientError.from(new Error(`unexpected call ${op.path}`)));
          return;
        }
        void Promise.resolve(handler(op.input as never)).then((result) => {
          if (result instanceof Error) {
            observer.error(result instanceof TRPCClientError ? result : TRPCClientError.from(result));
          } else {
            observer.next({ result: { type: 'data', data: result } });
            observer.complete();
          }
        });
      });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <AppProvider trpcClient={createTrpcClient([link])} queryClient={queryClient}>
      {ui}
    </AppProvider>,
  );
  return { ...view, calls };
}
