import { expect, type Locator, type Page, test } from '@playwright/test';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { edgeStatus } from '../support/session.ts';
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
  // Its public origin derived from its name (with the edge's port), as onboarding leaves it: the
  // redirects of its other names lead there.
  await sql('UPDATE host_config SET public_origin = NULL WHERE id = $1', [hostId]);
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
  // The old name keeps redirecting to the new one unless the operator says otherwise (decision 048).
  await expect(rename.getByRole('checkbox', { name: `Zachowaj ${host} jako przekierowanie` })).toBeChecked();
  await screenshot(page, 'rename', 'pl', testInfo, { kind: 'viewport' });
  await rename.getByRole('button', { name: 'Zmień nazwę' }).click();
  await expect(notice(page).filter({ hasText: `${host} to teraz ${renamed}.` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Wygląd hosta ${renamed}` })).toBeVisible();

  // Visitors of the new name get the brand; the old name's links lead there too.
  // (Each edge hears of a change within milliseconds through LISTEN/NOTIFY: asked again until then.)
  await expect(async () => {
    await visitor.goto(hostUrl(renamed));
    await expect(visitor.getByRole('img', { name: 'Demo Dom Maklerski' }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await visitor.goto(hostUrl(host, '/?ref=mail'));
  await expect(visitor).toHaveURL(hostUrl(renamed, '/?ref=mail'));

  // Other names: www redirects to the host; the old name, once removed, is no broker's any more.
  const aliases = page.getByRole('region', { name: 'Inne nazwy hosta' });
  await expect(aliases.getByText(`${host} → ${renamed}`)).toBeVisible();
  await aliases.getByRole('button', { name: 'Dodaj nazwę' }).click();
  const add = page.getByRole('dialog', { name: `Dodać nazwę dla ${renamed}?` });
  await add.getByRole('textbox', { name: 'Nazwa' }).fill(`www.${renamed}`);
  await add.getByRole('button', { name: 'Dodaj przekierowanie' }).click();
  await expect(notice(page).filter({ hasText: `www.${renamed} prowadzi teraz do hosta.` })).toBeVisible();
  await expect.poll(() => edgeStatus(`www.${renamed}`)).toBe(308);
  await visitor.goto(hostUrl(`www.${renamed}`));
  await expect(visitor).toHaveURL(hostUrl(renamed, '/'));
  await aliases.getByRole('button', { name: `Usuń przekierowanie z ${host}` }).click();
  await expect(notice(page).filter({ hasText: `${host} już nie przekierowuje.` })).toBeVisible();
  // The browser keeps a 308 for an hour (decision 048): the old name is asked outside its cache
  // until the edge has heard of the removal, and only then visited.
  await expect.poll(() => edgeStatus(host)).not.toBe(308);
  await visitor.goto(hostUrl(host));
  await expect(visitor).toHaveURL(hostUrl(host, '/'));
  await expect(visitor.getByRole('img', { name: 'Demo Dom Maklerski' })).toHaveCount(0);

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
