/**
 * Accessibility of the operator console (issue 19): axe-core with the WCAG 2.1 A/AA rules finds
 * no serious or critical violation on any of its screens, in Polish and in English. The console
 * is not branded (one look on every host), so it is checked on localhost only; the reasons for
 * the whole selection are in `portal.spec.ts`. Desktop only: operators work at a desk, and the
 * portal's phone layout is checked there.
 */
import { expect, type Page, test } from '@playwright/test';
import { OPERATOR, signIn } from '../console/support.ts';
import { sql } from '../support/database.ts';
import { DEMO_PASSWORD } from '../support/session.ts';
import { freshInvitation } from './screens.ts';
import { checkScreens, chooseLanguage, languages, type Screen } from './support.ts';

const HOST = 'localhost';
const DEMO_TENANT = '00000000-0000-4000-8000-000000000002';
/** A well-formed but unknown password link (`#/password/<token>`): its page and its refusal. */
const FAKE_TOKEN = 'a11y-check-token-0000000000000000000000';

const texts = {
  pl: { password: 'Hasło', submit: 'Zaloguj się', code: 'Kod uwierzytelniający', open: /^Otwórz wiadomość/ },
  en: { password: 'Password', submit: 'Sign in', code: 'Authentication code', open: /^Open the mail/ },
} as const;

/** A section's own heading (level 2 in the main area): the header's title is on every screen. */
const sectionHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first();

for (const lang of languages) {
  test.describe(`console (${lang})`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === 'mobile', 'the console is checked on the desktop');
      test.setTimeout(120_000);
      await chooseLanguage(page, lang);
    });

    test('sign-in', async ({ page }, testInfo) => {
      const t = texts[lang];
      const screens: Screen[] = [
        { name: 'sign-in', path: '/console/', ready: sectionHeading },
        {
          name: 'sign-in code step',
          path: '/console/',
          ready: sectionHeading,
          prepare: async (page) => {
            await page.getByLabel('E-mail').fill(OPERATOR);
            await page.getByLabel(t.password).fill(DEMO_PASSWORD);
            await page.getByRole('button', { name: t.submit }).click();
            await expect(page.getByLabel(t.code)).toBeVisible();
          },
        },
        { name: 'set a password', path: `/console/#/password/${FAKE_TOKEN}`, ready: sectionHeading },
      ];
      await checkScreens(page, HOST, `${lang} console`, screens, testInfo);
    });

    test('sections', async ({ page }, testInfo) => {
      const t = texts[lang];
      // The sign-in helper speaks Polish; the screens then open in the language of this run.
      await page.addInitScript(() => window.localStorage.setItem('wl.console.language', 'pl'));
      await signIn(page);
      await chooseLanguage(page, lang);
      // A mail in the outbox to open (a fresh database may have none yet): an invitation of its own.
      await freshInvitation('a11y-console');
      const demoHost = await sql(`SELECT id FROM host_config WHERE hostname = 'demo.localhost'`);
      const screens: Screen[] = [
        { name: 'hosts', path: '/console/#/hosts', ready: sectionHeading },
        { name: 'host editor', path: `/console/#/hosts/${demoHost.rows[0].id}`, ready: sectionHeading },
        { name: 'new domain', path: '/console/#/onboard', ready: sectionHeading },
        { name: 'catalogue (choose a partner)', path: '/console/#/catalogue', ready: sectionHeading },
        { name: 'catalogue', path: `/console/#/catalogue/${DEMO_TENANT}`, ready: sectionHeading },
        { name: 'audit log', path: '/console/#/audit', ready: sectionHeading },
        { name: 'mail outbox', path: '/console/#/outbox', ready: sectionHeading },
        {
          name: 'mail',
          path: '/console/#/outbox',
          ready: sectionHeading,
          prepare: async (page) => {
            await page.getByRole('button', { name: t.open }).first().click();
            await expect(page.getByRole('dialog')).toBeVisible();
          },
          // The mail's HTML body is shown in a frame with `sandbox=""` (no script may run there, by
          // design: the mail carries what users typed): axe cannot be injected into it and would
          // wait for it for ever. The drawer around it, with the mail's text version, is checked.
          exclude: ['iframe[sandbox=""]'],
        },
        { name: 'operators', path: '/console/#/operators', ready: sectionHeading },
      ];
      await checkScreens(page, HOST, `${lang} console`, screens, testInfo);
    });
  });
}
