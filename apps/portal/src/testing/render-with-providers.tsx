import { render } from '@testing-library/react';
import type { HostBranding } from '@wl/shared/config';
import type { ReactNode } from 'react';
import { AppProvider } from '@/app/provider.tsx';
import { createI18n } from '@/lib/i18n.ts';
import { plHost } from './hosts.ts';

/** A component of these features inside the portal's real providers, in the host's language. */
export function renderWithProviders(ui: ReactNode, branding: HostBranding = plHost) {
  const i18n = createI18n(branding.landing.language);
  return {
    ...render(
      <AppProvider branding={branding} i18n={i18n}>
        {ui}
      </AppProvider>,
    ),
    i18n,
  };
}
