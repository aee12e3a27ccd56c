import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { freshOperatorCode } from '../auth/support.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { type Capture, capture } from '../support/screenshot.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

export type Lang = 'pl' | 'en';

/** The demo console operator (README, "Console operators"). */
export const OPERATOR = 'operator@demo.localhost';

/** The console, served by the edge under /console/ on any host. */
export const consoleUrl = (hash = ''): string => hostUrl('localhost', `/console/${hash}`);

/**
 * The broker domain a project onboards: the projects share one database per run, so each gets a
 * host of its own (the desktop one is the issue's `acme.localhost`).
 */
export function brokerHost(testInfo: TestInfo): string {
  // A retry onboards a name of its own: the first attempt's host is still there.
  const retry = testInfo.retry > 0 ? `-r${testInfo.retry}` : '';
  return testInfo.project.name === 'desktop' && !retry
    ? 'acme.localhost'
    : `acme-${testInfo.project.name[0]}${retry}.localhost`;
}

/** The interface language switch; its name follows the language it is in. */
function languageSwitch(page: Page): Locator {
  return page.getByRole('radiogroup', { name: /^(Język interfejsu|Interface language)$/ });
}

/** Switches the console's language with its switch, as an operator would. */
export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  await languageSwitch(page).getByText(lang.toUpperCase(), { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * What a screenshot shows: the full page (the default), only the viewport (a dialog over the
 * page: a full-page capture resizes the viewport under it), or one element.
 */
export type Shot = Capture;

/** A screenshot named console-<screen>-<lang>-<project>.png, once the screen has settled. */
export async function screenshot(
  page: Page,
  screen: string,
  lang: Lang,
  testInfo: TestInfo,
  shot: Shot = { kind: 'page' },
): Promise<void> {
  await capture(page, `console-${screen}-${lang}-${testInfo.project.name}`, shot);
}

/**
 * The screen in Polish, then in English (waiting for `english` to show), then back to Polish.
 * A dialog would cover the switch: `reopen` closes and reopens it around the language change.
 */
export async function screenshotsInBothLanguages(
  page: Page,
  screen: string,
  testInfo: TestInfo,
  english: Locator,
  options: { reopen?: { close: () => Promise<void>; open: () => Promise<void> }; shot?: Shot } = {},
): Promise<void> {
  const { reopen, shot } = options;
  await screenshot(page, screen, 'pl', testInfo, shot);
  await reopen?.close();
  await switchLanguage(page, 'en');
  await reopen?.open();
  await expect(english).toBeVisible();
  await screenshot(page, screen, 'en', testInfo, shot);
  await reopen?.close();
  await switchLanguage(page, 'pl');
  await reopen?.open();
}

/** Signs the demo operator in through the console's form (Polish, the default language). */
export async function signIn(page: Page): Promise<void> {
  await page.goto(consoleUrl());
  await expect(page.getByRole('heading', { name: 'Logowanie operatora' })).toBeVisible();
  await page.getByLabel('E-mail').fill(OPERATOR);
  await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  // Every operator has a second factor (decision 031): the demo one has the README's secret.
  await page.getByLabel('Kod uwierzytelniający').fill(await freshOperatorCode(OPERATOR));
  await page.getByRole('button', { name: 'Potwierdź kod' }).click();
  await expect(page.getByText(`Zalogowano jako ${OPERATOR}`)).toBeVisible();
}

/** A console section through its navigation link. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sekcje konsoli' }).getByRole('link', { name, exact: true }).click();
}

/** The value of a theme variable the edge injected into a page (or a frame's document). */
export function cssVariable(root: Locator, name: string): Promise<string> {
  return root.evaluate((element, variable) => getComputedStyle(element).getPropertyValue(variable).trim(), name);
}

/** The page is no wider than the screen (nothing to pan to sideways). */
export async function expectFitsScreen(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: Math.round(window.visualViewport?.width ?? window.innerWidth),
  }));
  expect(widths.page, `the ${screen} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

/**
 * A host of its own for one story: demo.localhost's tenant, title, theme and logo under a new
 * name (the projects share one database per run), live at version 1. Returns its name and id.
 */
export async function copyOfDemoHost(prefix: string, testInfo: TestInfo): Promise<{ host: string; hostId: string }> {
  const host = `${prefix}-${testInfo.project.name}-${Date.now().toString(36)}.localhost`;
  const created = await sql(
    `INSERT INTO host_config (id, hostname, tenant_id, language, theme, favicon, site_title, logo, admin_configuration,
       public_origin, updated_at)
     SELECT gen_random_uuid(), $1, tenant_id, language, theme, favicon, site_title, logo, admin_configuration, $2, now()
     FROM host_config WHERE hostname = 'demo.localhost' RETURNING id`,
    [host, `http://${host}`],
  );
  return { host, hostId: created.rows[0].id as string };
}

/** Chooses a PDF in the file dialog a legal document's upload button opens, as an operator would. */
export async function uploadDocument(page: Page, button: string, name: string, bytes: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: bytes });
}

/**
 * A one-page PDF whose only text is `line` (a broker's own document, so nothing in it names
 * another broker); the platform's PDF check takes it like any uploaded PDF.
 */
export function onePagePdf(line: string): Buffer {
  // Helvetica without embedded fonts draws ASCII only: accents dropped, other letters left out.
  const ascii = line.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  const text = ascii.replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 14 Tf 40 150 Td (${text}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R',
      '  /Resources <</Font <</F1 <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>>>>>>> endobj',
      `4 0 obj <</Length ${stream.length}>> stream`,
      stream,
      'endstream endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}
