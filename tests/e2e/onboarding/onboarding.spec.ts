import { devices, expect, type Page, test } from '@playwright/test';
import { demo } from '../investments/api.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import {
  forgetCompany,
  freshInvestor,
  LEGAL_HOST,
  NATURAL_HOST,
  naturalPersonWithKycDraft,
  screenshot,
  sendOnboardingRequest,
  signInInvestor,
} from './support.ts';

/** A company of the register sandbox the demo tenant does not have yet, and one it already has (README). */
const NEW_KRS = '0000345678';
const EXISTING_KRS = '0000123456';

const texts = {
  pl: {
    intro: 'Jak przebiega weryfikacja',
    start: 'Rozpocznij',
    type: 'W czyim imieniu inwestujesz?',
    natural: /Osoba fizyczna/,
    legal: /Osoba prawna/,
    next: 'Dalej',
    company: 'Firma',
    krs: /^Numer KRS/,
    load: 'Wczytaj z rejestru',
    noNumber: 'Podaj numer rejestrowy, aby pobrać dane firmy z rejestru.',
    exists: 'Firma o tym numerze KRS już istnieje – wybierz ją z listy istniejących.',
    name: /^Nazwa/,
    save: 'Zapisz i przejdź dalej',
    identity: 'Potwierdzenie tożsamości',
    continueOnPhone: 'Kontynuuj na telefonie',
    openQr: /Otwórz stronę weryfikacji/,
    verify: 'Zweryfikuj moją tożsamość',
    sandboxVerify: 'Potwierdź tożsamość',
    phoneThanks: 'Dziękujemy',
    chooser: 'Który wniosek chcesz kontynuować?',
    requests: 'Moje wnioski onboardingowe',
    preview: 'Podgląd wniosku',
    continueVerification: 'Kontynuuj weryfikację',
  },
  en: {
    intro: 'How the verification works',
    start: 'Start',
    type: 'On whose behalf do you invest?',
    natural: /Natural person/,
    legal: /Legal person/,
    next: 'Next',
    company: 'Company',
    krs: /^KRS number/,
    load: 'Load from the register',
    noNumber: "Enter the register number to load the company's data from the register.",
    exists: 'A company with this register number already exists – choose it from the existing ones.',
    name: /^Name/,
    save: 'Save and continue',
    identity: 'Identity confirmation',
    continueOnPhone: 'Continue on my phone',
    openQr: /Open the verification page/,
    verify: 'Verify my identity',
    sandboxVerify: 'Verify identity',
    phoneThanks: 'Thank you',
    chooser: 'Which request do you want to continue?',
    requests: 'My onboarding requests',
    preview: 'Request preview',
    continueVerification: 'Continue the verification',
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test.describe('investor onboarding', () => {
  for (const lang of ['pl', 'en'] as const) {
    test(`a legal person loads a new company from the register on a host that enables legal persons (${lang})`, async ({
      page,
    }, testInfo) => {
      const t = texts[lang];
      const { email, requestId } = await freshInvestor(`onb-legal-${lang}`);
      await forgetCompany(NEW_KRS);
      await signInInvestor(page, LEGAL_HOST, email, lang);

      await page.goto(hostUrl(LEGAL_HOST, '/app/onboarding'));
      // The only open request is taken without asking, and kept in the URL.
      await expect(heading(page, t.intro)).toBeVisible();
      await expect(page).toHaveURL(hostUrl(LEGAL_HOST, `/app/onboarding?request=${requestId}`));
      await screenshot(page, 'intro', lang, testInfo);

      await page.getByRole('button', { name: t.start }).click();
      await expect(heading(page, t.type)).toBeVisible();
      await expect(page.getByRole('radio', { name: t.natural })).toBeVisible();
      await page.getByRole('radio', { name: t.legal }).click();
      await screenshot(page, 'type', lang, testInfo);
      await page.getByRole('button', { name: t.next }).click();

      await expect(heading(page, t.company)).toBeVisible();
      // No load without a register number (spec §5).
      await page.getByRole('button', { name: t.load }).click();
      await expect(page.getByText(t.noNumber)).toBeVisible();

      await page.getByRole('textbox', { name: t.krs }).fill(EXISTING_KRS);
      await page.getByRole('button', { name: t.load }).click();
      const exists = page.getByTestId('company-exists');
      await expect(exists).toContainText(t.exists);
      await expect(exists).toContainText('Zielona Dolina Energia');
      await expect(page.getByRole('textbox', { name: t.name })).toHaveCount(0);
      await screenshot(page, 'company-exists', lang, testInfo);

      await page.getByRole('textbox', { name: t.krs }).fill(NEW_KRS);
      await page.getByRole('button', { name: t.load }).click();
      await expect(page.getByRole('textbox', { name: t.name })).toHaveValue('Kodeks Software sp. z o.o.');
      await expect(page.getByRole('textbox', { name: /^REGON/ })).toHaveValue('367254910');
      await expect(page.getByTestId('representative').getByRole('textbox').nth(1)).toHaveValue('Nowicki');
      await screenshot(page, 'company-loaded', lang, testInfo);

      await page.getByRole('button', { name: t.save }).click();
      await expect(heading(page, t.identity)).toBeVisible();
      const stored = await sql(
        `SELECT r.investor_type::text AS type, c.name, c.register_number AS krs
           FROM onboarding_request r JOIN company c ON c.id = r.company_id WHERE r.id = $1`,
        [requestId],
      );
      expect(stored.rows).toEqual([{ type: 'legal-person', name: 'Kodeks Software sp. z o.o.', krs: NEW_KRS }]);

      if (testInfo.project.name === 'desktop') {
        // A computer: a QR code and the link of the provider's page, to continue on a phone.
        await page.getByRole('button', { name: t.continueOnPhone }).click();
        await expect(page.getByTestId('verification-qr')).toBeVisible();
        await expect(page.getByTestId('verification-link')).toContainText('/sandbox/identity/sbx-identity-');
        await expect(page.getByRole('link', { name: t.openQr })).toHaveAttribute(
          'href',
          /\/sandbox\/identity\/sbx-identity-/,
        );
        await screenshot(page, 'identity-desktop', lang, testInfo);
      } else {
        await expect(page.getByRole('button', { name: t.verify })).toBeVisible();
        await screenshot(page, 'identity-mobile', lang, testInfo);
      }
    });
  }

  test('a natural person on a host without legal persons verifies their identity and reaches the questionnaire', async ({
    page,
    browser,
  }, testInfo) => {
    const t = texts.pl;
    const { email, requestId } = await freshInvestor('onb-natural');
    await signInInvestor(page, NATURAL_HOST, email);
    await page.goto(hostUrl(NATURAL_HOST, `/app/onboarding?request=${requestId}&step=type`));
    await expect(heading(page, t.type)).toBeVisible();
    await expect(page.getByRole('radio', { name: t.legal })).toHaveCount(0);
    await expect(page.getByText('Na tej stronie weryfikację mogą przejść tylko osoby fizyczne.')).toBeVisible();
    await page.getByRole('radio', { name: t.natural }).click();
    await page.getByRole('button', { name: t.next }).click();
    await expect(heading(page, t.identity)).toBeVisible();
    const type = await sql('SELECT investor_type::text AS type FROM onboarding_request WHERE id = $1', [requestId]);
    expect(type.rows).toEqual([{ type: 'natural-person' }]);

    if (testInfo.project.name === 'mobile') {
      // A phone: the button opens the provider's page; verified there, the investor comes back and goes on.
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page).toHaveURL(/\/sandbox\/identity\/sbx-identity-/);
      await page.getByRole('button', { name: t.sandboxVerify }).click();
    } else {
      // A computer: the link is opened on a phone (another browser with a phone's screen and agent),
      // verified there, and this page notices it by itself.
      await page.getByRole('button', { name: t.continueOnPhone }).click();
      const link = (await page.getByTestId('verification-link').textContent()) ?? '';
      expect(link).toContain('/sandbox/identity/');
      const phone = await browser.newContext({ ...devices['Pixel 7'] });
      const phonePage = await phone.newPage();
      await phonePage.goto(link);
      await phonePage.getByRole('button', { name: t.sandboxVerify }).click();
      // The phone is not signed in: it is thanked and sent back to the computer, not to a sign-in page.
      await expect(phonePage.getByRole('heading', { level: 1, name: t.phoneThanks })).toBeVisible();
      await expect(phonePage).toHaveURL(hostUrl(NATURAL_HOST, `/identity-confirmed?request=${requestId}`));
      await phone.close();
    }
    await expect(page).toHaveURL(hostUrl(NATURAL_HOST, `/app/onboarding/${requestId}/primary-data`), {
      timeout: 15_000,
    });
    const identity = await sql(
      'SELECT status::text AS status FROM identity_verification WHERE onboarding_request_id = $1',
      [requestId],
    );
    expect(identity.rows).toEqual([{ status: 'verified' }]);
  });

  for (const lang of ['pl', 'en'] as const) {
    test(`the session chooser offers each open request and keeps the choice on reload (${lang})`, async ({
      page,
    }, testInfo) => {
      const t = texts[lang];
      const { email, requestId: fromAdvisor } = await freshInvestor(`onb-chooser-${lang}`);
      const fromCoordinator = await sendOnboardingRequest(email, demo.coordinator);
      await signInInvestor(page, NATURAL_HOST, email, lang);
      await page.goto(hostUrl(NATURAL_HOST, '/app/onboarding'));
      await expect(heading(page, t.chooser)).toBeVisible();
      const cards = page.getByTestId('session-card');
      await expect(cards).toHaveCount(2);
      // Newest first.
      await expect(cards.nth(0)).toContainText('Krzysztof Wiśniewski');
      await expect(cards.nth(1)).toContainText('Dawid Kowalski');
      await screenshot(page, 'chooser', lang, testInfo);

      await cards.nth(1).getByRole('button').click();
      await expect(heading(page, t.intro)).toBeVisible();
      await expect(page).toHaveURL(hostUrl(NATURAL_HOST, `/app/onboarding?request=${fromAdvisor}`));
      await expect(page.getByText('Dawid Kowalski')).toBeVisible();
      await page.reload();
      await expect(heading(page, t.intro)).toBeVisible();
      await expect(page.getByText('Dawid Kowalski')).toBeVisible();
      expect(fromCoordinator).not.toBe(fromAdvisor);
    });
  }

  for (const lang of ['pl', 'en'] as const) {
    test(`the investor's requests list and a request's read-only preview (${lang})`, async ({ page }, testInfo) => {
      const t = texts[lang];
      const { email, requestId } = await freshInvestor(`onb-list-${lang}`);
      await sendOnboardingRequest(email, demo.coordinator);
      const token = await signInInvestor(page, NATURAL_HOST, email, lang);
      await naturalPersonWithKycDraft(NATURAL_HOST, token, requestId);

      await page.goto(hostUrl(NATURAL_HOST, '/app/onboarding/requests'));
      await expect(heading(page, t.requests)).toBeVisible();
      await expect(page.getByText(lang === 'pl' ? 'Liczba wniosków: 2' : 'Requests: 2')).toBeVisible();
      await expect(page.getByTestId('request-status').filter({ visible: true })).toHaveCount(2);
      await screenshot(page, 'requests', lang, testInfo);

      const previewName = lang === 'pl' ? 'Podgląd wniosku: Dawid Kowalski' : 'Preview the request: Dawid Kowalski';
      await page.getByRole('link', { name: previewName }).click();
      await expect(page).toHaveURL(hostUrl(NATURAL_HOST, `/app/preview/${requestId}`));
      await expect(heading(page, t.preview)).toBeVisible();
      const investorSection = page.getByRole('region', {
        name: lang === 'pl' ? '1. Informacje o inwestorze' : '1. Investor information',
      });
      await expect(investorSection).toContainText('Nowak');
      await expect(page.getByRole('region', { name: /^7\. / })).toBeVisible();
      await screenshot(page, 'preview', lang, testInfo);

      // Not finished: continue where the data says (a natural person, identity not verified yet).
      await page.getByRole('link', { name: t.continueVerification }).click();
      await expect(page).toHaveURL(hostUrl(NATURAL_HOST, `/app/onboarding?request=${requestId}`));
      await expect(heading(page, t.identity)).toBeVisible();
    });
  }
});
