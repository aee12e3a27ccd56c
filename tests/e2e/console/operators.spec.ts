import { expect, type Locator, type Page, test } from '@playwright/test';
import { totpCode } from '../auth/support.ts';
import { sql } from '../support/database.ts';
import { consoleUrl, openSection, screenshotsInBothLanguages, signIn } from './support.ts';

/**
 * Issue 17, item 7 (decision 046): an admin invites an operator by mail with a role; the operator
 * chooses a password from the link, enrols a second factor and sees only what the role allows;
 * the admin deactivates them and their session ends at once.
 */
test.use({ actionTimeout: 10_000 });

function notice(page: Page): Locator {
  return page.getByRole('status').or(page.getByRole('alert'));
}

/** The link of the newest invitation mailed to `email` (the mail client's part of the story). */
async function invitationLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await sql(
      `SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'operator-invitation' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const link = (result.rows[0]?.text as string | undefined)?.match(/https?:\/\/\S+#\/password\/[A-Za-z0-9_-]+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No invitation mailed to ${email}`);
}

test('an admin invites an editor, who sets a password, enrols and is deactivated', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `editor-${testInfo.project.name}-${Date.now().toString(36)}@example.test`;
  const password = 'Redaktor-haslo-2026!';

  await signIn(page);
  await openSection(page, 'Operatorzy');
  await expect(page.getByRole('heading', { name: 'Operatorzy', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Rola', exact: true }).click();
  await page.getByRole('option', { name: 'Redaktor' }).click();
  await page.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(notice(page).filter({ hasText: `Wysłano wiadomość do ${email}` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Zaproszony')).toBeVisible();
  await screenshotsInBothLanguages(page, 'operators', testInfo, page.getByRole('heading', { name: 'Operators' }));

  // The invited operator opens the mailed link in their own browser.
  const invited = await browser.newPage();
  await invited.goto(await invitationLink(email));
  await expect(invited.getByRole('heading', { name: 'Witamy w konsoli' })).toBeVisible();
  await invited.getByLabel('Nowe hasło').fill('krotkie');
  await invited.getByLabel('Powtórz hasło').fill('krotkie');
  await invited.getByRole('button', { name: 'Zapisz hasło' }).click();
  await expect(invited.getByText(/Hasło jest za słabe: użyj co najmniej 12 znaków/)).toBeVisible();
  await invited.getByLabel('Nowe hasło').fill(password);
  await invited.getByLabel('Powtórz hasło').fill(password);
  await invited.getByRole('button', { name: 'Zapisz hasło' }).click();
  await expect(invited.getByText('Hasło zapisane. Zaloguj się nim teraz.')).toBeVisible();
  await expect(invited.getByLabel('E-mail')).toHaveValue(email);
  await invited.getByLabel('Hasło').fill(password);
  await invited.getByRole('button', { name: 'Zaloguj się' }).click();
  // The first sign-in enrols the second factor: the code from the key the page shows.
  const secret = (await invited.getByTestId('totp-secret').textContent()) ?? '';
  await invited.getByLabel('Kod uwierzytelniający').fill(totpCode(secret.trim()));
  await invited.getByRole('button', { name: 'Włącz i zaloguj się' }).click();
  await expect(invited.getByText(`Zalogowano jako ${email}`)).toBeVisible();

  // An editor: no operators or onboarding, drafts yes, publishing no.
  const nav = invited.getByRole('navigation', { name: 'Sekcje konsoli' });
  await expect(nav.getByRole('link', { name: 'Hosty' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Operatorzy' })).toHaveCount(0);
  await invited.getByRole('link', { name: 'demo.localhost', exact: true }).click();
  await expect(
    invited.getByText('Możesz edytować i zapisywać szkic; publikacja wymaga roli Publikujący.'),
  ).toBeVisible();
  await expect(invited.getByRole('button', { name: 'Zapisz szkic' })).toBeEnabled();
  await expect(invited.getByRole('button', { name: /^Opublikuj/ })).toBeDisabled();

  // The admin sees the invitation accepted and deactivates the editor: their session ends now.
  await page.reload();
  await expect(row.getByText('Aktywny')).toBeVisible();
  await row.getByRole('button', { name: `Dezaktywuj: ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Dezaktywować: ${email}?` });
  await dialog.getByRole('button', { name: 'Dezaktywuj' }).click();
  await expect(notice(page).filter({ hasText: `${email} jest dezaktywowany i wylogowany.` })).toBeVisible();
  await expect(row.getByText('Dezaktywowany')).toBeVisible();

  await invited.reload();
  await expect(invited.getByRole('heading', { name: 'Logowanie operatora' })).toBeVisible();
  await invited.close();
});

test('a mailed link that was used says so', async ({ page }) => {
  await page.goto(consoleUrl('#/password/this-link-was-never-mailed-to-anyone-0123'));
  await expect(page.getByRole('heading', { name: 'Ten link nie działa' })).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(page.getByRole('heading', { name: 'Logowanie operatora' })).toBeVisible();
});
