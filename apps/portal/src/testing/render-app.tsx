import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { HostBranding } from '@wl/shared/config';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from '@/app/index.tsx';
import { createRoutes } from '@/app/router.tsx';
import { BRANDING_ELEMENT_ID, readInjectedBranding } from '@/lib/branding.ts';
import { createI18n } from '@/lib/i18n.ts';
import { initialLanguage } from '@/lib/language.ts';

/** Writes what the edge writes into `<!--wl-head-->`: the branding JSON (or any raw text). */
export function injectBranding(payload: HostBranding | string | null): void {
  document.getElementById(BRANDING_ELEMENT_ID)?.remove();
  if (payload === null) return;
  const script = document.createElement('script');
  script.id = BRANDING_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = typeof payload === 'string' ? payload : JSON.stringify(payload);
  document.head.append(script);
}

/** Boots the portal the way main.tsx does, from the injected branding, at `path`. */
export function renderApp({
  path = '/',
  extraRoutes = [],
  queryClient,
}: {
  path?: string;
  extraRoutes?: RouteObject[];
  queryClient?: QueryClient;
} = {}) {
  const branding = readInjectedBranding();
  const i18n = createI18n(initialLanguage(branding.landing.language));
  const router = createMemoryRouter(createRoutes(extraRoutes), { initialEntries: [path] });
  const app = <App branding={branding} i18n={i18n} router={router} {...(queryClient ? { queryClient } : {})} />;
  return { ...render(app), i18n, router };
}
