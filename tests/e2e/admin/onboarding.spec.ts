import { expect, test } from '@playwright/test';
import { sql } from '../support/database.ts';
import { fillDate, openAsAdmin, typedDay, uniqueId } from './admin-support.ts';

const FINISHED_EMAIL = 'klient4@demo.localhost';

test.describe('onboarding requests', () => {
  test('sends KYC invitations one per address and reports a partial failure', async ({ page }, testInfo) => {
    const id = uniqueId(testInfo);
    const good = `inwestor.${id}@example.com`;
    const bad = `odrzucony.${id}@example.com`;
    await openAsAdmin(page, '/app/onboarding/requests');
    // The API accepts every valid address; one refusal is simulated for the second address only,
    // the first call goes to the real API.
    await page.route('**/api/advisor/kyc/investor-request/send', async (route) => {
      const body = route.request().postDataJSON() as { investorEmail: string };
      if (body.investorEmail !== bad) return route.continue();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          label: 'Service unavailable',
          code: 'service_unavailable',
          parameters: {},
          violations: [],
        }),
      });
    });

    await page.getByRole('button', { name: 'Wyślij zaproszenie KYC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zaproszenie KYC' });
    await dialog.getByRole('textbox', { name: 'Adresy e-mail inwestorów' }).fill(`${good}; nie-adres`);
    await dialog.getByRole('textbox', { name: 'Wiadomość' }).fill('Prosimy o wypełnienie formularza KYC.');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Wyślij zaproszenia' }).click();
    await expect(dialog.getByText(/Nieprawidłowe adresy e-mail: nie-adres\./)).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Adresy e-mail inwestorów' }).fill(`${good}; ${bad}`);
    await dialog.getByRole('button', { name: 'Wyślij zaproszenia' }).click();
    await expect(dialog.getByTestId('invitation-outcome')).toHaveText(
      `Nie udało się wysłać części zaproszeń (1 z 2): ${bad}.`,
    );
    // The failed address stays in the field to try again.
    await expect(dialog.getByRole('textbox', { name: 'Adresy e-mail inwestorów' })).toHaveValue(bad);

    const stored = await sql('SELECT status::text AS status FROM onboarding_request WHERE email = $1', [good]);
    expect(stored.rows).toEqual([{ status: 'sent' }]);
    const mails = await sql(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND template = 'kyc-invitation'",
      [good],
    );
    expect(mails.rows[0].n).toBe(1);
    expect((await sql('SELECT 1 FROM onboarding_request WHERE email = $1', [bad])).rowCount).toBe(0);

    await dialog.getByRole('button', { name: 'Zamknij', exact: true }).click();
    await page.getByPlaceholder('Filtruj wg E-mail').fill(good);
    const row = page.getByRole('row').filter({ hasText: good });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Wysłany');
  });

  test('filters the requests by a createdAt range', async ({ page }) => {
    const created = await sql(
      "SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM onboarding_request WHERE email = $1",
      [FINISHED_EMAIL],
    );
    const day: string = created.rows[0].day;
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await openAsAdmin(page, '/app/onboarding/requests');
    await page.getByPlaceholder('Filtruj wg E-mail').fill('klient4');
    const row = page.getByRole('row').filter({ hasText: FINISHED_EMAIL });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Zakończony');

    await fillDate(page, 'Utworzono od', typedDay(day));
    await fillDate(page, 'Utworzono do', typedDay(day));
    await expect(row).toHaveCount(1);
    await expect(page.getByText('Znalezione wnioski: 1')).toBeVisible();

    await fillDate(page, 'Utworzono od', typedDay(next));
    await expect(page.getByText('Podaj datę nie wcześniejszą niż')).toBeVisible();
    await fillDate(page, 'Utworzono do', typedDay(next));
    await expect(page.getByText('Znalezione wnioski: 0')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('previews a finished request with its submitted KYC by section', async ({ page }) => {
    await openAsAdmin(page, '/app/onboarding/requests');
    await page.getByPlaceholder('Filtruj wg E-mail').fill('klient4');
    await page.getByRole('link', { name: `Podgląd wniosku ${FINISHED_EMAIL}` }).click();
    await expect(page).toHaveURL(/\/app\/preview\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Wniosek onboardingowy ${FINISHED_EMAIL}` }),
    ).toBeVisible();
    await expect(page.getByTestId('request-status')).toHaveText('Zakończony');
    await expect(page.getByText('Osoba fizyczna')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kwestionariusz KYC' })).toContainText('Wysłany');
    for (const section of ['1. Informacje o inwestorze', '5. Rachunek bankowy', '7. Sankcje']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const bank = page.getByRole('region', { name: '5. Rachunek bankowy' });
    await expect(bank).toContainText(/PL61 1090 1014 0000 0712 1981 2874|61 1090 1014 0000 0712 1981 2874/);
    await expect(page.getByRole('region', { name: '1. Informacje o inwestorze' })).toContainText('PESEL');
  });
});
