import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { e2ePort } from '../support/env.ts';
import { DEMO_PASSWORD, postJson, signInWithApi } from '../support/session.ts';

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

/** An authenticated API call on the demo host (node:http: fetch would drop the Host header). */
export function callApi(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: e2ePort,
        path,
        method,
        headers: {
          host: `${DEMO_HOST}:${e2ePort}`,
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
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
