import { MantineProvider } from '@mantine/core';
import type { HostBranding } from '@wl/shared/config';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandingProvider, useBranding } from '@/lib/branding-context.tsx';
import { createBrandTheme } from './theme.ts';

function BrandThemeProvider({ children }: { children: ReactNode }) {
  const { main, hover, highlight } = useBranding().resolved.colors;
  const theme = useMemo(() => createBrandTheme({ main, hover, highlight }), [main, hover, highlight]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ branding, i18n, children }: { branding: HostBranding; i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrandingProvider branding={branding}>
        <BrandThemeProvider>{children}</BrandThemeProvider>
      </BrandingProvider>
    </I18nextProvider>
  );
}
