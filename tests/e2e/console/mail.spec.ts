import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { consoleUrl, copyOfDemoHost, openSection, screenshot, screenshotsInBothLanguages, signIn } from './support.ts';

/**
 * Issue 17, item 9 (decision 042): an operator gives a host its own mail sender, publishes it,
 * reads what the panel says about the sending domain, and sends a test mail, which shows in the
 * outbox in the host's brand with its support address.
 */
test.use({ actionTimeout: 10_000 });

test("an operator sets a host's mail sender and sends a test mail", async ({ page }, testInfo) => {
  // Screenshots wait for the network to settle (up to 10 s each, with the console's preview open).
  test.setTimeout(120_000);
  const { host, hostId } = await copyOfDemoHost('mail', testInfo);
  const recipient = `ops-${testInfo.project.name}-${Date.now().toString(36)}@broker.example`;

  await signIn(page);
  await page.goto(consoleUrl(`#/hosts/${hostId}`));
  await expect(page.getByRole('heading', { name: `Wygląd hosta ${host}` })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Poczta' });
  // Before: the platform's own address; nothing for the broker to publish in DNS.
  await expect(panel.getByText('Host wysyła z adresu platformy')).toBeVisible();

  const sender = page.getByRole('group', { name: 'Nadawca wiadomości' });
  await sender.getByRole('textbox', { name: 'Nazwa nadawcy' }).fill('Demo Desk');
  await sender.getByRole('textbox', { name: 'Adres nadawcy' }).fill('not an address');
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(sender.getByText('Podaj prawidłowy adres e-mail.')).toBeVisible();
  await sender.getByRole('textbox', { name: 'Adres nadawcy' }).fill('desk@broker.example');
  await sender.getByRole('textbox', { name: 'Adres do odpowiedzi (Reply-To)' }).fill('help@broker.example');
  await sender.getByRole('textbox', { name: /^Adres wsparcia/ }).fill('support@broker.example');
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page.getByText('Szkic zapisany.')).toBeVisible();
  await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Opublikować szkic?' })
    .getByRole('button', { name: 'Opublikuj', exact: true })
    .click();
  await expect(page.getByText(/Opublikowano jako wersję/)).toBeVisible();

  // After: the broker's sender, and the state of broker.example's records.
  await expect(panel.getByText('Wiadomości przychodzą od Demo Desk <desk@broker.example>.')).toBeVisible();
  await expect(panel.getByText('Odpowiedzi trafiają na help@broker.example.')).toBeVisible();
  const records = panel.getByRole('table', { name: 'Rekordy DNS domeny broker.example' });
  await expect(records.getByRole('row')).toHaveCount(4);
  await expect(records.getByRole('rowheader', { name: 'DKIM' })).toBeVisible();
  await expect(records.getByRole('row', { name: /DKIM/ })).toContainText('wl._domainkey.broker.example');

  await panel.getByRole('textbox', { name: 'Wyślij wiadomość testową na adres' }).fill(recipient);
  await panel.getByRole('button', { name: 'Wyślij wiadomość testową' }).click();
  await expect(
    panel.getByText(`Wiadomość testowa do ${recipient} czeka na wysyłkę, nadawca: Demo Desk <desk@broker.example>.`),
  ).toBeVisible();
  await screenshotsInBothLanguages(page, 'mail-panel', testInfo, page.getByRole('region', { name: 'Mail' }), {
    shot: { kind: 'element', element: page.locator('section[aria-labelledby="mail-heading"]') },
  });

  await openSection(page, 'Skrzynka nadawcza');
  await page.getByRole('textbox', { name: 'Odbiorca' }).fill(recipient);
  await page.getByRole('button', { name: 'Zastosuj' }).click();
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('test-mail');
  await row.getByRole('button', { name: /^Otwórz wiadomość/ }).click();
  const mail = page.getByRole('dialog', { name: 'Wiadomość' });
  await expect(mail).toContainText('Wiadomość testowa od Demo Dom Maklerski');
  await expect(mail).toContainText('support@broker.example');
  await screenshot(page, 'test-mail', 'pl', testInfo, { kind: 'viewport' });
  await page.getByRole('button', { name: 'Zamknij' }).click();

  // The audit log: this host's events only, under its partner's name, and as a CSV file.
  await openSection(page, 'Dziennik zdarzeń');
  const hostFilter = page.getByRole('textbox', { name: 'Host', exact: true });
  await hostFilter.click();
  await hostFilter.fill(host);
  await page.getByRole('option', { name: host, exact: true }).click();
  await page.getByRole('button', { name: 'Zastosuj' }).click();
  const table = page.getByRole('region', { name: /^Dziennik zdarzeń\./ }).getByRole('table');
  const sent = table.getByRole('row').filter({ hasText: 'Wysłano wiadomość testową' });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Demo Dom Maklerski');
  await expect(table.getByRole('row').filter({ hasText: 'Opublikowano wygląd' })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe('createdAt,event,tenant,actor,ip,data');
  expect(csv).toContain('console.test_mail_sent,Demo Dom Maklerski,operator@demo.localhost');
  expect(csv).toContain(recipient);
  await expect(page.getByText(/^Wyeksportowano wpisów: \d+\.$/)).toBeVisible();
});
