import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAsAdmin, uniqueId } from './admin-support.ts';

const seeded = ['Regulamin oferty.pdf', 'Tabela opłat.pdf', 'Polityka prywatności.pdf'];

test.describe('documents', () => {
  test('lists the seeded PDFs with uploader and date, and downloads one', async ({ page }) => {
    await openAsAdmin(page, '/app/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeVisible();
    for (const name of seeded) await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: 'Regulamin oferty.pdf' });
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Pobierz Regulamin oferty.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Regulamin oferty.pdf');
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('uploads a PDF and deletes it after confirmation', async ({ page }, testInfo) => {
    const fileName = `notatka-${uniqueId(testInfo)}.pdf`;
    await openAsAdmin(page, '/app/documents');
    await expect(page.getByRole('row').filter({ hasText: seeded[0] })).toHaveCount(1);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Dodaj dokument' }).click();
    await (await chooser).setFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await expect(page.getByText(`Dodano plik ${fileName}.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: fileName });
    await expect(row).toContainText('Agnieszka Nowak');

    await row.getByRole('button', { name: `Usuń ${fileName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Usunąć dokument?' });
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await expect(page.getByText(`Usunięto plik ${fileName}.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: fileName })).toHaveCount(0);
  });
});
