import { expect, type Locator, type Page, test } from '@playwright/test';
import { hostUrl } from '../support/env.ts';
import { consoleUrl, copyOfDemoHost, screenshot, signIn } from './support.ts';

function notice(page: Page): Locator {
  return page.getByRole('status').or(page.getByRole('alert'));
}

/**
 * Issue 17, item 5: an operator renames a host (the new name answers at once, the old one no
 * longer), suspends it and deletes it, typing its name to confirm.
 */
test.use({ actionTimeout: 10_000 });

test('an operator renames a host, then suspends and deletes it', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { host, hostId } = await copyOfDemoHost('rename', testInfo);
  const renamed = host.replace(/^rename-/, 'renamed-');
  const visitor = await browser.newPage();

  await signIn(page);
  await page.goto(consoleUrl(`#/hosts/${hostId}`));
  await expect(page.getByRole('heading', { name: `Wygląd hosta ${host}` })).toBeVisible();

  await page.getByRole('button', { name: 'Zmień nazwę hosta' }).click();
  const rename = page.getByRole('dialog', { name: `Zmienić nazwę ${host}?` });
  await expect(rename).toContainText('od razu przestanie działać');
  await rename.getByRole('textbox', { name: 'Nowa nazwa hosta' }).fill('localhost');
  await rename.getByRole('button', { name: 'Zmień nazwę' }).click();
  await expect(rename.getByText(/zarezerwowan/)).toBeVisible();
  await rename.getByRole('textbox', { name: 'Nowa nazwa hosta' }).fill(renamed);
  await screenshot(page, 'rename', 'pl', testInfo, { kind: 'viewport' });
  await rename.getByRole('button', { name: 'Zmień nazwę' }).click();
  await expect(notice(page).filter({ hasText: `${host} to teraz ${renamed}.` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Wygląd hosta ${renamed}` })).toBeVisible();

  // Visitors of the new name get the brand; the old name is no broker's any more.
  await visitor.goto(hostUrl(renamed));
  await expect(visitor.getByRole('img', { name: 'Demo Dom Maklerski' }).first()).toBeVisible();

  // A live host is suspended before it can be deleted.
  await expect(page.getByRole('button', { name: 'Usuń host' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Zawieś host' }).click();
  const suspend = page.getByRole('dialog', { name: `Zawiesić ${renamed}?` });
  await suspend.getByRole('textbox').fill('Broker zakończył współpracę.');
  await suspend.getByRole('button', { name: 'Zawieś' }).click();
  await expect(notice(page).filter({ hasText: `${renamed} jest zawieszony.` })).toBeVisible();

  await page.getByRole('button', { name: 'Usuń host' }).click();
  const remove = page.getByRole('dialog', { name: `Usunąć ${renamed}?` });
  const confirm = remove.getByRole('button', { name: 'Usuń na zawsze' });
  await expect(confirm).toBeDisabled();
  await remove.getByRole('textbox', { name: `Wpisz ${renamed}, aby potwierdzić` }).fill(host);
  await expect(confirm).toBeDisabled();
  await remove.getByRole('textbox', { name: `Wpisz ${renamed}, aby potwierdzić` }).fill(renamed);
  await screenshot(page, 'delete', 'pl', testInfo, { kind: 'viewport' });
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Hosty' })).toBeVisible();
  await expect(notice(page).filter({ hasText: `Usunięto ${renamed}.` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Szukaj hostów' }).fill(renamed);
  await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
});
