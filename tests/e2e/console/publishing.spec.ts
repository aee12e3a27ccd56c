import { expect, type Locator, type Page, test } from '@playwright/test';
import { freshOperatorCode } from '../auth/support.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { DEMO_PASSWORD } from '../support/session.ts';
import { consoleUrl, OPERATOR, screenshotsInBothLanguages, signIn } from './support.ts';

/**
 * Issue 17, item 7 (decision 047): with the tenant's four-eyes rule a publish is a request another
 * operator approves; without it a publisher schedules a publish, and visitors get it at its time.
 */
test.use({ actionTimeout: 10_000 });

function notice(page: Page): Locator {
  return page.getByRole('status').or(page.getByRole('alert'));
}

/** A live host of a new tenant of its own (the rule is per tenant), demo's branding under its name. */
async function hostOfItsOwnTenant(prefix: string, project: string) {
  const stamp = `${project}-${Date.now().toString(36)}`;
  const tenant = await sql(
    `INSERT INTO tenant (id, name, updated_at) VALUES (gen_random_uuid(), $1, now()) RETURNING id`,
    [`Four Eyes ${stamp}`],
  );
  const host = `${prefix}-${stamp}.localhost`;
  const created = await sql(
    `INSERT INTO host_config (id, hostname, tenant_id, language, theme, favicon, site_title, logo, admin_configuration,
       public_origin, updated_at)
     SELECT gen_random_uuid(), $1, $2, language, theme, favicon, site_title, logo, admin_configuration, $3, now()
     FROM host_config WHERE hostname = 'demo.localhost' RETURNING id`,
    [host, tenant.rows[0].id, `http://${host}`],
  );
  return { host, hostId: created.rows[0].id as string, tenant: `Four Eyes ${stamp}` };
}

/** A second operator, a publisher, with the demo password and second factor. */
async function secondPublisher(project: string): Promise<string> {
  const email = `publisher-${project}@platform.test`;
  await sql(
    `INSERT INTO operator (id, email, password_hash, totp_secret, role)
     SELECT gen_random_uuid(), $1, password_hash, totp_secret, 'publisher' FROM operator WHERE email = $2
     ON CONFLICT (email) DO NOTHING`,
    [email, OPERATOR],
  );
  return email;
}

async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(consoleUrl());
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByLabel('Kod uwierzytelniający').fill(await freshOperatorCode(email));
  await page.getByRole('button', { name: 'Potwierdź kod' }).click();
  await expect(page.getByText(`Zalogowano jako ${email}`)).toBeVisible();
}

async function newTitle(page: Page, title: string): Promise<void> {
  await page.getByLabel('Tytuł strony (PL)').fill(title);
  await page.getByLabel('Tytuł strony (EN)').fill(title);
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(notice(page).filter({ hasText: 'Szkic zapisany' })).toBeVisible();
}

test('four eyes: one operator asks, another approves, then a publish is scheduled', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { host, hostId, tenant } = await hostOfItsOwnTenant('four-eyes', testInfo.project.name);
  const publisherEmail = await secondPublisher(testInfo.project.name);
  const editorUrl = consoleUrl(`#/hosts/${hostId}`);

  // The admin turns the rule on for the tenant and asks for a publish.
  await signIn(page);
  await page.goto(editorUrl);
  const rule = page.getByRole('switch', { name: new RegExp(`Zasada czterech oczu dla ${tenant}`) });
  // The switch's own input is hidden under its drawing: a person clicks the label.
  await page.getByText(`Zasada czterech oczu dla ${tenant}`).click();
  await expect(rule).toBeChecked();
  await expect(notice(page).filter({ hasText: 'Zasada czterech oczu włączona' })).toBeVisible();
  await newTitle(page, 'Cztery Oczy SA');
  await page.getByRole('button', { name: 'Poproś o zatwierdzenie' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Poproś o zatwierdzenie' }).click();
  await expect(notice(page).filter({ hasText: 'Wysłano do zatwierdzenia' })).toBeVisible();
  await expect(page.getByText('Zatwierdza ją inny operator z rolą Publikujący.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zatwierdź i opublikuj' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Zapisz szkic' })).toBeDisabled();
  await screenshotsInBothLanguages(page, 'four-eyes-request', testInfo, page.getByText('Waiting for approval').first());

  // Visitors still see the live brand until another operator approves.
  const visitor = await browser.newPage();
  await visitor.goto(hostUrl(host));
  await expect(visitor).not.toHaveTitle(/Cztery Oczy SA/);

  const second = await browser.newPage();
  await signInAs(second, publisherEmail);
  await second.goto(editorUrl);
  await expect(second.getByText(`${OPERATOR} prosi`, { exact: false })).toBeVisible();
  await second.getByRole('button', { name: 'Zatwierdź i opublikuj' }).click();
  await expect(notice(second).filter({ hasText: /Zatwierdzono i opublikowano jako wersję \d+\./ })).toBeVisible();
  await expect(async () => {
    await visitor.goto(hostUrl(host));
    await expect(visitor).toHaveTitle(/Cztery Oczy SA/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  // The rule off again: the publisher schedules the next publish a few seconds ahead.
  await page.reload();
  await page.getByText(`Zasada czterech oczu dla ${tenant}`).click();
  await expect(rule).not.toBeChecked();
  await expect(notice(page).filter({ hasText: 'Zasada czterech oczu wyłączona' })).toBeVisible();
  await second.reload();
  await newTitle(second, 'Cztery Oczy Później');
  await second.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  const schedule = second.getByRole('dialog');
  const at = await second.evaluate(() => {
    const time = new Date(Date.now() + 8000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
  });
  await schedule.getByLabel(/Opublikuj o/).fill(at);
  await schedule.getByRole('button', { name: 'Zaplanuj publikację' }).click();
  await expect(notice(second).filter({ hasText: 'Zaplanowano: publikacja nastąpi' })).toBeVisible();
  await visitor.goto(hostUrl(host));
  await expect(visitor).not.toHaveTitle(/Później/);
  await expect(async () => {
    await visitor.goto(hostUrl(host));
    await expect(visitor).toHaveTitle(/Cztery Oczy Później/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await second.reload();
  await expect(
    second.getByRole('list', { name: 'Wcześniejsze prośby' }).getByText('Opublikowana').first(),
  ).toBeVisible();

  const audit = await sql(
    `SELECT event FROM audit_log WHERE data->>'hostConfigId' = $1 AND event LIKE 'console.%publish%' ORDER BY created_at`,
    [hostId],
  );
  expect(audit.rows.map((row) => row.event)).toEqual(
    expect.arrayContaining([
      'console.publish_requested',
      'console.publish_approved',
      'console.publish_scheduled',
      'console.scheduled_publish_done',
    ]),
  );
  await visitor.close();
  await second.close();
});
