import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { e2ePort } from './env.ts';

/** Every demo account with a password has this one (README). */
export const DEMO_PASSWORD = 'Demo!2026pass';

export interface ApiAnswer {
  status: number;
  json: unknown;
}

/**
 * A JSON call to the e2e edge as a given host, with a Bearer token when given (node:http: fetch
 * would drop the Host header).
 */
export function callEdge(
  host: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ApiAnswer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: e2ePort,
        path,
        method,
        headers: {
          host: `${host}:${e2ePort}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
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

/**
 * The status a GET of the e2e edge as a given host answers, redirects not followed and outside
 * any browser's cache (a browser keeps a 308 for an hour).
 */
export function edgeStatus(host: string, path = '/'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: e2ePort, path, method: 'GET', headers: { host: `${host}:${e2ePort}` } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** POST JSON to the e2e edge as a given host. */
export function postJson(host: string, path: string, body: unknown): Promise<ApiAnswer> {
  return callEdge(host, 'POST', path, body);
}

/**
 * Signs an advisor-panel account in through the API and puts its tokens where the portal keeps
 * them (local storage `apiKey` / `refreshToken`), before the first page loads. For tests of the
 * screens behind the sign-in; the sign-in screens themselves are tested through the form.
 */
export async function signInWithApi(page: Page, host: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await postJson(host, '/auth/login', { email, password });
  const body = response.json as { type?: string; accessToken?: string; refreshToken?: string };
  if (response.status !== 200 || body.type !== 'auth-token' || !body.accessToken) {
    throw new Error(`Sign-in of ${email} on ${host} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  await page.addInitScript(
    ([accessToken, refreshToken]) => {
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('apiKey', accessToken as string);
      window.localStorage.setItem('refreshToken', refreshToken as string);
    },
    [body.accessToken, body.refreshToken ?? ''],
  );
}
