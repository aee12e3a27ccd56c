import { request as httpRequest } from 'node:http';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { latestLoginLinkToken } from '../auth/support.ts';
import { accessTokenOf, callApi, DEMO_HOST, demo } from '../investments/api.ts';
import { sql } from '../support/database.ts';
import { e2ePort, hostUrl } from '../support/env.ts';
import { capture } from '../support/screenshot.ts';
import { callEdge } from '../support/session.ts';

export type Lang = 'pl' | 'en';

/** A phone's browser: the sandbox identity page lets only phones confirm (like the real provider). */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The link token of the newest KYC invitation mailed to `email` (its mail in the outbox). */
async function kycLinkToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await sql(
      `SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'kyc-invitation' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const token = (result.rows[0]?.text as string | undefined)?.match(/kyc-form\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No KYC invitation mailed to ${email}`);
}

export interface Invitation {
  requestId: string;
  token: string;
  email: string;
}

/** The demo advisor invites `email` to KYC (the API, as the advisor's screen does); the link's token from the mail. */
export async function inviteToKyc(email: string): Promise<Invitation> {
  const advisor = await accessTokenOf(demo.advisor);
  const sent = await callApi(advisor, 'POST', '/api/advisor/kyc/investor-request/send', {
    investorEmail: email,
    message: 'Dzień dobry, proszę o wypełnienie formularza KYC przed inwestycją.',
  });
  if (sent.status !== 201 && sent.status !== 200) throw new Error(`KYC invitation failed: ${sent.status}`);
  return { requestId: (sent.json as { id: string }).id, token: await kycLinkToken(email), email };
}

export interface InvestorTokens {
  accessToken: string;
  refreshToken: string;
}

/** Signs an investor in the way the login link does: send-token, the mail, login-investor. */
export async function investorTokens(email: string, host = DEMO_HOST): Promise<InvestorTokens> {
  const since = new Date(Date.now() - 1000);
  const sent = await callEdge(host, 'POST', '/auth/investor/send-token', { email });
  if (sent.status >= 300) throw new Error(`send-token failed: ${sent.status}`);
  const link = await latestLoginLinkToken(email, since);
  const login = await callEdge(host, 'POST', '/auth/login-investor', { token: link });
  const body = login.json as { accessToken?: string; refreshToken?: string };
  if (login.status !== 200 || !body.accessToken) throw new Error(`login-investor failed: ${login.status}`);
  return { accessToken: body.accessToken, refreshToken: body.refreshToken ?? '' };
}

/** Puts the investor's session where the portal keeps it, before the first page loads (cookie notice acknowledged). */
export async function useInvestorSession(page: Page, tokens: InvestorTokens): Promise<void> {
  await page.addInitScript(
    ([accessToken, refreshToken]) => {
      window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('apiKey', accessToken as string);
      window.localStorage.setItem('refreshToken', refreshToken as string);
    },
    [tokens.accessToken, tokens.refreshToken],
  );
}

function raw(host: string, method: string, path: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: e2ePort,
        path,
        method,
        headers: {
          host: `${host}:${e2ePort}`,
          'user-agent': PHONE_UA,
          ...(body
            ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body ?? '');
  });
}

/**
 * The identity step done: started through the API, confirmed on the sandbox provider's page as a
 * phone would (its Verify button posts the page's nonce).
 */
export async function verifyIdentity(tokens: InvestorTokens, requestId: string, host = DEMO_HOST): Promise<void> {
  const started = await callEdge(
    host,
    'POST',
    `/investor-api/onboarding/request/${requestId}/identity`,
    undefined,
    tokens.accessToken,
  );
  const url = (started.json as { verificationUrl?: string }).verificationUrl;
  if (started.status !== 200 || !url) throw new Error(`Identity start failed: ${started.status}`);
  const path = new URL(url).pathname;
  const page = await raw(host, 'GET', path);
  const nonce = page.text.match(/name="nonce" value="([^"]+)"/)?.[1];
  if (!nonce) throw new Error('No nonce on the sandbox identity page');
  const decided = await raw(host, 'POST', `${path}/verify`, new URLSearchParams({ nonce }).toString());
  if (decided.status !== 303) throw new Error(`Identity verify failed: ${decided.status}`);
}

/**
 * Opens a portal page in the language asked for (as the language switch stores the choice), with
 * the cookie notice already acknowledged (it sits over the form's last buttons on a phone).
 */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((language) => {
    window.localStorage.setItem('currentLanguage', language);
    window.localStorage.setItem('currentLanguageChosen', 'true');
    window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
  }, lang);
}

export const kycUrl = (token: string, host = DEMO_HOST) => hostUrl(host, `/kyc-form?token=${token}`);

/** tests/e2e/screenshots/kyc-<screen>-<lang>-<project>.png, the whole page. */
export async function screenshot(page: Page, screen: string, lang: Lang, testInfo: TestInfo): Promise<void> {
  await capture(page, `kyc-${screen}-${lang}-${testInfo.project.name}`);
}

/** Types a date as a person does (DD.MM.YYYY) and closes the calendar. */
export async function fillDate(field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await field.fill(`${day}.${month}.${year}`);
  await field.press('Escape');
}

/** Picks an option of a Mantine select by typing/clicking, as a user would. */
/** Adds an option of a multi-select (its value shows as a pill, not in the input). */
export async function chooseAlso(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks an option of a single select and waits until the field shows it. */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  // A busy phone may drop the click that opens the list or picks the option; try again until the
  // field shows the choice, as a person would.
  await expect(async () => {
    if (!(await page.getByRole('option', { name: option, exact: true }).isVisible())) await field.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2000 });
    await expect(field).toHaveValue(option, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Today plus `days` as YYYY-MM-DD. */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function expectStep(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(text);
}
