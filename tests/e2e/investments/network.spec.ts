import { expect, test } from '@playwright/test';
import { accessTokenOf, demo, inviteToBond12, openInvestmentsScreen, signIn, uniqueEmail } from './api.ts';

test('the coordinator hands an investment of the network to another advisor', async ({ page }) => {
  const email = uniqueEmail('owner');
  await inviteToBond12(await accessTokenOf(demo.advisor), email);

  await signIn(page, demo.coordinator);
  await openInvestmentsScreen(page, '/app/investors/network');
  await expect(page.getByRole('heading', { level: 1, name: 'Inwestorzy w sieci' })).toBeVisible();
  await page.getByRole('button', { name: 'Pokaż/ukryj filtry' }).click();
  await page.getByRole('textbox', { name: 'Filtruj wg E-mail' }).fill(email);
  await expect(page.getByTestId('investments-total')).toHaveText('Wszystkich inwestycji: 1');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Dawid Kowalski');

  await row.getByRole('button', { name: `Zmień doradcę inwestycji: ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmiana doradcy inwestycji' });
  await dialog.getByRole('textbox', { name: 'Nowy doradca' }).click();
  await page.getByRole('option', { name: /Krzysztof Wiśniewski/ }).click();
  await dialog.getByRole('button', { name: 'Zmień doradcę' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Nowy doradca inwestycji: Krzysztof Wiśniewski.')).toBeVisible();
  await expect(row).toContainText('Krzysztof Wiśniewski');
});
