import { expect, type Page, type TestInfo } from '@playwright/test';
import { hostUrl } from '../support/env.ts';
import { capture } from '../support/screenshot.ts';
import { signInWithApi } from '../support/session.ts';

export const HOST = 'demo.localhost';
export const ADMIN = 'admin@demo.localhost';
export type Lang = 'pl' | 'en';

/**
 * Signs the demo admin in (through the API) and opens a portal path in the language asked for,
 * as if the user had chosen it with the language switch.
 */
export async function openAsAdmin(page: Page, path: string, lang: Lang = 'pl'): Promise<void> {
  await signInWithApi(page, HOST, ADMIN);
  await page.addInitScript((language) => {
    window.localStorage.setItem('currentLanguage', language);
    window.localStorage.setItem('currentLanguageChosen', 'true');
    // The cookie notice is the app shell's (tested there); here it would cover the forms' buttons.
    window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
  }, lang);
  await page.goto(hostUrl(HOST, path));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Unique per run and per project (desktop and mobile share one database). */
export function uniqueId(testInfo: TestInfo): string {
  return `${testInfo.project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** tests/e2e/screenshots/admin-<screen>-<lang>-<project>.png, the whole page. */
export async function screenshot(page: Page, screen: string, lang: Lang, testInfo: TestInfo): Promise<void> {
  await capture(page, `admin-${screen}-${lang}-${testInfo.project.name}`);
}

/** `YYYY-MM-DD` of today plus `days` (UTC), and the same as typed into a date input. */
export function isoDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function typedDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** Types a date into a date input (its text, as a user would) and closes its calendar. */
export async function fillDate(page: Page, label: string, typed: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(typed);
  await input.press('Escape');
}
