import { expect, test } from '@playwright/test';
import { hostUrl } from '../support/env.ts';
import { chooseEnglish, dismissCookieNotice, latestLoginLinkToken, screenshot } from './support.ts';

const demo = (path = '/') => hostUrl('demo.localhost', path);
const INVESTOR = 'inwestor@demo.localhost';

test.describe('investor sign-in by one-time link', () => {
  test('asks for a link, opens it from the mail, lands in the app, and is kept out of advisor paths', async ({
    page,
  }, testInfo) => {
    await dismissCookieNotice(page);
    await page.goto(demo());
    await page.getByRole('link', { name: 'Zaloguj się jednorazowym linkiem' }).click();
    await expect(page).toHaveURL(demo('/investor-login'));
    // The sign-in form (with its own e-mail field) shows until the new page's chunk has loaded.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie do panelu inwestora');
    await screenshot(page, 'investor-login', 'pl', testInfo);

    const since = new Date(Date.now() - 1000);
    await page.getByLabel('Adres e-mail').fill(INVESTOR);
    await page.getByRole('button', { name: 'Wyślij link do logowania' }).click();
    await expect(page).toHaveURL(demo('/auth/confirm-login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprawdź skrzynkę e-mail');
    await expect(page.getByText(`Jeśli adres ${INVESTOR} należy do inwestora`)).toBeVisible();
    await screenshot(page, 'confirm-login', 'pl', testInfo);

    const token = await latestLoginLinkToken(INVESTOR, since);
    await page.goto(demo(`/login-with-redirect-token?token=${token}`));
    await expect(page).toHaveURL(demo('/app'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dzień dobry, Piotr');
    await expect(page.getByText('Aktywne inwestycje')).toBeVisible();
    await screenshot(page, 'dashboard-investor', 'pl', testInfo);

    await page.goto(demo('/app/advisors'));
    await expect(page).toHaveURL(demo('/app'));
    await expect(page.getByText('Brak dostępu')).toBeVisible();
    await expect(page.getByText('Błąd', { exact: true })).toBeVisible();

    // The link worked once: opened again (signed out), it is refused.
    await page.evaluate(() => localStorage.clear());
    await page.goto(demo(`/login-with-redirect-token?token=${token}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie udało się zalogować');
    await expect(page.getByText('Ten token nie jest już aktywny.')).toBeVisible();
    await screenshot(page, 'redirect-token-failed', 'pl', testInfo);
  });

  test('works in English too', async ({ page }, testInfo) => {
    await dismissCookieNotice(page);
    await chooseEnglish(page);
    await page.goto(demo('/investor-login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investor panel sign-in');
    await screenshot(page, 'investor-login', 'en', testInfo);
    const since = new Date(Date.now() - 1000);
    await page.getByLabel('E-mail address').fill('inwestorka@demo.localhost');
    await page.getByRole('button', { name: 'Send the sign-in link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await screenshot(page, 'confirm-login', 'en', testInfo);
    const token = await latestLoginLinkToken('inwestorka@demo.localhost', since);
    await page.goto(demo(`/login-with-redirect-token?token=${token}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, /);
    await screenshot(page, 'dashboard-investor', 'en', testInfo);
    await page.evaluate(() => localStorage.clear());
    await page.goto(demo(`/login-with-redirect-token?token=${token}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in failed');
    await screenshot(page, 'redirect-token-failed', 'en', testInfo);
  });

  test('a host that blocks the investor panel offers no link', async ({ page }) => {
    await dismissCookieNotice(page);
    await page.goto(hostUrl('custom.localhost', '/investor-login'));
    await expect(page.getByText('The investor panel is not available on this site.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveCount(0);
  });
});
