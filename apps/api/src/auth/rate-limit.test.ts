import { generateSecret } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../app.ts';
import { mailsTo, totpCode } from '../testing/auth-helpers.ts';
import {
  createAdvisor,
  createInvestor,
  createTenant,
  createTestApi,
  TEST_PASSWORD,
  type TestApi,
} from '../testing/index.ts';

// perIp 3 per minute and 2 attempts on an account before the back-off (its first wait a minute, so
// nothing gets through by a slow machine): small enough to cross in a test, per route and account.
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ rateLimits: { perIp: 3, perEmail: 2, windowMs: 60_000, signInBackoffMs: 60_000 } });
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
    ['/auth/activate/check', (i: number) => ({ token: `made-up-${i}` })],
    ['/auth/password/check', (i: number) => ({ token: `made-up-${i}` })],
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

/**
 * Issue #15, finding 7 (decision 035): per tenant and account, growing back-off, an office-sized
 * per-address limit, counters shared by every replica, and the same answer time for any address.
 */
describe('limits per tenant and account', () => {
  it("wrong passwords on another broker's host never lock the account out of its own host", async () => {
    const home = await createTenant(t.db);
    const other = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, home.tenantId);
    for (let i = 0; i < 10; i++) {
      const response = await post(other.host, '/auth/login', { email, password: `wrong-${i}` }, freshIp());
      expect([401, 429]).toContain(response.statusCode);
    }

    expect((await post(home.host, '/auth/login', { email, password: TEST_PASSWORD }, freshIp())).statusCode).toBe(200);
  });

  it('makes the wait grow: each refused try after the back-off started says a longer Retry-After', async () => {
    const quick = await createTestApi({
      rateLimits: { perIp: 10_000, perEmail: 2, windowMs: 15 * 60_000, signInBackoffMs: 2000 },
    });
    const tenant = await createTenant(quick.db);
    const { email } = await createAdvisor(quick.db, tenant.tenantId);
    const attempt = () =>
      quick.call({ method: 'POST', url: '/auth/login', host: tenant.host, body: { email, password: 'wrong' } });
    /** As if the subject's last attempt and block were `ms` earlier. */
    const wait = (ms: number) =>
      quick.pool.query(
        `UPDATE rate_limit SET last_attempt_at = last_attempt_at - $1 * interval '1 millisecond',
           blocked_until = blocked_until - $1 * interval '1 millisecond'`,
        [ms],
      );
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      await wait(seconds * 1000 + 100);
      expect((await attempt()).statusCode).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16]);
  });

  it('lets an office behind one address sign in many people with the default limits', async () => {
    const office = await createTestApi({ rateLimits: { ...defaultRateLimits } });
    const tenant = await createTenant(office.db);
    const ip = '198.51.100.20';
    const people = await Promise.all(Array.from({ length: 40 }, () => createAdvisor(office.db, tenant.tenantId)));
    for (const person of people) {
      const response = await office.call({
        method: 'POST',
        url: '/auth/login',
        host: tenant.host,
        body: { email: person.email, password: TEST_PASSWORD },
        remoteAddress: ip,
      });
      expect(response.statusCode, person.email).toBe(200);
    }
  }, 60_000);

  it('answers send-token without waiting for the account lookup, so a known address cannot be told from an unknown one (no account enumeration)', async () => {
    const deferred = await createTestApi({ rateLimits: { perIp: 10_000, perEmail: 10_000, windowMs: 60_000 } });
    const tenant = await createTenant(deferred.db);
    const investor = await createInvestor(deferred.db, tenant.tenantId);
    const send = (email: string) =>
      deferred.app.inject({
        method: 'POST',
        url: '/auth/investor/send-token',
        headers: { host: tenant.host, 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
      });
    // Nobody can read an account while another session holds the accounts' table: a route that
    // looked the address up before answering would wait for the lock, and the lock for the answer,
    // until the transaction's timeout failed the test.
    const answers = await deferred.db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('LOCK TABLE app_user IN ACCESS EXCLUSIVE MODE');
        return Promise.all([send(investor.email), send('nobody@example.test')]);
      },
      { timeout: 10_000 },
    );
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'processed' });
    }
    // Once the table is free, the lookups finish: the investor gets the link, nobody else a mail.
    await deferred.app.background.settled();
    expect(await deferred.db.mailOutbox.count({ where: { template: 'investor-login-link' } })).toBe(1);
    expect(await mailsTo(deferred, investor.email)).toHaveLength(1);
  }, 30_000);
});
