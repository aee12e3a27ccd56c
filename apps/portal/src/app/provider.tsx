import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HostBranding } from '@wl/shared/config';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterNextPaint } from '@/lib/after-paint.ts';
import { BrandingProvider, useBranding } from '@/lib/branding-context.tsx';
import { createQueryClient } from '@/lib/query/query-client.ts';
import { SessionProvider } from '@/lib/session/session-context.tsx';
import { createBrandCssVariables, createBrandTheme } from './theme.ts';

const NotificationsHost = lazy(() => import('@/components/notifications-host.tsx'));

/**
 * True once the first screen has been painted: what loads then (the notifications' container)
 * does not compete with that screen's files on a slow line (decision 077).
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

function BrandThemeProvider({ children }: { children: ReactNode }) {
  const { main, hover, highlight } = useBranding().resolved.colors;
  const { t } = useTranslation();
  const clearDate = t('layout.clearDate');
  const closeNotification = t('layout.closeNotification');
  const closeDialog = t('layout.closeDialog');
  const theme = useMemo(
    () => createBrandTheme({ main, hover, highlight }, { clearDate, closeNotification, closeDialog }),
    [main, hover, highlight, clearDate, closeNotification, closeDialog],
  );
  const cssVariables = useMemo(() => createBrandCssVariables({ main, hover, highlight }), [main, hover, highlight]);
  const painted = useAfterFirstPaint();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables} defaultColorScheme="light">
      {painted ? (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}

export function AppProvider({
  branding,
  i18n,
  queryClient: given,
  children,
}: {
  branding: HostBranding;
  i18n: I18n;
  /** The app's query client, when the entry made it (to ask for the opened page's data early). */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrandingProvider branding={branding}>
          <BrandThemeProvider>
            <SessionProvider>{children}</SessionProvider>
          </BrandThemeProvider>
        </BrandingProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
