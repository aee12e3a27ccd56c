import type { QueryClient } from '@tanstack/react-query';
import type { HostBranding } from '@wl/shared/config';
import type { i18n as I18n } from 'i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
// Mantine's styles whole (CSS, not JS: the sign-in route's JS budget is unaffected).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './global.css';

export function App({
  branding,
  i18n,
  router,
  queryClient,
}: {
  branding: HostBranding;
  i18n: I18n;
  router: DataRouter;
  queryClient?: QueryClient;
}) {
  return (
    <AppProvider branding={branding} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
