import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../investments/api.ts';
import { hostUrl } from '../support/env.ts';
import { downloadPdf, inviteInvestor, type Lang, prepare, screenshot, uploadConfirmation } from './support.ts';

const demo = (path: string) => hostUrl('demo.localhost', path);

const texts = {
  pl: {
    name: 'Obligacje Demo 2027',
    summary: 'Obligacje korporacyjne o stałym oprocentowaniu, wypłata odsetek co kwartał.',
    invitedAs: 'Zaproszenie dla',
    interest: 'Jestem zainteresowany ofertą',
    interested: 'Inwestor zainteresowany',
    investButton: 'Zainwestuj w kampanię',
    formTitle: 'Zapis na inwestycję',
    submit: 'Składam zapis',
    amount: 'Kwota inwestycji (PLN)',
    required: 'To pole jest wymagane.',
    consent: 'To pole musi zostać zaznaczone.',
    aboveMax: 'Maksymalna kwota inwestycji to 500 000,00 PLN.',
    thanks: 'Dziękujemy za zapis!',
    thanksText: 'Przyjęliśmy Twój zapis na kwotę 120 000,00 PLN w kampanii Obligacje Demo 2027.',
    sent: 'Wysłana',
    sign: /^Podpisz umowę/,
    add: 'Dodaj potwierdzenie przelewu',
    file: 'Pobierz plik przelew.pdf',
    pdf: 'Pobierz podsumowanie (PDF)',
    pdfName: 'podsumowanie-DEMO-12M.pdf',
    back: 'Wróć do oferty',
    accepted: 'Zaakceptowana',
  },
  en: {
    name: 'Demo Bonds 2027',
    summary: 'Fixed-rate corporate bonds with quarterly interest.',
    invitedAs: 'Invitation for',
    interest: 'I am interested in this offer',
    interested: 'Interested',
    investButton: 'Invest in the campaign',
    formTitle: 'Subscribe to the investment',
    submit: 'Submit my subscription',
    amount: 'Investment amount (PLN)',
    required: 'This field is required.',
    consent: 'This checkbox must be checked.',
    aboveMax: 'The maximum investment amount is 500 000,00 PLN.',
    thanks: 'Thank you for subscribing!',
    thanksText: 'We have received your subscription of 120 000,00 PLN in the Demo Bonds 2027 campaign.',
    sent: 'Sent',
    sign: /^Sign the agreement/,
    add: 'Add a payment confirmation',
    file: 'Download the file przelew.pdf',
    pdf: 'Download the summary (PDF)',
    pdfName: 'summary-DEMO-12M.pdf',
    back: 'Back to the offer',
    accepted: 'Accepted',
  },
} as const;

test.describe('public campaign link', () => {
  for (const lang of ['pl', 'en'] as const) {
    test(`opens in Polish, ${lang === 'en' ? 'switches to English, ' : ''}takes interest and a subscription`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      const t = texts[lang];
      const email = uniqueEmail(`public-${lang}`);
      const token = await inviteInvestor(email);
      await prepare(page, 'pl');

      // The invitation's link, as the investor opens it from the mail: Polish by default.
      await page.goto(demo(`/campaign?token=${token}`));
      await expect(page.getByRole('heading', { level: 1, name: texts.pl.name })).toBeVisible();
      await expect(page.getByText(texts.pl.summary)).toBeVisible();
      if (lang === 'en') {
        await page.getByRole('radiogroup', { name: 'Język' }).getByText('EN', { exact: true }).click();
        // The campaign's own texts follow the chosen language.
        await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
        await expect(page.getByText(t.summary)).toBeVisible();
      }
      await expect(page.getByText(`${t.invitedAs} ${email}`)).toBeVisible();
      await screenshot(page, 'campaign', lang, testInfo);

      await page.getByRole('button', { name: t.interest }).click();
      await expect(page.getByText(t.interested, { exact: true })).toBeVisible();

      await page.getByRole('link', { name: t.investButton }).click();
      await expect(page).toHaveURL(demo(`/invest?token=${token}`));
      await expect(page.getByRole('heading', { level: 1, name: t.formTitle })).toBeVisible();
      const submit = page.getByRole('button', { name: t.submit });
      await submit.click();
      await expect(page.getByText(t.required)).toBeVisible();
      await expect(page.getByText(t.consent)).toHaveCount(2);
      await page.getByLabel(t.amount).fill('600 000');
      await submit.click();
      await expect(page.getByText(t.aboveMax)).toBeVisible();
      await screenshot(page, 'invest-form', lang, testInfo);

      await page.getByLabel(t.amount).fill('120 000,00');
      await page.getByRole('checkbox').nth(0).check();
      await page.getByRole('checkbox').nth(1).check();
      await submit.click();
      await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
      await expect(page.getByText(t.thanksText)).toBeVisible();
      await expect(page.getByTestId('contract-status')).toContainText(t.sent);
      const sign = page.getByRole('link', { name: t.sign });
      await expect(sign).toHaveAttribute('href', /\/sandbox\/e-signature\/sbx-/);
      // The provider's page opens beside this one (its return leads elsewhere).
      await expect(sign).toHaveAttribute('target', '_blank');
      await uploadConfirmation(page, t.add, 'przelew.pdf');
      await expect(page.getByRole('button', { name: t.file })).toBeVisible();
      expect(await downloadPdf(page, t.pdf)).toBe(t.pdfName);
      await screenshot(page, 'invest-result', lang, testInfo);

      // Back on the offer: accepted, it shows the investment instead of the decision.
      await page.getByRole('link', { name: t.back }).click();
      await expect(page.getByText(t.accepted, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: t.investButton })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.file })).toBeVisible();
      await screenshot(page, 'campaign-accepted', lang, testInfo);
    });
  }
});

const errors = {
  pl: {
    notStarted: 'Kampania jeszcze się nie rozpoczęła',
    notStartedText: /Zapisy w kampanii Fundusz Przyszłości ruszą \d{2}\.\d{2}\.\d{4}\./,
    completed: 'Kampania została zakończona',
    completedText: /Zapisy w kampanii Obligacje Demo 2025 zakończyły się \d{2}\.\d{2}\.\d{4}\./,
    token: 'Link jest nieaktywny',
    tokenText: 'Ten token nie jest już aktywny.',
  },
  en: {
    notStarted: 'The campaign has not started yet',
    notStartedText: /Subscriptions to the Future Fund campaign open on \d{2}\.\d{2}\.\d{4}\./,
    completed: 'The campaign has ended',
    completedText: /Subscriptions to the Demo Bonds 2025 campaign closed on \d{2}\.\d{2}\.\d{4}\./,
    token: 'This link is no longer active',
    tokenText: 'This token is no longer active.',
  },
} as const;

test.describe('public links that cannot be acted on', () => {
  for (const lang of ['pl', 'en'] as const) {
    test(`say why on a full page (${lang})`, async ({ page }, testInfo) => {
      const t = errors[lang];
      await prepare(page, lang as Lang);
      await page.goto(demo('/campaign?token=demo-offer-not-started'));
      await expect(page.getByRole('heading', { level: 1, name: t.notStarted })).toBeVisible();
      await expect(page.getByText(t.notStartedText)).toBeVisible();
      await screenshot(page, 'error-not-started', lang, testInfo);

      await page.goto(demo('/invest?token=demo-offer-completed'));
      await expect(page.getByRole('heading', { level: 1, name: t.completed })).toBeVisible();
      await expect(page.getByText(t.completedText)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);

      await page.goto(demo('/campaign?token=no-such-offer-token'));
      await expect(page.getByRole('heading', { level: 1, name: t.token })).toBeVisible();
      await expect(page.getByText(t.tokenText)).toBeVisible();
      await screenshot(page, 'error-token', lang, testInfo);
    });
  }
});
