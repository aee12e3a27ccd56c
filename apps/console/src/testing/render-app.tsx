import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ConsoleRouter } from '@wl/edge/console-router';
import { App } from '../app/app.tsx';
import { AppProvider } from '../app/provider.tsx';
import type { HostListItem } from '../features/hosts/types.ts';
import { createTrpcClient } from '../lib/trpc.ts';

/** What the fake transport answers to `hosts.list`: the rows, or an error to throw. */
export type HostsResponse = () => HostListItem[] | Error | Promise<HostListItem[] | Error>;

/**
 * A tRPC link standing in for the network: the app's own client, hooks and rendering run as in
 * production; only the HTTP round trip to the edge is replaced.
 */
function fakeTransport(respond: HostsResponse): TRPCLink<ConsoleRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.path !== 'hosts.list') {
          observer.error(TRPCClientError.from(new Error(`unexpected call ${op.path}`)));
          return;
        }
        void Promise.resolve(respond()).then((result) => {
          if (result instanceof Error) {
            observer.error(TRPCClientError.from(result));
          } else {
            observer.next({ result: { type: 'data', data: result } });
            observer.complete();
          }
        });
      });
}

export function renderApp(respond: HostsResponse) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider trpcClient={createTrpcClient([fakeTransport(respond)])} queryClient={queryClient}>
      <App />
    </AppProvider>,
  );
}

export function hostFixture(overrides: Partial<HostListItem> = {}): HostListItem {
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
    ...overrides,
  };
}
