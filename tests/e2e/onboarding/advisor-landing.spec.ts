import { expect, test } from '@playwright/test';
import { dismissCookieNotice } from '../auth/support.ts';
import { accessTokenOf, demo, inviteToBond12, uniqueEmail } from '../investments/api.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { LEGAL_HOST, NATURAL_HOST, screenshot } from './support.ts';

/** The public link token of the newest offer invitation mailed to `email` (/campaign?token=…). */
async function offerToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await sql(
      `SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'offer-invitation' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const token = (result.rows[0]?.text as string | undefined)?.match(/campaign\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No offer invitation mailed to ${email}`);
}

test.describe('advisor landing page (/doradcy)', () => {
  test('in Polish: the host’s invite message with the campaign of the offer link, buttons, consents and documents', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('onb-landing');
    await inviteToBond12(await accessTokenOf(demo.advisor), email);
    const token = await offerToken(email);
    await dismissCookieNotice(page);
    await page.goto(hostUrl(NATURAL_HOST, `/doradcy?token=${token}`));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obligacje korporacyjne z doradcą Demo');
    await expect(page.getByTestId('invite-message')).toHaveText(
      'Dzień dobry, zapraszam do zapoznania się z ofertą kampanii Obligacje Demo 2027 Demo Domu Maklerskiego.',
    );
    await expect(page.getByRole('link', { name: 'Składam zapis' })).toHaveAttribute('href', `/invest?token=${token}`);
    await expect(page.getByRole('link', { name: 'Zainwestuj w kampanię' })).toHaveAttribute(
      'href',
      `/campaign?token=${token}`,
    );
    await expect(page.getByTestId('consent2')).toHaveText(
      'Zapoznałem się z dokumentem ryzyk inwestycyjnych Demo Domu Maklerskiego.',
    );
    await expect(page.getByTestId('consent3')).toHaveText(
      'Akceptuję regulamin i politykę prywatności Demo Domu Maklerskiego.',
    );
    await expect(page.getByTestId('landing-equity-input')).toHaveAttribute('placeholder', 'Kwota inwestycji w akcje');
    await expect(page.getByTestId('landing-debt-input')).toHaveAttribute('placeholder', 'Kwota inwestycji w obligacje');
    const documents = page.getByRole('region', { name: 'Dokumenty' });
    await expect(documents.getByRole('link', { name: /Regulamin/ })).toHaveAttribute('href', '/legal/terms.pl.pdf');
    await expect(documents.getByRole('link', { name: /Polityka prywatności/ })).toHaveAttribute(
      'href',
      '/legal/privacy.pl.pdf',
    );
    await screenshot(page, 'landing', 'pl', testInfo);

    // The campaign page button leads to the offer of the link.
    await page.getByRole('link', { name: 'Zainwestuj w kampanię' }).click();
    await expect(page).toHaveURL(hostUrl(NATURAL_HOST, `/campaign?token=${token}`));
  });

  test('in English, without an offer link: a neutral campaign name and the buttons as investors see them', async ({
    page,
  }, testInfo) => {
    await dismissCookieNotice(page);
    await page.goto(hostUrl(NATURAL_HOST, '/doradcy'));
    // The visitor switches the language in the header.
    await page.getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate bonds with a Demo advisor');
    await expect(page.getByTestId('invite-message')).toHaveText(
      'Hello, I invite you to review the [campaign name] campaign offer of Demo Brokerage House.',
    );
    await expect(page.getByText('Submit my subscription')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit my subscription' })).toHaveCount(0);
    await expect(page.getByTestId('consent3')).toHaveText(
      'I accept the terms and privacy policy of Demo Brokerage House.',
    );
    await expect(page.getByTestId('landing-equity-input')).toHaveAttribute('placeholder', 'Amount to invest in shares');
    await screenshot(page, 'landing', 'en', testInfo);
  });

  test('on a host with another theme its own texts are shown', async ({ page }, testInfo) => {
    await dismissCookieNotice(page);
    await page.goto(hostUrl(LEGAL_HOST, '/doradcy'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strefa inwestora Demo');
    await expect(page.getByText('Zapisuję się')).toBeVisible();
    // No invite text configured on this host: the translated default.
    await expect(page.getByTestId('invite-message')).toHaveText(
      'Zapraszam do zapoznania się z ofertą kampanii [nazwa kampanii].',
    );
    await screenshot(page, 'landing-themed', 'pl', testInfo);
  });
});
