/**
 * Accessibility of the portal (issue 19): axe-core with the WCAG 2.1 A/AA rules (tags wcag2a,
 * wcag2aa, wcag21a, wcag21aa) finds no serious or critical violation on any route, as the user
 * who reaches it, in Polish and in English.
 *
 * What runs, and why (a full matrix of every route × language × theme would take minutes the
 * suite does not need): this file checks every route of spec §2 — the signed-out pages, the public
 * links (campaign, invest, KYC form), the investor panel, the advisor's, the coordinator's and the
 * admin's screens — in both languages on demo.localhost (theme-navy). What changes from one theme
 * to another is colour, not words, so `themes.spec.ts` checks the screens the colours reach (the
 * sign-ins and landing, the public and investor key screens, the advisor's key screens) on the two
 * other demo themes, each in its host's language (inwestor.demo.localhost in Polish, custom.localhost
 * in English); `console.spec.ts` checks the operator console (unbranded) in both languages. The
 * default row's theme (localhost, black) has no accounts; its colours are in the unit tests of the
 * readable text colours (apps/portal/src/app/theme.test.ts), with the three demo themes'.
 *
 * On the phone project the same tables run in Polish only: the layout (navbar behind the burger,
 * stacked cards) is what the phone changes, not the words.
 *
 * Each screen is opened by its URL, waited for by state (its level-1 heading visible, no loader
 * left, animations ended), then checked; a test fails with every finding of its screens, each with
 * the rule, the element's selector and axe's help. Run alone:
 * `E2E_PORT=3300 E2E_PG_PORT=54600 pnpm test:e2e --project=desktop tests/e2e/a11y/`.
 */
import { test } from '@playwright/test';
import {
  adminScreens,
  advisorScreens,
  coordinatorScreens,
  freshInvitation,
  investorScreens,
  investorStory,
  linkScreens,
  signedOutScreens,
  signInAdvisor,
  signInInvestor,
} from './screens.ts';
import { checkScreens, chooseLanguage, dismissCookieNotice, type Lang, languages } from './support.ts';

const HOST = 'demo.localhost';

/** Both languages on the desktop; Polish only on the phone (see above). */
function languagesFor(project: string): readonly Lang[] {
  return project === 'mobile' ? ['pl'] : languages;
}

for (const lang of languages) {
  test.describe(`portal on ${HOST} (${lang})`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(!languagesFor(testInfo.project.name).includes(lang), 'the phone checks Polish only');
      test.setTimeout(120_000);
      await chooseLanguage(page, lang);
    });

    test('signed-out pages', async ({ page }, testInfo) => {
      // The cookie notice is checked here, on the first public page it shows on.
      await checkScreens(page, HOST, lang, signedOutScreens(lang).slice(0, 1), testInfo);
      await dismissCookieNotice(page);
      await checkScreens(page, HOST, lang, signedOutScreens(lang).slice(1), testInfo);
    });

    test('public links: campaign, invest, KYC form', async ({ page }, testInfo) => {
      await dismissCookieNotice(page);
      const story = await investorStory(`a11y-public-${lang}`);
      const fresh = await freshInvitation(`a11y-fresh-${lang}`);
      await checkScreens(page, HOST, lang, linkScreens(story, fresh), testInfo);
    });

    test('investor panel', async ({ page }, testInfo) => {
      const story = await investorStory(`a11y-investor-${lang}`);
      await signInInvestor(page, HOST, story.email);
      await checkScreens(page, HOST, lang, investorScreens(story), testInfo);
    });

    test('advisor screens', async ({ page }, testInfo) => {
      await signInAdvisor(page, HOST, 'doradca@demo.localhost');
      await checkScreens(page, HOST, lang, await advisorScreens(), testInfo);
    });

    test('coordinator screens', async ({ page }, testInfo) => {
      await signInAdvisor(page, HOST, 'koordynator@demo.localhost');
      await checkScreens(page, HOST, lang, coordinatorScreens(), testInfo);
    });

    test('admin screens', async ({ page }, testInfo) => {
      await signInAdvisor(page, HOST, 'admin@demo.localhost');
      await checkScreens(page, HOST, lang, adminScreens(), testInfo);
    });
  });
}
