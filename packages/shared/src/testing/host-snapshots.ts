import type { HostConfigSnapshot } from '../console/host-draft.ts';

/**
 * Snapshots as prisma's `hostConfigSnapshot` writes them for the seeded hosts
 * (prisma/src/seed.ts): unset columns are null, the theme in Prisma's spelling. Test data only.
 */
const empty = {
  favicon: null,
  siteTitle: null,
  investmentRisks: null,
  reg: null,
  privacyPolicy: null,
  campaignInvestButtonText: null,
  formInvestButtonText: null,
  consent2: null,
  consent3: null,
  equityPlaceholder: null,
  debtPlaceholder: null,
  logo: null,
  logoInverse: null,
  headline: null,
  subheadline: null,
  adminConfiguration: {},
  investorPanelBlocked: false,
  legalPersonsEnabled: false,
} satisfies Partial<HostConfigSnapshot>;

export const defaultRowSnapshot: HostConfigSnapshot = {
  ...empty,
  hostname: null,
  tenantId: '00000000-0000-4000-8000-000000000001',
  language: 'pl',
  theme: 'theme_default',
  logo: 'default-logo.svg',
};

export const demoSnapshot: HostConfigSnapshot = {
  ...empty,
  hostname: 'demo.localhost',
  tenantId: '00000000-0000-4000-8000-000000000002',
  language: 'pl',
  theme: 'theme_navy',
  favicon: 'demo-favicon.svg',
  logo: 'demo-logo.svg',
  logoInverse: 'demo-logo-inverse.svg',
  siteTitle: { pl: 'Demo Dom Maklerski', en: 'Demo Brokerage House' },
  headline: { pl: 'Obligacje korporacyjne z doradcą Demo', en: 'Corporate bonds with a Demo advisor' },
  subheadline: {
    pl: 'Oferty kampanii, podpis elektroniczny i weryfikacja tożsamości w jednym miejscu.',
    en: 'Campaign offers, e-signature and identity verification in one place.',
  },
  investmentRisks: 'https://demo.localhost/dokumenty/ryzyka-inwestycyjne.pdf',
  reg: 'https://demo.localhost/dokumenty/regulamin.pdf',
  privacyPolicy: 'https://demo.localhost/dokumenty/polityka-prywatnosci.pdf',
  campaignInvestButtonText: { pl: 'Zainwestuj w kampanię', en: 'Invest in the campaign' },
  formInvestButtonText: { pl: 'Składam zapis', en: 'Submit my subscription' },
  consent2: {
    pl: 'Zapoznałem się z dokumentem ryzyk inwestycyjnych Demo Domu Maklerskiego.',
    en: 'I have read the investment risks of Demo Brokerage House.',
  },
  consent3: {
    pl: 'Akceptuję regulamin i politykę prywatności Demo Domu Maklerskiego.',
    en: 'I accept the terms and privacy policy of Demo Brokerage House.',
  },
  adminConfiguration: {
    inviteText: {
      pl: 'Dzień dobry, zapraszam do zapoznania się z ofertą kampanii {campaignName} Demo Domu Maklerskiego.',
      en: 'Hello, I invite you to review the {campaignName} campaign offer of Demo Brokerage House.',
    },
  },
};

export const investorDemoSnapshot: HostConfigSnapshot = {
  ...empty,
  hostname: 'inwestor.demo.localhost',
  tenantId: '00000000-0000-4000-8000-000000000002',
  language: 'pl',
  theme: 'theme_custom',
  favicon: 'demo-favicon.svg',
  logo: 'demo-logo.svg',
  logoInverse: 'demo-logo-inverse.svg',
  headline: { pl: 'Strefa inwestora Demo', en: 'Demo investor zone' },
  subheadline: {
    pl: 'Oferty, zapisy i onboarding inwestorów indywidualnych i firm.',
    en: 'Offers, subscriptions and onboarding for individuals and companies.',
  },
  investmentRisks: 'https://demo.localhost/dokumenty/ryzyka-inwestycyjne.pdf',
  reg: 'https://demo.localhost/dokumenty/regulamin.pdf',
  privacyPolicy: 'https://demo.localhost/dokumenty/polityka-prywatnosci.pdf',
  legalPersonsEnabled: true,
  adminConfiguration: {
    siteTitle: { pl: 'Demo Inwestor', en: 'Demo Investor' },
    themeColors: '#7c2d12,#9a3412,#fff7ed',
    investorPanelHeaderColor: '#7c2d12',
    formInvestButtonText: { pl: 'Zapisuję się', en: 'Subscribe now' },
  },
};

export const customSnapshot: HostConfigSnapshot = {
  ...empty,
  hostname: 'custom.localhost',
  tenantId: '00000000-0000-4000-8000-000000000003',
  language: 'en',
  theme: 'theme_custom',
  favicon: 'custom-favicon.svg',
  logo: 'custom-logo.svg',
  logoInverse: 'custom-logo-inverse.svg',
  headline: { en: 'Private credit for qualified investors', pl: 'Kredyt prywatny dla inwestorów kwalifikowanych' },
  subheadline: {
    en: 'Your advisor invites you; you review, accept and sign online.',
    pl: 'Doradca zaprasza, a Ty przeglądasz, akceptujesz i podpisujesz online.',
  },
  investorPanelBlocked: true,
  legalPersonsEnabled: true,
  adminConfiguration: {
    siteTitle: { en: 'Custom Capital', pl: 'Custom Capital' },
    themeColors: '#0f766e,#115e59,#f0fdfa',
    advisorPanelHeaderColor: '#0f766e',
    investorPanelHeaderColor: '#0f766e',
  },
};

export const seededSnapshots = [defaultRowSnapshot, demoSnapshot, investorDemoSnapshot, customSnapshot];
