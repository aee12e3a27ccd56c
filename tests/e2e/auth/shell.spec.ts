import { expect, test } from '@playwright/test';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { postJson, signInWithApi } from '../support/session.ts';
import { chooseEnglish, dismissCookieNotice, latestLoginLinkToken, screenshot } from './support.ts';

const demo = (path = '/') => hostUrl('demo.localhost', path);

for (const lang of ['pl', 'en'] as const) {
  const pl = lang === 'pl';

  test(`impersonation banner and the way back to one's own account (${lang})`, async ({ page }, testInfo) => {
    await dismissCookieNotice(page);
    if (!pl) await chooseEnglish(page);
    await signInWithApi(page, 'demo.localhost', 'admin@demo.localhost');
    await page.goto(demo('/app'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      pl ? 'Dzień dobry, Agnieszka' : 'Hello, Agnieszka',
    );

    const advisor = await sql(
      `SELECT a.id FROM advisor a JOIN app_user u ON u.id = a.user_id WHERE u.email = 'doradca@demo.localhost'`,
    );
    // The admin's screens for this come with the advisors list; here the API call it makes.
    await page.evaluate(async (advisorId) => {
      const response = await fetch(`/api/auth/impersonate/${advisorId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('apiKey')}` },
      });
      const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
      localStorage.setItem('apiKey', tokens.accessToken);
      localStorage.setItem('refreshToken', tokens.refreshToken);
    }, advisor.rows[0]?.id as string);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pl ? 'Dzień dobry, Dawid' : 'Hello, Dawid');
    await expect(
      page.getByText(
        pl
          ? 'Jesteś zalogowany jako Dawid Kowalski przez Agnieszka Nowak.'
          : 'Signed in as Dawid Kowalski by Agnieszka Nowak.',
      ),
    ).toBeVisible();
    await screenshot(page, 'impersonation', lang, testInfo);
    await page.getByRole('button', { name: pl ? 'Wróć do swojego konta' : 'Return to my account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      pl ? 'Dzień dobry, Agnieszka' : 'Hello, Agnieszka',
    );
    await expect(page.getByRole('button', { name: pl ? 'Wróć do swojego konta' : 'Return to my account' })).toHaveCount(
      0,
    );
  });

  test(`user menu and session expiry in the app shell (${lang})`, async ({ page }, testInfo) => {
    await dismissCookieNotice(page);
    if (!pl) await chooseEnglish(page);
    await signInWithApi(page, 'demo.localhost', 'doradca@demo.localhost');
    await page.goto(demo('/app'));
    await page
      .getByRole('button', { name: pl ? 'Menu użytkownika Dawid Kowalski' : 'User menu of Dawid Kowalski' })
      .click();
    await expect(page.getByRole('menu').getByText('doradca@demo.localhost')).toBeVisible();
    await screenshot(page, 'user-menu', lang, testInfo);
    await page.keyboard.press('Escape');
  });
}

test.describe('investor panel blocked per host', () => {
  test.afterEach(async () => {
    await sql(`UPDATE host_config SET investor_panel_blocked = false WHERE hostname = 'demo.localhost'`);
  });

  test('an investor signed in before the host blocked the panel sees only the notice', async ({ page }, testInfo) => {
    await dismissCookieNotice(page);
    const since = new Date(Date.now() - 1000);
    await postJson('demo.localhost', '/auth/investor/send-token', { email: 'inwestorka@demo.localhost' });
    const token = await latestLoginLinkToken('inwestorka@demo.localhost', since);
    await page.goto(demo(`/login-with-redirect-token?token=${token}`));
    await expect(page).toHaveURL(demo('/app'));
    await sql(`UPDATE host_config SET investor_panel_blocked = true WHERE hostname = 'demo.localhost'`);
    // Waits on state, not time: once the edge has the change (LISTEN/NOTIFY), one reload shows it.
    await expect
      .poll(() =>
        page.evaluate(() => fetch('/', { headers: { accept: 'text/html' } }).then((response) => response.text())),
      )
      .toContain('"investorPanelBlocked":true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel inwestora jest niedostępny');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await screenshot(page, 'investor-blocked', 'pl', testInfo);
    await page.getByRole('radiogroup', { name: 'Język' }).getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The investor panel is not available');
    await screenshot(page, 'investor-blocked', 'en', testInfo);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(demo('/'));
  });
});
