import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { signInWithApi } from '../support/session.ts';
import { chooseEnglish, dismissCookieNotice, screenshot } from './support.ts';

const demo = (path = '/') => hostUrl('demo.localhost', path);
const FAKE_TOKEN = 'x'.repeat(43);

/**
 * A working password-reset link of a demo advisor, as the reset mail would carry it: a random
 * token whose hash is stored (decision 033). Never used here, so it spends nothing of the account.
 */
async function resetLinkToken(email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await sql(
    `INSERT INTO one_time_token (id, purpose, token_hash, user_id, tenant_id, expires_at)
     SELECT gen_random_uuid(), 'password_reset', $1, id, tenant_id, now() + interval '1 hour'
       FROM app_user WHERE email = $2 LIMIT 1`,
    [hash, email],
  );
  return token;
}

for (const lang of ['pl', 'en'] as const) {
  const pl = lang === 'pl';
  test.describe(`password and activation screens (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await dismissCookieNotice(page);
      if (!pl) await chooseEnglish(page);
    });

    test('asks for a reset link and reports it as processed', async ({ page }, testInfo) => {
      await page.goto(demo());
      await page.getByRole('link', { name: pl ? 'Nie pamiętasz hasła?' : 'Forgot your password?' }).click();
      await expect(page).toHaveURL(demo('/auth/reset-password'));
      // The URL changes before the page's chunk has loaded, while the sign-in form (with its own
      // e-mail field) is still shown: wait for the new page, not for a time.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pl ? 'Reset hasła' : 'Reset your password');
      await screenshot(page, 'reset-password', lang, testInfo);
      // An address with no account is answered alike (no account is revealed, nothing is mailed).
      await page.getByLabel(pl ? 'Adres e-mail' : 'E-mail address').fill('nikt@demo.localhost');
      await page.getByRole('button', { name: pl ? 'Wyślij link' : 'Send the link' }).click();
      await expect(
        page.getByText(
          pl ? 'Prośba o zresetowanie hasła została przetworzona.' : 'Your password reset request has been processed.',
        ),
      ).toBeVisible();
      await screenshot(page, 'reset-password-sent', lang, testInfo);
    });

    test('the new-password screen checks the rules of a working link, and refuses a dead one before any typing', async ({
      page,
    }, testInfo) => {
      const token = await resetLinkToken('doradca@demo.localhost');
      await page.goto(demo(`/auth/reset-password/${token}`));
      const password = page.getByRole('textbox', { name: pl ? 'Nowe hasło' : 'New password', exact: true });
      const confirmation = page.getByRole('textbox', {
        name: pl ? 'Powtórz nowe hasło' : 'Repeat the new password',
        exact: true,
      });
      await password.fill('abc');
      await confirmation.fill('abd');
      await page.getByRole('button', { name: pl ? 'Zapisz nowe hasło' : 'Save the new password' }).click();
      await expect(page.getByText(pl ? 'Hasła muszą być takie same.' : 'Passwords must match.')).toBeVisible();
      await screenshot(page, 'new-password', lang, testInfo);
      // A dead link says so when its page opens (decision 067): no form, the way to a new link.
      await page.goto(demo(`/auth/reset-password/${FAKE_TOKEN}`));
      await expect(page.getByText(pl ? 'Ten link jest nieprawidłowy' : 'This link is not valid')).toBeVisible();
      await expect(page.getByRole('textbox', { name: pl ? 'Nowe hasło' : 'New password', exact: true })).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: pl ? 'Poproś o nowy link do zmiany hasła' : 'Ask for a new password link' }),
      ).toBeVisible();
    });

    test('the activation screen offers a new link at once when the old one is dead', async ({ page }, testInfo) => {
      await page.goto(demo(`/auth/activate-from-email/${FAKE_TOKEN}`));
      await expect(
        page.getByRole('button', { name: pl ? 'Wyślij link aktywacyjny' : 'Send the activation link' }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: pl ? 'Nowe hasło' : 'New password', exact: true })).toHaveCount(0);
      await screenshot(page, 'activate', lang, testInfo);
    });

    test('two-factor enrolment from the advisor menu shows a QR code', async ({ page }, testInfo) => {
      await signInWithApi(page, 'demo.localhost', 'koordynator@demo.localhost');
      await page.goto(demo('/app'));
      await page
        .getByRole('button', {
          name: pl ? 'Menu użytkownika Krzysztof Wiśniewski' : 'User menu of Krzysztof Wiśniewski',
        })
        .click();
      await page
        .getByRole('menuitem', { name: pl ? 'Uwierzytelnianie dwuskładnikowe' : 'Two-factor authentication' })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByRole('img', {
          name: pl
            ? 'Kod QR do dodania konta w aplikacji uwierzytelniającej'
            : 'QR code for adding the account to an authenticator app',
        }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: pl ? 'Włącz' : 'Turn on', exact: true }).click();
      await expect(dialog.getByText(pl ? 'To pole jest wymagane.' : 'This field is required.')).toBeVisible();
      await screenshot(page, 'two-factor-setup', lang, testInfo);
      // Left pending (never confirmed): the account keeps signing in with its password alone.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  });
}
