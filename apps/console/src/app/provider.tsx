import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nProvider } from '../lib/i18n.tsx';
import { createTrpcClient, trpc } from '../lib/trpc.ts';

// autoContrast: a filled button's text is dark or white by its background (white on Mantine's
// green or red filled buttons read at about 2–3:1, below WCAG AA).
const theme = createTheme({ primaryColor: 'dark', defaultRadius: 'sm', autoContrast: true });

export function createQueryClient(): QueryClient {
  // One retry covers an edge restart; the error state has its own retry button.
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a client over their own link and a query client without retries. */
  trpcClient?: ReturnType<typeof createTrpcClient>;
  queryClient?: QueryClient;
}

export function AppProvider({ children, trpcClient, queryClient }: AppProviderProps) {
  const [clients] = useState(() => ({
    trpc: trpcClient ?? createTrpcClient(),
    query: queryClient ?? createQueryClient(),
  }));
  return (
    <MantineProvider theme={theme}>
      <I18nProvider>
        <trpc.Provider client={clients.trpc} queryClient={clients.query}>
          <QueryClientProvider client={clients.query}>{children}</QueryClientProvider>
        </trpc.Provider>
      </I18nProvider>
    </MantineProvider>
  );
}
