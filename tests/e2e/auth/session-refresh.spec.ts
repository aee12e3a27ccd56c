import { expect, type Page, test } from '@playwright/test';
import { hostUrl } from '../support/env.ts';
import { DEMO_PASSWORD } from '../support/session.ts';
import { dismissCookieNotice } from './support.ts';

/**
 * Issue #15, finding 6d (decision 034): a reload or a network error while the portal refreshes its
 * token never signs the user out, and two tabs refreshing at once both stay signed in. The page's
 * clock jumps 11 minutes ahead, so the portal finds its (still valid) access token within the
 * 5-minute refresh margin and refreshes on the next call; the token it gets then is fresh, since the
 * portal judges tokens on the API's clock (decision 081), and the calls after it do not refresh.
 */

const demo = (path = '/') => hostUrl('demo.localhost', path);

async function signIn(page: Page) {
  await dismissCookieNotice(page);
  await page.clock.install();
  await page.goto(demo());
  await page.getByLabel('Adres e-mail').fill('doradca@demo.localhost');
  await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dzień dobry, Dawid');
}

/**
 * Opens the investments screen (its table loads from the API) and checks the user is still in. Up
 * to 15 s: in CI this runs beside the phone project on two cores, and in the test of two tabs both
 * refresh at once (the table failed to show within the default 5 s there, twice in one run, and
 * never alone).
 */
async function openInvestments(page: Page) {
  const burger = page.getByRole('button', { name: 'Pokaż lub ukryj menu' });
  if (await burger.isVisible()) await burger.click();
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Inwestycje', exact: true })
    .click();
  await expect(page).toHaveURL(/\/app\/investors/);
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
}

test.describe('session refresh', () => {
  test('an answer lost on the way back (a reload, a dropped connection) keeps the user signed in', async ({ page }) => {
    await signIn(page);
    const before = await page.evaluate(() => localStorage.getItem('refreshToken'));

    // The server rotates the refresh token, but its answer never reaches the page (routed before
    // the clock jumps, so whatever call refreshes first meets the route).
    let lost = 0;
    await page.route('**/auth/refresh-token', async (route) => {
      if (lost === 0) {
        lost += 1;
        // Sent from the test's side (where *.localhost does not resolve): to loopback, with the host.
        const url = new URL(route.request().url());
        const host = url.host;
        url.hostname = '127.0.0.1';
        const answer = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
        expect(answer.status()).toBe(200);
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.clock.fastForward('11:00');
    await openInvestments(page);
    // The table is drawn before its rows come; the refresh its call makes may still be on its way
    // (under a full run's load it was: lost 0 at a plain check, on the phone project).
    await expect.poll(() => lost).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('apiKey'))).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBe(before);

    // The next call refreshes again with the same token: the server answers the same new pair.
    // After the reload the screen can wait several seconds before its first call (a known defect,
    // left for issue #19: a refresh flag of the page that reloaded is waited out), so this waits
    // up to 20 s: what it checks is that the user stays signed in and the data comes.
    await page.reload();
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/app\/investors/);
    const after = await page.evaluate(() => localStorage.getItem('refreshToken'));
    expect(after).not.toBe(before);
    await expect(page.getByRole('button', { name: 'Menu użytkownika Dawid Kowalski' })).toBeVisible();
  });

  test('two tabs refreshing at the same moment both stay signed in', async ({ page, context }) => {
    await signIn(page);
    const second = await context.newPage();
    await second.goto(demo('/app'));
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Dzień dobry, Dawid');
    // The fake clock belongs to the browser context: both tabs move 11 minutes with one call.
    await context.clock.fastForward('11:00');

    await Promise.all([openInvestments(page), openInvestments(second)]);

    for (const tab of [page, second]) {
      await tab.reload();
      // Up to 20 s, as in the test above (the wait after a reload is left for issue #19).
      await expect(tab.getByRole('table').first()).toBeVisible({ timeout: 20_000 });
      await expect(tab.getByRole('button', { name: 'Menu użytkownika Dawid Kowalski' })).toBeVisible();
    }
  });
});
