import type { HostBranding } from '@wl/shared/config';
import { defaultHostBranding } from '@/lib/branding.ts';

/** The demo hosts of the seed, as the edge would inject them. */
export const plHost: HostBranding = {
  ...defaultHostBranding,
  host: 'demo.localhost',
  tenantId: '00000000-0000-4000-8000-000000000002',
  version: 3,
  landing: {
    ...defaultHostBranding.landing,
    id: '00000000-0000-4000-8000-000000000002',
    language: 'pl',
    theme: 'theme-navy',
    favicon: 'demo-favicon.svg',
    logo: 'demo-logo.svg',
    logoInverse: 'demo-logo-inverse.svg',
    siteTitle: { pl: 'Demo Dom Maklerski', en: 'Demo Brokerage House' },
    headline: { pl: 'Obligacje korporacyjne z doradcą Demo', en: 'Corporate bonds with a Demo advisor' },
    subheadline: { pl: 'Oferty kampanii w jednym miejscu.', en: 'Campaign offers in one place.' },
    investmentRisks: 'https://demo.localhost/dokumenty/ryzyka.pdf',
  },
};

export const enHost: HostBranding = {
  ...defaultHostBranding,
  host: 'custom.localhost',
  tenantId: '00000000-0000-4000-8000-000000000003',
  version: 1,
  admin: {
    siteTitle: { en: 'Custom Capital', pl: 'Custom Capital PL' },
    themeColors: '#0f766e,#115e59,#f0fdfa',
    advisorPanelHeaderColor: '#0f766e',
  },
  landing: {
    ...defaultHostBranding.landing,
    id: '00000000-0000-4000-8000-000000000003',
    language: 'en',
    theme: 'theme-custom',
    logo: 'custom-logo.svg',
    logoInverse: 'custom-logo-inverse.svg',
    headline: { en: 'Private credit for qualified investors', pl: 'Kredyt prywatny dla inwestorów' },
    subheadline: { en: 'Your advisor invites you.', pl: 'Doradca zaprasza.' },
  },
  features: { investorPanelBlocked: true, legalPersonsEnabled: true, liveChatScriptUrl: null },
};
