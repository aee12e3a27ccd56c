import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { createCampaignWithProduct, createInvestor, createOffer, createOnboardingRequest } from '@wl/api/testing';
import { createPreviewToken, createTestOperator, freshOperatorCode, SESSION_COOKIE } from '@wl/console-server/testing';
import { seedDemo } from '@wl/db';
import { createTestDatabase, type TestDatabase } from '@wl/db/testing';
import { PREVIEW_QUERY_PARAM } from '@wl/shared/console';
import { kycDataFixture } from '@wl/shared/demo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { writeFixturePortal } from '../testing/fixture-portal.ts';

/**
 * Secrets never reach the log (issue #9, ASVS V7.1): a flow through the real edge with its
 * production logger options at the most verbose level, writing into an array — an investor's
 * login link and login, refresh, a public offer link, a KYC form link and its submit with a PESEL
 * and an IBAN, refused and malformed submits, a console sign-in and a draft preview — and no line
 * carries a token, a password, a session cookie, a PESEL or an IBAN.
 */

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
const secrets = new Map<string, string>();
const host = { host: 'demo.localhost' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({
      PORTAL_DIST: writeFixturePortal(),
      CONSOLE_DIST: '/nonexistent',
      JWT_SECRET: 'test-secret-of-the-edge-at-least-32-chars',
    }),
    databaseUrl: database.url,
    logger: { ...loggerOptions('trace'), stream },
  });
  await app.ready();
});
afterAll(() => app?.close());

const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url,
    headers: { ...host, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

describe('the log', () => {
  it('carries no token, password, cookie, PESEL or IBAN through a whole flow', async () => {
    const db = database.db;
    const demo = await db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } });
    const tenantId = demo.tenantId as string;

    // The investor's login link: asked for, opened in the portal, used, refreshed.
    const investor = await createInvestor(db, tenantId);
    expect((await json('POST', '/auth/investor/send-token', { email: investor.email })).statusCode).toBe(200);
    await app.background.settled();
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { toAddress: investor.email } });
    const loginToken = decodeURIComponent(/token=([^"&\s<]+)/.exec(mail.text)?.[1] ?? '');
    expect(loginToken.length).toBeGreaterThan(20);
    secrets.set('login link token', loginToken);
    await app.inject({
      url: `/login-with-redirect-token?token=${encodeURIComponent(loginToken)}`,
      headers: { ...host, accept: 'text/html' },
    });
    const login = await json('POST', '/auth/login-investor', { token: loginToken });
    expect(login.statusCode, login.body).toBe(200);
    const { accessToken, refreshToken } = login.json() as { accessToken: string; refreshToken: string };
    secrets.set('access token', accessToken);
    secrets.set('refresh token', refreshToken);
    await app.inject({
      url: '/investor-api/onboarding/request',
      headers: { ...host, authorization: `Bearer ${accessToken}` },
    });
    const refreshed = await json('POST', '/auth/refresh-investor-token', { refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    secrets.set('rotated refresh token', (refreshed.json() as { refreshToken: string }).refreshToken);
    // Reused (rotated) and guessed: refused, and the refusal logged without the token.
    await json('POST', '/auth/refresh-investor-token', { refreshToken });
    await json('POST', '/auth/login-investor', { token: loginToken });

    // A campaign offer's public link.
    const offer = await createOffer(db, tenantId, await createCampaignWithProduct(db, tenantId));
    secrets.set('offer token', offer.token);
    await app.inject({
      url: `/campaign?token=${encodeURIComponent(offer.token)}`,
      headers: { ...host, accept: 'text/html' },
    });
    await app.inject({ url: `/public-api/campaign-offer/${encodeURIComponent(offer.token)}`, headers: host });
    await json('PATCH', `/public-api/campaign-offer/${encodeURIComponent(offer.token)}/interest`, {});

    // A KYC form link and its submit with a PESEL and an IBAN; then a refused and a malformed submit.
    const { token: kycToken } = await createOnboardingRequest(db, tenantId, { status: 'sent' });
    secrets.set('KYC token', kycToken);
    const kyc = kycDataFixture();
    const pesel = kyc.investorInformation.pesel as string;
    const iban = JSON.stringify(kyc).match(/"iban":"([^"]+)"/)?.[1] as string;
    secrets.set('PESEL', pesel);
    secrets.set('IBAN', iban);
    secrets.set('IBAN (compact)', iban.replaceAll(' ', ''));
    const kycUrl = `/public-api/kyc/investor-request/${encodeURIComponent(kycToken)}`;
    await app.inject({
      url: `/kyc-form?token=${encodeURIComponent(kycToken)}`,
      headers: { ...host, accept: 'text/html' },
    });
    await app.inject({ url: kycUrl, headers: host });
    // A surname that is not a string: refused with violations, the rest of the form as sent.
    const invalid = { ...kyc, investorInformation: { ...kyc.investorInformation, surname: 42 } };
    expect((await json('PUT', `${kycUrl}/submit`, invalid)).statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'PUT',
      url: `${kycUrl}/submit`,
      headers: { ...host, 'content-type': 'application/json' },
      payload: `{"pesel":"${pesel}","iban":"${iban}",`,
    });
    expect(malformed.statusCode).toBe(400);
    const submitted = await json('PUT', `${kycUrl}/submit`, kyc);
    expect(submitted.statusCode, submitted.body).toBe(200);
    await app.inject({
      url: `/public-api/kyc/investor-request/preview/${encodeURIComponent(kycToken)}`,
      headers: host,
    });

    // The console: a sign-in (password in the body), a call with the session cookie, a draft preview.
    const operator = await createTestOperator(db);
    secrets.set('operator password', operator.password);
    const signIn = await app.inject({
      method: 'POST',
      url: '/console/trpc/auth.signIn',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: operator.email,
        password: operator.password,
        totpCode: await freshOperatorCode(db, operator.id, operator.totpSecret ?? ''),
      }),
    });
    const cookie = /wl_console=([^;]+)/.exec(String(signIn.headers['set-cookie']))?.[1] as string;
    expect(cookie).toBeDefined();
    secrets.set('session cookie', cookie);
    await app.inject({ url: '/console/trpc/hosts.list', headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
    const { url: previewUrl } = await createPreviewToken(db, app.previewTokens, 'http://localhost:3000', {
      hostConfigId: demo.id,
      language: 'pl',
    });
    const previewToken = new URL(previewUrl).searchParams.get(PREVIEW_QUERY_PARAM) as string;
    secrets.set('preview token', previewToken);
    await app.inject({
      url: `/?${PREVIEW_QUERY_PARAM}=${encodeURIComponent(previewToken)}`,
      headers: { ...host, accept: 'text/html' },
    });

    // The portal pages of activation and reset mails, and the investor's request by its token.
    for (const [name, url] of [
      ['activation link token', '/auth/activate-from-email/'],
      ['reset link token', '/auth/reset-password/'],
      ['request token', '/investor-api/onboarding/request/by-token/'],
    ] as const) {
      const token = randomBytes(32).toString('base64url');
      secrets.set(name, token);
      await app.inject({ url: `${url}${token}`, headers: { ...host, accept: 'text/html' } });
    }

    // The flow was logged at all (requests, and the refusals).
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.join('\n')).toContain('/public-api/kyc/investor-request/');
    const leaks: Record<string, string[]> = {};
    for (const [name, value] of secrets) {
      const forms = new Set([value, encodeURIComponent(value)]);
      const leaking = lines.filter((line) => [...forms].some((form) => line.includes(form)));
      if (leaking.length > 0) leaks[name] = leaking.map((line) => line.slice(0, 300));
    }
    expect(leaks).toEqual({});
    // Nothing answered twice (an error that quotes the URL, token and all).
    expect(lines.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });
});
