/**
 * Accessibility on the other demo themes (issue 19; the full route table and the reasons for this
 * selection are in `portal.spec.ts`). Colour is what a theme changes, so the screens the host's
 * colours reach are checked here with axe-core (WCAG 2.1 A/AA, no serious or critical violation):
 *
 * - inwestor.demo.localhost (theme-custom `#7c2d12,#9a3412,#fff7ed`, the demo tenant's second
 *   brand): the sign-ins and the advisor landing, the public campaign, invest and KYC pages, the
 *   investor panel and the advisor's key screens, in Polish (the host's language).
 * - custom.localhost (theme-custom `#0f766e,#115e59,#f0fdfa`, its own tenant, investor panel
 *   blocked): the sign-ins, the landing, a KYC form its admin sends, and its admin's key screens,
 *   in English (the host's language). Its tenant has no campaign, so the campaign and invest pages
 *   and the investor panel in these colours are checked on a host of the demo tenant given
 *   custom.localhost's colours (`teal.a11y.localhost`, made here the way an operator's publish
 *   would store it).
 *
 * Desktop only: the phone changes the layout, not the colours (`portal.spec.ts` runs there).
 */
import { expect, test } from '@playwright/test';
import { sql } from '../support/database.ts';
import { callEdge, postJson } from '../support/session.ts';
import {
  freshInvitation,
  type InvestorStory,
  investorScreens,
  investorStory,
  linkScreens,
  signedOutScreens,
  signInAdvisor,
  signInInvestor,
} from './screens.ts';
import { checkScreens, chooseLanguage, dismissCookieNotice, type Lang, type Screen } from './support.ts';

const INVESTOR_HOST = 'inwestor.demo.localhost';
const CUSTOM_HOST = 'custom.localhost';
const TEAL_HOST = 'teal.a11y.localhost';

/** The sign-ins and the landing: where every visitor of a host starts. */
const publicKeyScreens = (lang: Lang): Screen[] =>
  signedOutScreens(lang).filter((screen) =>
    ['home (advisor sign-in)', 'investor sign-in', 'advisor landing'].includes(screen.name),
  );

/** An advisor's key screens: the dashboard, the offers, the investments, the requests, documents. */
const advisorKeyScreens: Screen[] = [
  { name: 'advisor dashboard', path: '/app' },
  { name: 'offers', path: '/app/offers' },
  { name: 'investments (table)', path: '/app/investors' },
  { name: 'onboarding requests', path: '/app/onboarding/requests' },
  { name: 'documents', path: '/app/documents' },
];

/** A host of the demo tenant in custom.localhost's colours, served once the edge has it. */
async function tealHost(): Promise<void> {
  await sql(
    `INSERT INTO host_config (id, hostname, tenant_id, language, theme, favicon, site_title, logo, logo_inverse,
       headline, subheadline, admin_configuration, public_origin, updated_at)
     SELECT gen_random_uuid(), $1, demo.tenant_id, 'en', 'theme-custom', demo.favicon, demo.site_title, demo.logo,
       demo.logo_inverse, demo.headline, demo.subheadline,
       demo.admin_configuration || jsonb_build_object('themeColors', custom.admin_configuration->'themeColors'),
       $2, now()
     FROM host_config demo, host_config custom
     WHERE demo.hostname = 'demo.localhost' AND custom.hostname = $3
     ON CONFLICT (hostname) DO NOTHING`,
    [TEAL_HOST, `http://${TEAL_HOST}`, CUSTOM_HOST],
  );
  // The edge hears of the new row by notification; its page names the colours once it has.
  await expect(async () => {
    const page = await callEdge(TEAL_HOST, 'GET', '/public-api/advisor-panel-configuration').catch(() => null);
    expect(JSON.stringify(page?.json ?? null)).toContain('#0f766e');
  }).toPass({ timeout: 10_000 });
}

/** custom.localhost's admin sends a KYC invitation on its own tenant; the link's token. */
async function customKycToken(): Promise<string> {
  const email = `a11y-custom-${Date.now().toString(36)}@example.com`;
  const login = await postJson(CUSTOM_HOST, '/auth/login', {
    email: 'admin@custom.localhost',
    password: 'Demo!2026pass',
  });
  const token = (login.json as { accessToken: string }).accessToken;
  const sent = await callEdge(
    CUSTOM_HOST,
    'POST',
    '/api/advisor/kyc/investor-request/send',
    { investorEmail: email, message: 'Please fill in the KYC form before investing.' },
    token,
  );
  if (sent.status !== 201 && sent.status !== 200) throw new Error(`KYC invitation failed: ${sent.status}`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await sql(
      `SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'kyc-invitation' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const link = (result.rows[0]?.text as string | undefined)?.match(/kyc-form\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No KYC invitation mailed to ${email}`);
}

/** The public link screens worth a look per theme: the campaign, the invest form and result, KYC. */
function keyLinkScreens(story: InvestorStory, fresh: Awaited<ReturnType<typeof freshInvitation>>): Screen[] {
  return linkScreens(story, fresh).filter((screen) =>
    ['campaign (invited)', 'invest form', 'invest (subscribed)', 'KYC form'].includes(screen.name),
  );
}

const keyInvestorScreens = (story: InvestorStory): Screen[] =>
  investorScreens(story).filter((screen) =>
    ['investor dashboard', 'investor offer (to decide)', 'investor investment', 'investor primary data (KYC)'].includes(
      screen.name,
    ),
  );

interface Theme {
  host: string;
  lang: Lang;
  /** The advisor-panel account whose key screens are checked there. */
  advisor?: string;
  /** A host of the demo tenant in these colours, for the campaign pages and the investor panel. */
  investorHost?: string;
}

const themes: Theme[] = [
  { host: INVESTOR_HOST, lang: 'pl', advisor: 'doradca@demo.localhost', investorHost: INVESTOR_HOST },
  { host: CUSTOM_HOST, lang: 'en', advisor: 'admin@custom.localhost', investorHost: TEAL_HOST },
];

for (const theme of themes) {
  test.describe(`portal on ${theme.host} (${theme.lang})`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === 'mobile', 'colours do not change with the viewport');
      test.setTimeout(120_000);
      await chooseLanguage(page, theme.lang);
      if (theme.investorHost === TEAL_HOST) await tealHost();
    });

    test('sign-ins, landing and KYC form', async ({ page }, testInfo) => {
      const screens = publicKeyScreens(theme.lang);
      if (theme.host === CUSTOM_HOST) {
        screens.push({ name: 'KYC form', path: `/kyc-form?token=${await customKycToken()}` });
      }
      const label = `${theme.lang} ${theme.host}`;
      await checkScreens(page, theme.host, label, screens.slice(0, 1), testInfo);
      await dismissCookieNotice(page);
      await checkScreens(page, theme.host, label, screens.slice(1), testInfo);
    });

    test('public campaign links and the investor panel', async ({ page }, testInfo) => {
      const host = theme.investorHost ?? theme.host;
      await dismissCookieNotice(page);
      const story = await investorStory(`a11y-theme-${theme.lang}`, host);
      const fresh = await freshInvitation(`a11y-theme-fresh-${theme.lang}`);
      await checkScreens(page, host, `${theme.lang} ${host}`, keyLinkScreens(story, fresh), testInfo);
      await signInInvestor(page, host, story.email);
      await checkScreens(page, host, `${theme.lang} ${host}`, keyInvestorScreens(story), testInfo);
    });

    test("advisor's key screens", async ({ page }, testInfo) => {
      const advisor = theme.advisor ?? 'doradca@demo.localhost';
      await signInAdvisor(page, theme.host, advisor);
      const screens = [...advisorKeyScreens];
      if (advisor.startsWith('admin@')) screens.push({ name: 'advisors', path: '/app/advisors' });
      await checkScreens(page, theme.host, `${theme.lang} ${theme.host}`, screens, testInfo);
    });
  });
}
