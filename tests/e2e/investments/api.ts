import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { hostUrl } from '../support/env.ts';
import { type ApiAnswer, callEdge, DEMO_PASSWORD, postJson, signInWithApi } from '../support/session.ts';

/** The demo tenant's seeded ids (prisma/src/seed-ids.ts, demo-campaigns.ts). */
export const DEMO_HOST = 'demo.localhost';
export const demo = {
  activeCampaign: '00000000-0000-4000-8000-000000000501',
  bond12: '00000000-0000-4000-8000-000000000601',
  north: '00000000-0000-4000-8000-000000000101',
  advisor: 'doradca@demo.localhost',
  coordinator: 'koordynator@demo.localhost',
} as const;

/** An address nobody else's test uses (both Playwright projects share one database). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function accessTokenOf(email: string): Promise<string> {
  const response = await postJson(DEMO_HOST, '/auth/login', { email, password: DEMO_PASSWORD });
  const body = response.json as { accessToken?: string };
  if (response.status !== 200 || !body.accessToken) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return body.accessToken;
}

/** An authenticated API call on the demo host. */
export function callApi(token: string, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return callEdge(DEMO_HOST, method, path, body, token);
}

/** Invites one investor to the demo's 12-month bond in the North network; the new offer's id. */
export async function inviteToBond12(token: string, investorEmail: string): Promise<string> {
  const response = await callApi(
    token,
    'POST',
    `/api/advisor/campaign/${demo.activeCampaign}/product/${demo.bond12}/invite-investor`,
    { investorEmail, message: 'Zapraszam do zapoznania się z ofertą.', networkId: demo.north },
  );
  if (response.status !== 201)
    throw new Error(`Invitation failed: ${response.status} ${JSON.stringify(response.json)}`);
  return (response.json as { id: string }).id;
}

/**
 * Signs in through the API (support/session.ts) with the app shell's cookie notice already
 * acknowledged, so it covers nothing in the screenshots and clicks.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
  });
  await signInWithApi(page, DEMO_HOST, email);
}

/** Opens the portal in English on the next load (the visitor's explicit choice, as the switch stores it). */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('currentLanguage', 'en');
    window.localStorage.setItem('currentLanguageChosen', 'true');
  });
}

/**
 * Opens an investments screen by its address on the demo host and waits up to 15 s for its
 * heading. Their first render (mantine-react-table) is heavy: on this 2-core machine, idle, a
 * phone's profile sees the heading 1.8–2.5 s after navigating, 0.6–0.8 s of it between the
 * screen's last chunk and its first call (seven loads measured). CI runs the two projects side by
 * side (two browsers, edges and databases on those cores), and a first load went past the default
 * 5 s there in three runs, each time on one of these screens and never alone.
 */
export async function openInvestmentsScreen(page: Page, address: string): Promise<void> {
  await page.goto(hostUrl(DEMO_HOST, address));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}
