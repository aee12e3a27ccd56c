import type { Page, TestInfo } from '@playwright/test';
import { kycDataFixture } from '@wl/shared/demo';
import { latestLoginLinkToken } from '../auth/support.ts';
import { accessTokenOf, demo, uniqueEmail } from '../investments/api.ts';
import { sql } from '../support/database.ts';
import { capture } from '../support/screenshot.ts';
import { callEdge, postJson } from '../support/session.ts';

/** Both demo hosts serve the demo tenant: legal persons are disabled on one, enabled on the other. */
export const NATURAL_HOST = 'demo.localhost';
export const LEGAL_HOST = 'inwestor.demo.localhost';
const DEMO_TENANT = '00000000-0000-4000-8000-000000000002';

export type Lang = 'pl' | 'en';

/** A full-page screenshot named onboarding-<screen>-<lang>-<project>.png, after animations settle. */
export async function screenshot(page: Page, screen: string, lang: Lang, testInfo: TestInfo): Promise<void> {
  await capture(page, `onboarding-${screen}-${lang}-${testInfo.project.name}`);
}

/**
 * An onboarding (KYC) request from an advisor of the demo tenant to `email` (spec §7): the way an
 * investor account comes to exist. The doradca and the coordinator each send their own, so two of
 * them make two open sessions. Returns the request's id.
 */
export async function sendOnboardingRequest(email: string, from: string = demo.advisor): Promise<string> {
  const token = await accessTokenOf(from);
  const response = await callEdge(
    NATURAL_HOST,
    'POST',
    '/api/advisor/kyc/investor-request/send',
    { investorEmail: email, message: 'Proszę o uzupełnienie weryfikacji przed inwestycją.' },
    token,
  );
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`KYC invitation failed: ${response.status} ${JSON.stringify(response.json)}`);
  }
  return (response.json as { id: string }).id;
}

/** A fresh investor with one onboarding request from the demo advisor. */
export async function freshInvestor(prefix: string): Promise<{ email: string; requestId: string }> {
  const email = uniqueEmail(prefix);
  const requestId = await sendOnboardingRequest(email);
  return { email, requestId };
}

/** The investor's tokens, by the one-time link of spec §1: send-token, the mail outbox, login-investor. */
export async function investorTokens(
  host: string,
  email: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const since = new Date(Date.now() - 1000);
  const sent = await postJson(host, '/auth/investor/send-token', { email });
  if (sent.status !== 200) throw new Error(`send-token failed: ${sent.status}`);
  const token = await latestLoginLinkToken(email, since);
  const login = await postJson(host, '/auth/login-investor', { token });
  const body = login.json as { accessToken?: string; refreshToken?: string };
  if (login.status !== 200 || !body.accessToken) throw new Error(`login-investor failed: ${login.status}`);
  return { accessToken: body.accessToken, refreshToken: body.refreshToken ?? '' };
}

/**
 * Signs the investor in before the first page loads (their tokens where the portal keeps them,
 * the cookie notice acknowledged), optionally in English. Returns the access token for setup calls.
 */
export async function signInInvestor(page: Page, host: string, email: string, lang: Lang = 'pl'): Promise<string> {
  const tokens = await investorTokens(host, email);
  await page.addInitScript(
    ([accessToken, refreshToken, language]) => {
      window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
      if (language === 'en') {
        window.localStorage.setItem('currentLanguage', 'en');
        window.localStorage.setItem('currentLanguageChosen', 'true');
      }
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('apiKey', accessToken as string);
      window.localStorage.setItem('refreshToken', refreshToken as string);
    },
    [tokens.accessToken, tokens.refreshToken, lang],
  );
  return tokens.accessToken;
}

/** Setup through the investor API: the request is for a natural person, with a KYC draft of every section. */
export async function naturalPersonWithKycDraft(host: string, token: string, requestId: string): Promise<void> {
  const client = await callEdge(
    host,
    'PATCH',
    `/investor-api/onboarding/request/${requestId}/client`,
    { investorType: 'natural-person' },
    token,
  );
  if (client.status !== 200) throw new Error(`client failed: ${client.status} ${JSON.stringify(client.json)}`);
  const draft = await callEdge(
    host,
    'PUT',
    `/investor-api/onboarding/request/${requestId}/kyc`,
    kycDataFixture({ firstName: 'Anna', surname: 'Nowak' }),
    token,
  );
  if (draft.status !== 200) throw new Error(`kyc draft failed: ${draft.status} ${JSON.stringify(draft.json)}`);
}

/**
 * Lets a company of the register be added again: the demo tenant forgets it (requests that chose
 * it keep no company). Only companies these specs add from the register (never the seeded ones).
 */
export async function forgetCompany(registerNumber: string): Promise<void> {
  await sql('DELETE FROM company WHERE tenant_id = $1 AND register_number = $2', [DEMO_TENANT, registerNumber]);
}
