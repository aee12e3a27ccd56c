import { expect, test } from '@playwright/test';
import { sql } from '../support/database.ts';
import { fillDate, isoDay, openAsAdmin, typedDay, uniqueId } from './admin-support.ts';

test.describe('advisor administration', () => {
  test('admin creates, activates and archives an advisor', async ({ page }, testInfo) => {
    const id = uniqueId(testInfo);
    const email = `doradca.${id}@example.com`;
    await openAsAdmin(page, '/app/advisors/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nowy doradca' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Imię' }).fill('Tomasz');
    await page.getByRole('textbox', { name: 'Nazwisko' }).fill(`Testowy ${id}`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Identyfikator zewnętrzny' }).fill(`HR-${id}`);
    await page.getByRole('textbox', { name: 'Rodzaj dokumentu' }).click();
    await page.getByRole('option', { name: 'Paszport' }).click();
    await page.getByRole('textbox', { name: 'Numer dokumentu' }).fill('PA8234567');
    // A document expiring within 7 days is refused in the browser, with the shared rule's words.
    await fillDate(page, 'Data ważności dokumentu', typedDay(isoDay(3)));
    await fillDate(page, 'Pełnomocnictwo od', typedDay(isoDay(0)));
    await page.getByRole('button', { name: 'Dodaj doradcę' }).click();
    await expect(page.getByText('Doradca musi mieć co najmniej jedną sieć.')).toBeVisible();
    // The typed date stays, and the error (not only the field's hint) names the first day that is enough.
    await expect(
      page.getByText(/Dokument musi być ważny jeszcze co najmniej 7 dni, czyli do \d{2}\.\d{2}\.\d{4}/),
    ).toBeVisible();

    await fillDate(page, 'Data ważności dokumentu', typedDay(isoDay(400)));
    await page.getByRole('checkbox', { name: 'Sieć Północ' }).check();
    await page.getByRole('button', { name: 'Dodaj doradcę' }).click();

    await expect(page).toHaveURL(/\/app\/advisors\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Tomasz Testowy ${id}` })).toBeVisible();
    const status = page.getByTestId('advisor-status');
    await expect(status).toHaveText('Nowy');

    // The activation mail again (creating already mailed one).
    await page.getByRole('button', { name: 'Wyślij e-mail aktywacyjny' }).click();
    await expect(page.getByText(`E-mail aktywacyjny został wysłany na adres ${email}.`)).toBeVisible();
    await expect
      .poll(async () => {
        const mails = await sql(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND template = 'advisor-activation'",
          [email],
        );
        return mails.rows[0].n;
      })
      .toBe(2);

    await page.getByRole('button', { name: 'Aktywuj' }).click();
    await expect(status).toHaveText('Aktywny');

    await page.getByRole('button', { name: 'Archiwizuj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zarchiwizować doradcę?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Archiwizuj' }).click();
    await expect(status).toHaveText('Zarchiwizowany');
    await expect(page.getByText(`Tomasz Testowy ${id} został zarchiwizowany.`)).toBeVisible();

    const stored = await sql(
      `SELECT a.status::text AS status FROM advisor a JOIN app_user u ON u.id = a.user_id WHERE u.email = $1`,
      [email],
    );
    expect(stored.rows[0]?.status).toBe('deleted');

    // The list shows it as archived.
    await page.getByRole('link', { name: 'Wróć do listy doradców' }).click();
    await page.getByPlaceholder('Filtruj wg E-mail').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Zarchiwizowany');
    await expect(row).toContainText('Sieć Północ');
  });

  test('edits an advisor and keeps the form rules on edit', async ({ page }, testInfo) => {
    const id = uniqueId(testInfo);
    const advisor = await sql(
      `SELECT a.id FROM advisor a JOIN app_user u ON u.id = a.user_id WHERE u.email = 'nowy.doradca@demo.localhost'`,
    );
    await openAsAdmin(page, `/app/advisors/${advisor.rows[0].id}`);
    const external = page.getByRole('textbox', { name: 'Identyfikator zewnętrzny' });
    await expect(external).toBeVisible();
    // The seeded advisor may lack document data: fill in what the form asks for.
    for (const [label, value] of [
      ['Numer dokumentu', 'XYZ665432'],
      ['Data ważności dokumentu', typedDay(isoDay(500))],
      ['Pełnomocnictwo od', typedDay(isoDay(-10))],
    ] as const) {
      const input = page.getByRole('textbox', { name: label });
      if ((await input.inputValue()) === '') await fillDate(page, label, value);
    }
    const documentType = page.getByRole('textbox', { name: 'Rodzaj dokumentu' });
    if ((await documentType.inputValue()) === '') {
      await documentType.click();
      await page.getByRole('option', { name: 'Dowód osobisty' }).click();
    }
    await external.fill(`EXT-${id}`);
    // Unticking every network is refused before any call.
    for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByText('Doradca musi mieć co najmniej jedną sieć.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Sieć Północ' }).check();
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByText('Zmiany zostały zapisane.')).toBeVisible();
    const stored = await sql('SELECT external_id FROM advisor WHERE id = $1', [advisor.rows[0].id]);
    expect(stored.rows[0].external_id).toBe(`EXT-${id}`);
  });

  test('filters the advisors list by text and status', async ({ page }) => {
    await openAsAdmin(page, '/app/advisors');
    await expect(page.getByRole('cell', { name: 'doradca@demo.localhost', exact: true })).toHaveCount(1);

    await page.getByPlaceholder('Filtruj wg Nazwisko').fill('Zieliń');
    await expect(page.getByRole('row').filter({ hasText: 'doradca2fa@demo.localhost' })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'koordynator@demo.localhost' })).toHaveCount(0);
    await expect(page.getByText('Znalezieni doradcy: 1')).toBeVisible();

    await page.getByPlaceholder('Filtruj wg Nazwisko').fill('');
    await page.getByPlaceholder('Filtruj wg Status').click();
    await page.getByRole('option', { name: 'Aktywny' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'koordynator@demo.localhost' })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'Zarchiwizowany' })).toHaveCount(0);
  });
});
