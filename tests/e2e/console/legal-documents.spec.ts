import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../investments/api.ts';
import { screenshot as investorScreenshot, inviteInvestor, prepare, signInByLink } from '../investor/support.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { consoleUrl, copyOfDemoHost, openSection, screenshot, signIn, uploadDocument } from './support.ts';

/**
 * Issue 17, item 8 (decision 043): an operator uploads a host's legal documents and publishes
 * them; the host serves them, the invest form names their versions and the stored acceptance
 * records them; after a new version is published the returning investor is asked to accept again.
 */
const pdf = (name: string) => readFileSync(new URL(`../../../prisma/demo-documents/${name}`, import.meta.url));

test.use({ actionTimeout: 10_000 });

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page.getByText('Szkic zapisany.')).toBeVisible();
  await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Opublikować szkic?' });
  await expect(dialog.getByText(/^Regulamin \(PL\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Opublikuj', exact: true }).click();
  await expect(page.getByText(/Opublikowano jako wersję/)).toBeVisible();
}

/** What the browser gets at a same-host path: status, type and the first bytes. */
function fetchInPage(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const head = new TextDecoder('latin1').decode((await response.arrayBuffer()).slice(0, 5));
    return { status: response.status, type: response.headers.get('content-type'), head };
  }, path);
}

test('an operator publishes legal documents; the acceptance names their versions; a new version is accepted again', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { host, hostId } = await copyOfDemoHost('legal', testInfo);

  await test.step('the operator uploads the terms and the risks in Polish and publishes them', async () => {
    await signIn(page);
    await page.goto(consoleUrl(`#/hosts/${hostId}`));
    await expect(page.getByRole('heading', { name: `Wygląd hosta ${host}` })).toBeVisible();
    const terms = page.getByRole('group', { name: 'Regulamin' });
    await expect(terms.getByText('Brak dokumentu: obowiązuje link poniżej.')).toHaveCount(2);
    // Not a PDF: refused with a reason, nothing in the draft.
    await uploadDocument(page, 'Prześlij PDF: Regulamin (PL)', 'regulamin.pdf', Buffer.from('<html>not a pdf</html>'));
    await expect(terms.getByRole('alert')).toHaveText('Ten rodzaj pliku nie jest obsługiwany. Dozwolone: PDF.');
    await uploadDocument(page, 'Prześlij PDF: Regulamin (PL)', 'Regulamin 2026.pdf', pdf('demo-terms.pl.pdf'));
    await expect(terms.getByRole('link', { name: 'Regulamin 2026.pdf, Regulamin (PL)' })).toHaveAttribute(
      'href',
      /^\/console\/legal-documents\/[0-9a-f]{64}\.pdf$/,
    );
    await expect(terms.getByText(/nowy, wejdzie z publikacją szkicu/)).toBeVisible();
    await uploadDocument(page, 'Prześlij PDF: Ryzyka inwestycyjne (PL)', 'Ryzyka.pdf', pdf('demo-risks.pl.pdf'));
    // In the draft before it is saved, as the operator sees it: a draft saved while an upload is
    // still on its way is saved without it (seen under the suite's load).
    await expect(
      page.getByRole('group', { name: 'Ryzyka inwestycyjne' }).getByText(/nowy, wejdzie z publikacją szkicu/),
    ).toBeVisible();
    await screenshot(page, 'legal-documents', 'pl', testInfo, {
      kind: 'element',
      element: page.getByRole('group', { name: 'Dokumenty prawne' }),
    });
    await publish(page);
    await expect(terms.getByText(/^wersja 1,/)).toBeVisible();
  });

  const email = uniqueEmail('legal');
  const investor = await browser.newPage();
  await prepare(investor, 'pl');

  await test.step('the investor reads the versioned documents on the invest form and accepts', async () => {
    const token = await inviteInvestor(email);
    await investor.goto(hostUrl(host, `/invest?token=${token}`));
    const termsLink = investor.getByRole('link', { name: /^Regulamin \(wersja 1\)/ });
    await expect(termsLink).toHaveAttribute('href', '/legal/terms.pl.pdf');
    await expect(investor.getByRole('link', { name: /^Ryzyka inwestycyjne \(wersja 1\)/ })).toHaveAttribute(
      'href',
      '/legal/risks.pl.pdf',
    );
    // No privacy policy uploaded: its link stays what the host had.
    expect(await fetchInPage(investor, '/legal/terms.pl.pdf')).toEqual({
      status: 200,
      type: 'application/pdf',
      head: '%PDF-',
    });
    expect((await fetchInPage(investor, '/legal/terms.pl.v1.pdf')).status).toBe(200);
    expect((await fetchInPage(investor, '/legal/terms.pl.v2.pdf')).status).toBe(404);
    await investorScreenshot(investor, 'invest-documents', 'pl', testInfo);
    await investor.getByLabel('Kwota inwestycji (PLN)').fill('120 000,00');
    await investor.getByRole('checkbox').nth(0).check();
    await investor.getByRole('checkbox').nth(1).check();
    await investor.getByRole('button', { name: /^Inwestuję|Składam zapis$/ }).click();
    await expect(investor.getByRole('heading', { level: 1, name: 'Dziękujemy za zapis!' })).toBeVisible();

    const stored = await sql(
      `SELECT a.purpose, a.language, a.documents FROM legal_acceptance a JOIN investor i ON i.id = a.investor_id
       JOIN app_user u ON u.id = i.user_id WHERE u.email = $1 AND a.host_config_id = $2`,
      [email, hostId],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].purpose).toBe('offer_acceptance');
    expect(stored.rows[0].language).toBe('pl');
    expect(
      (stored.rows[0].documents as { kind: string; language: string; version: number }[]).map(
        ({ kind, language, version }) => `${kind}.${language}.v${version}`,
      ),
    ).toEqual(['terms.pl.v1', 'risks.pl.v1']);
  });

  await test.step('a new version of the terms is published: the returning investor accepts it again', async () => {
    await uploadDocument(page, 'Zastąp: Regulamin (PL)', 'Regulamin 2027.pdf', pdf('demo-terms.en.pdf'));
    await expect(
      page.getByRole('group', { name: 'Regulamin' }).getByRole('link', { name: 'Regulamin 2027.pdf, Regulamin (PL)' }),
    ).toBeVisible();
    await publish(page);
    await expect(page.getByRole('group', { name: 'Regulamin' }).getByText(/^wersja 2,/)).toBeVisible();

    await signInByLink(investor, host, email, 'pl');
    const dialog = investor.getByRole('dialog', { name: 'Zmieniły się dokumenty' });
    await expect(dialog).toContainText('zmieniły się: Regulamin.');
    await expect(dialog.getByRole('link', { name: /^Regulamin, wersja 2 \(PL, PDF\)/ })).toHaveAttribute(
      'href',
      '/legal/terms.pl.v2.pdf',
    );
    await dialog.getByRole('button', { name: 'Akceptuję' }).click();
    await expect(dialog.getByText('Zaznacz, aby kontynuować.')).toHaveCount(2);
    await investorScreenshot(investor, 'legal-renewal', 'pl', testInfo);
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('checkbox').nth(1).check();
    await dialog.getByRole('button', { name: 'Akceptuję' }).click();
    await expect(dialog).toBeHidden();

    const renewal = await sql(
      `SELECT a.documents FROM legal_acceptance a JOIN investor i ON i.id = a.investor_id
       JOIN app_user u ON u.id = i.user_id WHERE u.email = $1 AND a.purpose = 'renewal'`,
      [email],
    );
    expect(renewal.rows).toHaveLength(1);
    expect(
      (renewal.rows[0].documents as { kind: string; version: number }[]).map(
        ({ kind, version }) => `${kind}.v${version}`,
      ),
    ).toEqual(['terms.v2', 'risks.v1']);
    // Asked once: the next visit goes straight in.
    await investor.reload();
    await expect(investor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(investor.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the audit log says what each publish changed, old → new', async () => {
    await openSection(page, 'Dziennik zdarzeń');
    const hostFilter = page.getByRole('textbox', { name: 'Host', exact: true });
    await hostFilter.click();
    await hostFilter.fill(host);
    await page.getByRole('option', { name: host, exact: true }).click();
    await page.getByRole('button', { name: 'Zastosuj' }).click();
    const table = page.getByRole('region', { name: /^Dziennik zdarzeń\./ }).getByRole('table');
    const publishes = table.getByRole('list', { name: 'Co się zmieniło' });
    await expect(publishes).toHaveCount(2);
    // Newest first: the second publish replaced version 1 of the terms.
    await expect(publishes.first()).toContainText(
      'Regulamin (PL): „Regulamin 2026.pdf” (wersja 1) → „Regulamin 2027.pdf” (wersja 2)',
    );
    await expect(publishes.last()).toContainText('Ryzyka inwestycyjne (PL): ustawiono „Ryzyka.pdf” (wersja 1)');
    await screenshot(page, 'audit-changes', 'pl', testInfo);
  });
});
