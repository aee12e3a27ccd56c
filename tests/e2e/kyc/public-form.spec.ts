import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../investments/api.ts';
import { sql } from '../support/database.ts';
import {
  expectSection,
  field,
  fillBankAccount,
  fillFatcaCrs,
  fillInvestmentDetails,
  fillInvestorInformation,
  fillInvestorStatus,
  fillRest,
  fillSanctions,
  fillTaxStatus,
  NRB,
  NRB_INVALID,
  next,
  openSection,
  PESEL,
  PESEL_INVALID,
  PESEL_OTHER_BIRTH_DATE,
  texts,
} from './questionnaire.ts';
import { chooseLanguage, fillDate, inviteToKyc, isoDay, kycUrl, type Lang, screenshot } from './support.ts';

const runs: { lang: Lang; host: string }[] = [
  { lang: 'pl', host: 'demo.localhost' },
  // The same form on the host with another theme, in English.
  { lang: 'en', host: 'inwestor.demo.localhost' },
];

for (const { lang, host } of runs) {
  test(`public KYC form (${lang}, ${host}): invalid inputs corrected, sent, then read-only`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    const invitation = await inviteToKyc(uniqueEmail(`kyc-public-${lang}`));
    await chooseLanguage(page, lang);
    await page.goto(kycUrl(invitation.token, host));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(invitation.email)).toBeVisible();
    await expectSection(page, t, 0);

    // Nothing filled in: every required field says so, and the first one has the focus.
    await next(page, t);
    await expect(page.getByText(t.required).first()).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'section-errors', lang, testInfo);

    await fillInvestorInformation(page, t, PESEL_INVALID);
    // A document that expires in 3 days is refused (at least 7 more days).
    await fillDate(field(page, t.f.expiryDate), isoDay(3));
    await next(page, t);
    await expect(page.getByText(t.peselInvalid)).toBeVisible();
    await expect(field(page, t.f.pesel)).toBeFocused();
    await expect(page.getByText(t.documentExpiry)).toBeVisible();
    await fillDate(field(page, t.f.expiryDate), isoDay(400));

    await field(page, t.f.pesel).fill(PESEL_OTHER_BIRTH_DATE);
    await next(page, t);
    await expect(page.getByText(t.birthDatePesel)).toBeVisible();
    await expect(field(page, t.f.birthDate)).toBeFocused();

    await field(page, t.f.pesel).fill(PESEL);
    await screenshot(page, 'section-1', lang, testInfo);
    await next(page, t);

    await expectSection(page, t, 1);
    await fillTaxStatus(page, t);
    await screenshot(page, 'section-2', lang, testInfo);
    await next(page, t);

    await expectSection(page, t, 2);
    await fillInvestmentDetails(page, t, true);
    await screenshot(page, 'section-3', lang, testInfo);
    await next(page, t);

    await expectSection(page, t, 3);
    await fillInvestorStatus(page, t, true);
    await screenshot(page, 'section-4', lang, testInfo);
    await next(page, t);

    await expectSection(page, t, 4);
    await fillBankAccount(page, t, NRB_INVALID);
    await next(page, t);
    await expect(page.getByText(t.bankAccount)).toBeVisible();
    await field(page, t.f.iban).fill(NRB.replaceAll(' ', ''));
    await field(page, t.f.iban).blur();
    // Shown grouped as spec §9 prints a Polish account.
    await expect(field(page, t.f.iban)).toHaveValue(NRB);
    await screenshot(page, 'section-5', lang, testInfo);
    await next(page, t);

    await expectSection(page, t, 5);
    await fillFatcaCrs(page, t);
    await screenshot(page, 'section-6', lang, testInfo);
    await next(page, t);

    await expectSection(page, t, 6);
    await fillSanctions(page, t, '60,5', '40');
    await expect(page.getByTestId('sanctions-total')).toContainText('100,5');
    await page.getByRole('button', { name: t.toReview }).click();
    await expect(page.getByText(t.sanctionTotal)).toBeVisible();
    await screenshot(page, 'section-7-errors', lang, testInfo);
    await field(page, t.f.cuba).fill('39,5');
    await screenshot(page, 'section-7', lang, testInfo);
    await page.getByRole('button', { name: t.toReview }).click();

    await expect(page.getByRole('heading', { level: 2, name: t.review })).toBeVisible();
    const review = page.getByRole('region', { name: t.section[4] });
    await expect(review).toContainText(NRB);
    await expect(page.getByRole('region', { name: t.section[0] })).toContainText(PESEL);
    await screenshot(page, 'review', lang, testInfo);

    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('kyc-thank-you')).toHaveText(t.thankYou);
    await expect(page.getByRole('region', { name: t.section[6] })).toContainText('60,50%');
    await screenshot(page, 'thank-you', lang, testInfo);

    const stored = await sql('SELECT status::text AS status, name FROM onboarding_request WHERE id = $1', [
      invitation.requestId,
    ]);
    expect(stored.rows).toEqual([{ status: 'finished', name: 'Anna Nowak' }]);

    // The link again: closed, with what was sent below.
    await page.goto(kycUrl(invitation.token, host));
    await expect(page.getByTestId('kyc-already-sent')).toHaveText(t.alreadySent);
    await expect(page.getByRole('region', { name: t.section[0] })).toContainText('Anna');
    await screenshot(page, 'already-sent', lang, testInfo);
  });
}

test('a reload in the middle of the public form keeps what was typed', async ({ page }) => {
  test.setTimeout(120_000);
  const t = texts.pl;
  const invitation = await inviteToKyc(uniqueEmail('kyc-reload'));
  await chooseLanguage(page, 'pl');
  await page.goto(kycUrl(invitation.token));
  await field(page, t.f.firstName).fill('Zofia');
  await page.reload();
  await expect(field(page, t.f.firstName)).toHaveValue('Zofia');

  await fillInvestorInformation(page, t, PESEL);
  await next(page, t);
  await expectSection(page, t, 1);
  await field(page, t.f.taxNumber).fill('5260250274');
  await page.reload();
  await expectSection(page, t, 1);
  await expect(field(page, t.f.taxNumber)).toHaveValue('5260250274');
  // The completed section is one click away, as it was typed.
  await openSection(page, t, 0);
  await expect(field(page, t.f.firstName)).toHaveValue('Anna');
  await expect(field(page, t.f.pesel)).toHaveValue(PESEL);
  await next(page, t);
  await fillRest(page, t, { upload: false });
});

test('an unknown link says the token is not active; the seeded finished one shows what was sent', async ({ page }) => {
  await chooseLanguage(page, 'pl');
  await page.goto(kycUrl('nieznany-token-123'));
  await expect(page.getByText('Ten token nie jest już aktywny.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);

  await page.goto(kycUrl('demo-kyc-finished'));
  await expect(page.getByTestId('kyc-already-sent')).toHaveText(texts.pl.alreadySent);
  await expect(page.getByRole('region', { name: texts.pl.section[4] })).toBeVisible();
});
