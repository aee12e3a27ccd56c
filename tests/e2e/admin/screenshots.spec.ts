import { expect, test } from '@playwright/test';
import { sql } from '../support/database.ts';
import { type Lang, openAsAdmin, screenshot } from './admin-support.ts';

/** Every screen of the admin share in both languages, for a look by eye (tests/e2e/screenshots). */
const headings: Record<Lang, Record<string, string>> = {
  pl: {
    advisors: 'Doradcy',
    new: 'Nowy doradca',
    documents: 'Dokumenty',
    requests: 'Wnioski onboardingowe',
    invitation: 'Zaproszenie KYC',
    preview: 'Wniosek onboardingowy klient4@demo.localhost',
  },
  en: {
    advisors: 'Advisors',
    new: 'New advisor',
    documents: 'Documents',
    requests: 'Onboarding requests',
    invitation: 'KYC invitation',
    preview: 'Onboarding request of klient4@demo.localhost',
  },
};

for (const lang of ['pl', 'en'] as const) {
  test(`screenshots of the admin screens in ${lang}`, async ({ page }, testInfo) => {
    const advisor = await sql(
      `SELECT a.id FROM advisor a JOIN app_user u ON u.id = a.user_id WHERE u.email = 'doradca@demo.localhost'`,
    );
    const request = await sql('SELECT id FROM onboarding_request WHERE email = $1', ['klient4@demo.localhost']);
    const text = headings[lang];

    await openAsAdmin(page, '/app/advisors', lang);
    await expect(page.getByRole('heading', { level: 1, name: text.advisors })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'doradca@demo.localhost', exact: true })).toHaveCount(1);
    await screenshot(page, 'advisors', lang, testInfo);

    await page.goto(`${new URL(page.url()).origin}/app/advisors/new`);
    await expect(page.getByRole('heading', { level: 1, name: text.new })).toBeVisible();
    await page
      .getByRole('button', { name: lang === 'pl' ? 'Dodaj doradcę' : 'Add advisor' })
      .last()
      .click();
    await screenshot(page, 'advisor-new', lang, testInfo);

    await page.goto(`${new URL(page.url()).origin}/app/advisors/${advisor.rows[0].id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dawid Kowalski' })).toBeVisible();
    await expect(page.getByTestId('advisor-status')).toBeVisible();
    await screenshot(page, 'advisor-edit', lang, testInfo);

    await page.goto(`${new URL(page.url()).origin}/app/documents`);
    await expect(page.getByRole('heading', { level: 1, name: text.documents })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Regulamin oferty.pdf' })).toHaveCount(1);
    await screenshot(page, 'documents', lang, testInfo);

    await page.goto(`${new URL(page.url()).origin}/app/onboarding/requests`);
    await expect(page.getByRole('heading', { level: 1, name: text.requests })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'klient4@demo.localhost' })).toHaveCount(1);
    await screenshot(page, 'requests', lang, testInfo);

    await page
      .getByRole('button', { name: lang === 'pl' ? 'Wyślij zaproszenie KYC' : 'Send a KYC invitation' })
      .click();
    const dialog = page.getByRole('dialog', { name: text.invitation });
    await dialog.getByRole('button', { name: lang === 'pl' ? 'Wyślij zaproszenia' : 'Send invitations' }).click();
    await expect(dialog.getByText(lang === 'pl' ? 'To pole jest wymagane.' : 'This field is required.')).toBeVisible();
    await screenshot(page, 'invitation', lang, testInfo);

    await page.goto(`${new URL(page.url()).origin}/app/preview/${request.rows[0].id}`);
    await expect(page.getByRole('heading', { level: 1, name: text.preview })).toBeVisible();
    await screenshot(page, 'preview', lang, testInfo);
  });
}
