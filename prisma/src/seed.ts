import type { Prisma } from '../generated/client/client.ts';
import type { Database } from './client.ts';
import { ensureDemoAccounts } from './demo-accounts.ts';
import { ensureDemoCampaigns } from './demo-campaigns.ts';
import { hostConfigSnapshot } from './host-config-snapshot.ts';
import { seedIds } from './seed-ids.ts';

export { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts.ts';
export { demoCampaignIds, demoOfferToken, demoProductIds } from './demo-campaigns.ts';
export { seedIds } from './seed-ids.ts';

type HostConfigData = Omit<Prisma.HostConfigUncheckedCreateInput, 'id'>;

const defaultHost: HostConfigData = {
  hostname: null,
  isDefault: true,
  tenantId: seedIds.defaultTenant,
  language: 'pl',
  theme: 'theme_default',
  logo: 'default-logo.svg',
};

const demoHosts: HostConfigData[] = [
  {
    hostname: 'demo.localhost',
    tenantId: seedIds.demoTenant,
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
  },
  {
    // The demo investors' own origin (where the live chat loads): the demo tenant in another
    // theme, with legal persons enabled, so the investor flows run on a second brand.
    hostname: 'inwestor.demo.localhost',
    tenantId: seedIds.demoTenant,
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
  },
  {
    hostname: 'custom.localhost',
    tenantId: seedIds.customTenant,
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
  },
];

async function ensureTenant(db: Database, id: string, name: string): Promise<void> {
  await db.tenant.upsert({ where: { id }, create: { id, name }, update: {} });
}

/** Creates a host config and its first revision, unless a row for that host exists already. */
async function ensureHostConfig(db: Database, data: HostConfigData, publishedBy: string): Promise<boolean> {
  const existing = data.isDefault
    ? await db.hostConfig.findFirst({ where: { isDefault: true } })
    : await db.hostConfig.findUnique({ where: { hostname: data.hostname as string } });
  if (existing) return false;
  await db.$transaction(async (tx) => {
    const row = await tx.hostConfig.create({ data });
    await tx.hostConfigRevision.create({
      data: {
        hostConfigId: row.id,
        version: row.version,
        snapshot: hostConfigSnapshot(row) as Prisma.InputJsonValue,
        publishedBy,
      },
    });
  });
  return true;
}

/**
 * What every installation needs: the default tenant and the default row, which answers for
 * `localhost` and every host without a row of its own. Creates only what is missing.
 */
export async function ensureDefaultHost(db: Database): Promise<void> {
  await ensureTenant(db, seedIds.defaultTenant, 'Platforma inwestycyjna');
  await ensureHostConfig(db, defaultHost, 'seed');
}

/**
 * The demo hosts and accounts of the README. Idempotent: creates what is missing, never
 * overwrites edits. `created` lists the hosts made, `accounts` the e-mails of the accounts made.
 */
export async function seedDemo(db: Database): Promise<{ created: string[]; accounts: string[] }> {
  await ensureDefaultHost(db);
  await ensureTenant(db, seedIds.demoTenant, 'Demo Dom Maklerski');
  await ensureTenant(db, seedIds.customTenant, 'Custom Capital');
  const created: string[] = [];
  for (const host of demoHosts) {
    if (await ensureHostConfig(db, host, 'seed')) created.push(host.hostname as string);
  }
  const accounts = await ensureDemoAccounts(db);
  await ensureDemoCampaigns(db);
  return { created, accounts };
}
