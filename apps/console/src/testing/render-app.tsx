import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { ConsoleRouter } from '@wl/console-server/router';
import type { Operator, OperatorSignIn, OperatorSignInResult } from '@wl/shared/console';
import { App } from '../app/app.tsx';
import { AppProvider } from '../app/provider.tsx';
import type { ConsoleOutputs } from '../lib/trpc.ts';
import { createTrpcClient } from '../lib/trpc.ts';

type Answer<T> = T | Error | Promise<T | Error>;

/** What the fake transport answers to `hosts.list`: the rows, or an error to throw. */
export type HostsResponse = () => Answer<ConsoleOutputs['hosts']['list'][number][]>;

export interface FakeConsole {
  /** `auth.me`: the signed-in operator (default), or null for the sign-in screen. */
  me?: () => Answer<Operator | null>;
  signIn?: (input: OperatorSignIn) => Answer<OperatorSignInResult>;
  signOut?: () => Answer<{ signedOut: true }>;
  /** Every call made, in order, with its input. */
  calls?: { path: string; input: unknown }[];
  /** Answers of further procedures by path (`auditLog.list`); an unlisted path fails the call. */
  handlers?: Record<string, (input: never) => Answer<unknown>>;
}

export const testOperator: Operator = {
  id: '7f1f9c0e-3a53-4d5e-9b7c-2f0a1c7e5d21',
  email: 'ola@console.test',
  role: 'admin',
};

/** An error as the edge sends it: the tRPC code in `data.code`, as the real client sees it. */
export function trpcError(code: TRPCError['code'], message: string): Error {
  const error = new TRPCError({ code, message });
  return Object.assign(TRPCClientError.from(error), { data: { code } });
}

/**
 * A tRPC link standing in for the network: the app's own client, hooks and rendering run as in
 * production; only the HTTP round trip to the edge is replaced.
 */
function fakeTransport(respondHosts: HostsResponse, fake: FakeConsole): TRPCLink<ConsoleRouter> {
  const handlers: Record<string, (input: never) => Answer<unknown>> = {
    'hosts.list': respondHosts,
    'auth.me': fake.me ?? (() => testOperator),
    'auth.signIn': fake.signIn ?? (() => new Error('unexpected auth.signIn')),
    'auth.signOut': fake.signOut ?? (() => ({ signedOut: true })),
    ...fake.handlers,
  };
  return () =>
    ({ op }) =>
      observable((observer) => {
        fake.calls?.push({ path: op.path, input: op.input });
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
}

export function renderApp(respond: HostsResponse = () => [], fake: FakeConsole = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider trpcClient={createTrpcClient([fakeTransport(respond, fake)])} queryClient={queryClient}>
      <App />
    </AppProvider>,
  );
}

export function hostFixture(
  overrides: Partial<ConsoleOutputs['hosts']['list'][number]> = {},
): ConsoleOutputs['hosts']['list'][number] {
  return {
    id: crypto.randomUUID(),
    hostname: 'demo.localhost',
    isDefault: false,
    tenant: { id: crypto.randomUUID(), name: 'Demo Dom Maklerski' },
    theme: 'theme-navy',
    language: 'pl',
    investorPanelBlocked: false,
    legalPersonsEnabled: false,
    version: 1,
    updatedAt: '2025-03-14T09:05:00.000Z',
    lastPublishedAt: '2025-03-14T09:05:00.000Z',
    lastPublishedBy: 'seed',
    status: 'live',
    firstAdmin: null,
    ...overrides,
  };
}
