import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readableMantineVariables } from '@wl/shared/theme';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nProvider, useI18n } from '../lib/i18n.tsx';
import { createTrpcClient, trpc } from '../lib/trpc.ts';

/**
 * The console's Mantine theme. autoContrast: a filled button's text is dark or white by its
 * background (white on Mantine's green or red filled buttons read at about 2–3:1, below WCAG
 * AA). The colour field's eye-dropper is an icon button: it is named in the UI language.
 */
export function createConsoleTheme(eyeDropperLabel: string) {
  return createTheme({
    primaryColor: 'dark',
    defaultRadius: 'sm',
    autoContrast: true,
    components: { ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': eyeDropperLabel } } } },
  });
}

/**
 * Secondary, coloured and tinted text readable on the console's white and light-gray surfaces
 * (WCAG AA, 4.5:1; issue 19): Mantine's gray 6 for dimmed text read at 3.3:1 on white.
 */
const gray = DEFAULT_THEME.colors.gray;
const readableColors = readableMantineVariables(DEFAULT_THEME.colors, {
  surfaces: ['#ffffff', gray[0], gray[1]],
  primaryColor: 'dark',
});
export const cssVariablesResolver: CSSVariablesResolver = () => ({ variables: {}, light: readableColors, dark: {} });

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
    <I18nProvider>
      <ThemeProvider>
        <trpc.Provider client={clients.trpc} queryClient={clients.query}>
          <QueryClientProvider client={clients.query}>{children}</QueryClientProvider>
        </trpc.Provider>
      </ThemeProvider>
    </I18nProvider>
  );
}

function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const eyeDropper = t('eyeDropper');
  const theme = useMemo(() => createConsoleTheme(eyeDropper), [eyeDropper]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
