import type { HostConfigSnapshot } from '../console/host-draft.ts';

/**
 * The demo hosts of the README (DESIGN §7) in one place: the seed writes them (prisma/src/seed.ts
 * adds the tenant ids) and the console's tests compare snapshots against them
 * (`@wl/shared/testing`). Columns as stored: the theme in Prisma's spelling, unset columns left
 * out (null in the database).
 */
export type DemoHostColumns = Partial<Omit<HostConfigSnapshot, 'tenantId'>> & Pick<HostConfigSnapshot, 'hostname'>;

/** The default row (no hostname): answers `localhost` and every host without a row of its own. */
export const defaultHostColumns = {
  hostname: null,
  language: 'pl',
  theme: 'theme_default',
  logo: 'default-logo.svg',
} satisfies DemoHostColumns;

/** demo.localhost: the demo tenant in the navy theme, every landing text set. */
export const demoHostColumns = {
  hostname: 'demo.localhost',
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
} satisfies DemoHostColumns;

/** inwestor.demo.localhost: the demo tenant's second brand. */
export const investorDemoHostColumns = {
  // The demo investors' own origin (where the live chat loads): the demo tenant in another
  // theme, with legal persons enabled, so the investor flows run on a second brand.
  hostname: 'inwestor.demo.localhost',
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
  legalPersonsEnabled: true,
  adminConfiguration: {
    siteTitle: { pl: 'Demo Inwestor', en: 'Demo Investor' },
    themeColors: '#7c2d12,#9a3412,#fff7ed',
    investorPanelHeaderColor: '#7c2d12',
    formInvestButtonText: { pl: 'Zapisuję się', en: 'Subscribe now' },
  },
} satisfies DemoHostColumns;

/** custom.localhost: the custom tenant, in English, with the investor panel blocked. */
export const customHostColumns = {
  hostname: 'custom.localhost',
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
} satisfies DemoHostColumns;
