import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, type TestInfo } from '@playwright/test';
import { latestLoginLinkToken } from '../auth/support.ts';
import { accessTokenOf, callApi, demo, inviteToBond12 } from '../investments/api.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { capture } from '../support/screenshot.ts';

export type Lang = 'pl' | 'en';

/** The demo's 24-month EUR bond of the active campaign (prisma/src/demo-campaigns.ts). */
const BOND24 = '00000000-0000-4000-8000-000000000602';

/** A full-page screenshot named investor-<screen>-<lang>-<project>.png, once the screen has settled. */
export async function screenshot(page: Page, screen: string, lang: Lang, testInfo: TestInfo): Promise<void> {
  await capture(page, `investor-${screen}-${lang}-${testInfo.project.name}`);
}

/** The token of the newest offer invitation mailed to `email` (the link /campaign?token=…). */
export async function invitationToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await sql(
      `SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'offer-invitation' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const token = (result.rows[0]?.text as string | undefined)?.match(/\/campaign\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No offer invitation mailed to ${email}`);
}

/**
 * What an advisor does before the investor's story starts: doradca@ invites `email` to the
 * 12-month PLN bond and, when asked, to the 24-month EUR bond too. The first offer's invitation token.
 */
export async function inviteInvestor(email: string, { alsoEur = false } = {}): Promise<string> {
  const token = await accessTokenOf(demo.advisor);
  if (alsoEur) {
    const response = await callApi(
      token,
      'POST',
      `/api/advisor/campaign/${demo.activeCampaign}/product/${BOND24}/invite-investor`,
      {
        investorEmail: email,
        message: 'Proponuję też obligacje w euro.',
        networkId: demo.north,
      },
    );
    if (response.status !== 201) throw new Error(`Invitation failed: ${response.status}`);
  }
  await inviteToBond12(token, email);
  return invitationToken(email);
}

/** Hides the cookie notice, and makes English the visitor's choice when asked. */
export async function prepare(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((english) => {
    window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
    if (english) {
      window.localStorage.setItem('currentLanguage', 'en');
      window.localStorage.setItem('currentLanguageChosen', 'true');
    }
  }, lang === 'en');
}

const loginTexts = {
  pl: { email: 'Adres e-mail', send: 'Wyślij link do logowania', inbox: 'Sprawdź skrzynkę e-mail' },
  en: { email: 'E-mail address', send: 'Send the sign-in link', inbox: 'Check your inbox' },
};

/** The investor asks for a one-time link at /investor-login on `host` and opens it from the mail. */
export async function signInByLink(page: Page, host: string, email: string, lang: Lang): Promise<void> {
  const t = loginTexts[lang];
  await page.goto(hostUrl(host, '/investor-login'));
  const since = new Date(Date.now() - 1000);
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.inbox);
  const token = await latestLoginLinkToken(email, since);
  await page.goto(hostUrl(host, `/login-with-redirect-token?token=${token}`));
  await expect(page).toHaveURL(hostUrl(host, '/app'));
}

/** A small but real PDF (the API sniffs the content: the header and the end-of-file marker). */
export function paymentConfirmationPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** Chooses the confirmation in the file dialog the button opens, as a user would. */
export async function uploadConfirmation(page: Page, buttonName: string, fileName: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  await chooser.setFiles({ name: fileName, mimeType: 'application/pdf', buffer: paymentConfirmationPdf() });
}

/** Clicks a download button and checks a PDF arrived; its suggested file name. */
export async function downloadPdf(page: Page, buttonName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  await expectPdf(download);
  return download.suggestedFilename();
}

async function expectPdf(download: Download): Promise<void> {
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}
