import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../investments/api.ts';
import { hostUrl } from '../support/env.ts';
import {
  downloadPdf,
  inviteInvestor,
  type Lang,
  prepare,
  screenshot,
  signInByLink,
  uploadConfirmation,
} from './support.ts';

const texts = {
  pl: {
    greeting: 'Dzień dobry,',
    campaign: 'Obligacje Demo 2027',
    offerLink: /^Obligacje Demo 2027 \(DEMO-12M\)$/,
    awaiting: 'Oferty do decyzji (2)',
    investments: 'Twoje inwestycje (1)',
    viewed: 'Wyświetlona',
    interested: 'Inwestor zainteresowany',
    interest: 'Jestem zainteresowany ofertą',
    interestSaved: 'Zapisaliśmy Twoje zainteresowanie ofertą.',
    amount: 'Kwota inwestycji (PLN)',
    belowMin: 'Minimalna kwota inwestycji to 10 000,00 PLN.',
    notStep: 'Kwota inwestycji musi być wielokrotnością 1 000,00 PLN.',
    consent: 'To pole musi zostać zaznaczone.',
    investment: 'Twoja inwestycja',
    sent: 'Wysłana',
    signed: 'Podpisana',
    sign: 'Podpisz umowę',
    sandboxSign: 'Podpisz',
    add: 'Dodaj potwierdzenie przelewu',
    file: 'Pobierz plik potwierdzenie.pdf',
    pdf: 'Pobierz podsumowanie (PDF)',
    pdfName: 'podsumowanie-DEMO-12M.pdf',
    active: 'Twoja inwestycja jest aktywna.',
    offers: 'Twoje oferty',
    investmentsTab: /Inwestycje \(1\)/,
    back: 'Wróć do ofert',
  },
  en: {
    greeting: 'Hello,',
    campaign: 'Demo Bonds 2027',
    offerLink: /^Demo Bonds 2027 \(DEMO-12M\)$/,
    awaiting: 'Offers awaiting your decision (2)',
    investments: 'Your investments (1)',
    viewed: 'Viewed',
    interested: 'Interested',
    interest: 'I am interested in this offer',
    interestSaved: 'We have noted your interest in the offer.',
    amount: 'Investment amount (PLN)',
    belowMin: 'The minimum investment amount is 10 000,00 PLN.',
    notStep: 'The investment amount must be a multiple of 1 000,00 PLN.',
    consent: 'This checkbox must be checked.',
    investment: 'Your investment',
    sent: 'Sent',
    signed: 'Signed',
    sign: 'Sign the agreement',
    sandboxSign: 'Sign',
    add: 'Add a payment confirmation',
    file: 'Download the file potwierdzenie.pdf',
    pdf: 'Download the summary (PDF)',
    pdfName: 'summary-DEMO-12M.pdf',
    active: 'Your investment is active.',
    offers: 'Your offers',
    investmentsTab: /Investments \(1\)/,
    back: 'Back to your offers',
  },
} as const;

/** Host-configured texts of the invest button (prisma/src/seed.ts). */
const submitTexts: Record<string, Record<Lang, string>> = {
  'demo.localhost': { pl: 'Składam zapis', en: 'Submit my subscription' },
  'inwestor.demo.localhost': { pl: 'Zapisuję się', en: 'Subscribe now' },
};

/**
 * The investor's whole way through the panel: sign-in by a mailed link, the dashboard, the offer,
 * interest, an amount refused (below the minimum, not a multiple of the step) then accepted, the
 * agreement's status and signing link, a payment confirmation, the PDF summary, the signature,
 * and the investment active.
 */
async function investorFlow(page: Page, host: string, lang: Lang, shoot: (screen: string) => Promise<void>) {
  const t = texts[lang];
  const email = uniqueEmail(`panel-${lang}`);
  await inviteInvestor(email, { alsoEur: true });
  await prepare(page, lang);
  await signInByLink(page, host, email, lang);

  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.greeting);
  await expect(page.getByRole('heading', { level: 2, name: t.awaiting })).toBeVisible();
  await shoot('dashboard');

  await page.getByRole('link', { name: t.offerLink }).click();
  await expect(page).toHaveURL(/\/app\/offers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: t.campaign })).toBeVisible();
  await expect(page.getByText(t.viewed, { exact: true })).toBeVisible();
  await shoot('offer');

  await page.getByRole('button', { name: t.interest }).click();
  await expect(page.getByText(t.interestSaved)).toBeVisible();
  await expect(page.getByText(t.interested, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t.interest })).toHaveCount(0);

  const submit = page.getByRole('button', { name: submitTexts[host]?.[lang] as string });
  const amount = page.getByLabel(t.amount);
  await amount.fill('5 000');
  await submit.click();
  await expect(page.getByText(t.belowMin)).toBeVisible();
  await expect(page.getByText(t.consent)).toHaveCount(2);
  await expect(amount).toBeFocused();
  await shoot('accept-errors');

  await amount.fill('25 000,50');
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await submit.click();
  await expect(page.getByText(t.notStep)).toBeVisible();

  await amount.fill('25 000');
  await submit.click();
  await expect(page).toHaveURL(/\/app\/investments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: t.investment })).toBeVisible();
  await expect(page.getByTestId('investment-amount')).toHaveText('25 000,00 PLN');
  // The agreement is made after the acceptance: the screen reads the offer until it is sent.
  await expect(page.getByTestId('contract-status')).toContainText(t.sent);
  const signLink = page.getByRole('link', { name: t.sign });
  await expect(signLink).toHaveAttribute('href', /\/sandbox\/e-signature\/sbx-/);

  await uploadConfirmation(page, t.add, 'potwierdzenie.pdf');
  await expect(page.getByRole('button', { name: t.file })).toBeVisible();
  expect(await downloadPdf(page, t.pdf)).toBe(t.pdfName);
  await shoot('investment');

  // Signing at the provider brings the investor back here; signed and paid, the investment is active.
  await signLink.click();
  await page.getByRole('button', { name: t.sandboxSign, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/investments\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('contract-status')).toContainText(t.signed);
  await expect(page.getByText(t.active)).toBeVisible();
  await shoot('investment-active');

  await page.getByRole('link', { name: t.back }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.offers })).toBeVisible();
  await page.getByRole('tab', { name: t.investmentsTab }).click();
  await expect(page).toHaveURL(/tab=investments/);
  await expect(page.getByTestId('offer-card')).toHaveCount(1);
  await page.getByRole('tab', { name: lang === 'pl' ? /Wszystkie/ : /All/ }).click();
  await expect(page.getByTestId('offer-card')).toHaveCount(2);
  await shoot('offers');

  await page.goto(hostUrl(host, '/app'));
  await expect(page.getByRole('heading', { level: 2, name: t.investments })).toBeVisible();
}

test.describe('investor panel', () => {
  for (const lang of ['pl', 'en'] as const) {
    test(`signs in by link, invests in an offer and follows the investment (${lang})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await investorFlow(page, 'demo.localhost', lang, (screen) => screenshot(page, screen, lang, testInfo));
    });
  }

  test('the same on inwestor.demo.localhost, the demo tenant in another theme', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await investorFlow(page, 'inwestor.demo.localhost', 'pl', (screen) =>
      screen === 'investment' ? screenshot(page, `theme-${screen}`, 'pl', testInfo) : Promise.resolve(),
    );
  });
});
