import { generateSecret } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdvisor,
  createInvestor,
  createTenant,
  createTestApi,
  TEST_PASSWORD,
  type TestApi,
} from '../testing/index.ts';
import { mailsTo, totpCode } from './auth-test-helpers.ts';

// perIp 3 and perEmail 2 per minute: small enough to cross in a test, per route and per address.
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ rateLimits: { perIp: 3, perEmail: 2, windowMs: 60_000 } });
});

let ipCounter = 0;
/** A fresh client address per call site, so tests never share an IP bucket. */
const freshIp = () => `10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}.1`;

const post = (host: string, url: string, body: unknown, remoteAddress: string) =>
  t.call({ method: 'POST', url, host, body, remoteAddress });

function expectTooManyRequests(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    label: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
    code: 'error.too_many_requests',
    parameters: {},
    violations: [],
  });
}

describe('per-IP limits', () => {
  it.each([
    ['/auth/login', (i: number) => ({ email: `nobody-${i}@example.test`, password: 'x' })],
    ['/auth/investor/send-token', (i: number) => ({ email: `nobody-${i}@example.test` })],
    ['/auth/activate/send-token', (i: number) => ({ email: `nobody-${i}@example.test` })],
    ['/auth/password/send-remind-request', (i: number) => ({ email: `nobody-${i}@example.test` })],
    ['/auth/login-investor', (i: number) => ({ token: `made-up-${i}` })],
    ['/auth/login-with-two-factor', (i: number) => ({ twoFactorToken: `made-up-${i}`, code: '123456' })],
  ])('%s: the 4th call from one address within the window is 429', async (url, body) => {
    const tenant = await createTenant(t.db);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await post(tenant.host, url, body(i), ip)).statusCode).not.toBe(429);
    }

    expectTooManyRequests(await post(tenant.host, url, body(3), ip));
    // Another address is not affected.
    expect((await post(tenant.host, url, body(4), freshIp())).statusCode).not.toBe(429);
  });
});

describe('per-e-mail limits (across addresses)', () => {
  it('login: the 3rd attempt for one e-mail is 429, even with the right password and from new IPs', async () => {
    const tenant = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);
    for (const password of ['wrong-1', 'wrong-2']) {
      expect((await post(tenant.host, '/auth/login', { email, password }, freshIp())).statusCode).toBe(401);
    }

    const third = await post(
      tenant.host,
      '/auth/login',
      { email: email.toUpperCase(), password: TEST_PASSWORD },
      freshIp(),
    );

    expectTooManyRequests(third);
    expect(third.headers['retry-after']).toBeDefined();
    // Another account is not affected.
    const other = await createAdvisor(t.db, tenant.tenantId);
    expect(
      (await post(tenant.host, '/auth/login', { email: other.email, password: TEST_PASSWORD }, freshIp())).statusCode,
    ).toBe(200);
  });

  it('investor/send-token: no third mail to one address within the window', async () => {
    const tenant = await createTenant(t.db);
    const { email } = await createInvestor(t.db, tenant.tenantId);
    for (let i = 0; i < 2; i++) {
      expect((await post(tenant.host, '/auth/investor/send-token', { email }, freshIp())).statusCode).toBe(200);
    }

    expectTooManyRequests(await post(tenant.host, '/auth/investor/send-token', { email }, freshIp()));
    expect(await mailsTo(t, email)).toHaveLength(2);
  });

  it.each(['/auth/activate/send-token', '/auth/password/send-remind-request'])(
    '%s: the 3rd request for one e-mail is 429',
    async (url) => {
      const tenant = await createTenant(t.db);
      const email = `someone-${freshIp()}@example.test`;
      await post(tenant.host, url, { email }, freshIp());
      await post(tenant.host, url, { email }, freshIp());

      expectTooManyRequests(await post(tenant.host, url, { email }, freshIp()));
    },
  );

  it('login-with-two-factor: counted per user across challenges and addresses', async () => {
    const tenant = await createTenant(t.db);
    const secret = generateSecret();
    const { email } = await createAdvisor(t.db, tenant.tenantId, { totpSecret: secret });
    // Two password steps (the per-e-mail login limit allows two), each with one code attempt.
    const challenges: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await post(tenant.host, '/auth/login', { email, password: TEST_PASSWORD }, freshIp());
      challenges.push(response.json().twoFactorToken);
    }
    const wrong = (await totpCode(secret)) === '000000' ? '111111' : '000000';
    for (const twoFactorToken of challenges) {
      const response = await post(
        tenant.host,
        '/auth/login-with-two-factor',
        { twoFactorToken, code: wrong },
        freshIp(),
      );
      expect(response.statusCode).toBe(401);
    }

    const third = await post(
      tenant.host,
      '/auth/login-with-two-factor',
      { twoFactorToken: challenges[0], code: await totpCode(secret) },
      freshIp(),
    );

    expectTooManyRequests(third);
  });
});
