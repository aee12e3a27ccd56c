import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../investments/api.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import {
  expectSection,
  field,
  fillInvestorInformation,
  fillRest,
  next,
  openSection,
  PESEL,
  texts,
} from './questionnaire.ts';
import {
  chooseLanguage,
  investorTokens,
  inviteToKyc,
  type Lang,
  screenshot,
  useInvestorSession,
  verifyIdentity,
} from './support.ts';

const investorTexts = {
  pl: {
    heading: 'Dane podstawowe i ankieta KYC',
    saved: /^Zapisano \d{2}:\d{2}$/,
    identityRefused: 'Tożsamość nie została jeszcze zweryfikowana.',
    toIdentity: 'Przejdź do weryfikacji tożsamości',
    thankYou: 'Dziękujemy! Ankieta KYC została wysłana do weryfikacji.',
    toPreview: 'Zobacz wysłane dane',
    finished: 'Ten wniosek został już wysłany',
  },
  en: {
    heading: 'Primary data and KYC questionnaire',
    saved: /^Saved \d{2}:\d{2}$/,
    identityRefused: 'Your identity has not been verified yet.',
    toIdentity: 'Go to identity verification',
    thankYou: 'Thank you! Your KYC questionnaire has been sent for verification.',
    toPreview: 'View the data sent',
    finished: 'This request has already been sent',
  },
} as const;

const runs: { lang: Lang; host: string }[] = [
  { lang: 'pl', host: 'demo.localhost' },
  { lang: 'en', host: 'inwestor.demo.localhost' },
];

for (const { lang, host } of runs) {
  test(`investor panel (${lang}, ${host}): primary data and KYC saved per section, resumed, sent to verification`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    const it = investorTexts[lang];
    const invitation = await inviteToKyc(uniqueEmail(`kyc-investor-${lang}`));
    const tokens = await investorTokens(invitation.email, host);
    await useInvestorSession(page, tokens);
    await chooseLanguage(page, lang);
    const url = hostUrl(host, `/app/onboarding/${invitation.requestId}/primary-data`);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: it.heading })).toBeVisible();
    await expectSection(page, t, 0);

    await fillInvestorInformation(page, t, PESEL);
    await screenshot(page, 'investor-section-1', lang, testInfo);
    await next(page, t);
    await expectSection(page, t, 1);
    await expect(page.getByTestId('kyc-saved')).toHaveText(it.saved);
    const drafts = await sql('SELECT count(*)::int AS n FROM kyc_submission WHERE onboarding_request_id = $1', [
      invitation.requestId,
    ]);
    expect(drafts.rows[0].n).toBe(1);

    // Typed but not saved yet: kept by this browser across a reload.
    await field(page, t.f.taxNumber).fill('5260250274');
    await page.reload();
    await expectSection(page, t, 1);
    await expect(field(page, t.f.taxNumber)).toHaveValue('5260250274');

    // Without the browser's copy (another device, a cleared session) the server's draft resumes
    // at the first section not saved, the saved one filled in.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('kyc-progress:')) localStorage.removeItem(key);
    });
    await page.reload();
    await expectSection(page, t, 1);
    await expect(field(page, t.f.taxNumber)).toHaveValue('');
    await openSection(page, t, 0);
    await expect(field(page, t.f.firstName)).toHaveValue('Anna');
    await expect(field(page, t.f.pesel)).toHaveValue(PESEL);
    await next(page, t);

    await fillRest(page, t, { upload: true });
    await page.getByRole('button', { name: t.sendToVerification }).click();
    // The identity step was not done: the refusal says so and leads back to it.
    await expect(page.getByText(it.identityRefused)).toBeVisible();
    await expect(page.getByRole('link', { name: it.toIdentity })).toHaveAttribute(
      'href',
      `/app/onboarding?request=${invitation.requestId}`,
    );
    await screenshot(page, 'investor-identity-refused', lang, testInfo);

    await verifyIdentity(tokens, invitation.requestId, host);
    await page.getByRole('button', { name: t.sendToVerification }).click();
    await expect(page.getByTestId('kyc-thank-you')).toHaveText(it.thankYou);
    await expect(page.getByRole('link', { name: it.toPreview })).toHaveAttribute(
      'href',
      `/app/preview/${invitation.requestId}`,
    );
    await screenshot(page, 'investor-thank-you', lang, testInfo);
    const stored = await sql('SELECT status::text AS status FROM onboarding_request WHERE id = $1', [
      invitation.requestId,
    ]);
    expect(stored.rows).toEqual([{ status: 'finished' }]);

    await page.goto(url);
    await expect(page.getByTestId('kyc-thank-you')).toHaveText(it.finished);
  });
}
