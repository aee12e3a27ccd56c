import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { HostBranding } from '@wl/shared/config';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrandingProvider, useBranding } from '@/lib/branding-context.tsx';
import { createQueryClient } from '@/lib/query/query-client.ts';
import { SessionProvider } from '@/lib/session/session-context.tsx';
import { createBrandCssVariables, createBrandTheme } from './theme.ts';

const NotificationsHost = lazy(() => import('@/components/notifications-host.tsx'));

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
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables} defaultColorScheme="light">
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ branding, i18n, children }: { branding: HostBranding; i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
