import dbPlugin from '@wl/db/fastify';
import { developmentOrigins } from '@wl/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTenantFromDatabase } from '../core/resolve-tenant-from-db.ts';
import { hashToken } from '../core/tokens.ts';
import { platformApi } from '../index.ts';
import { auditRows, claimsOf, expectError, signIn, tokenFromLastMail, totpCode } from '../testing/auth-helpers.ts';
import {
  createAdvisor,
  createInvestor,
  createTenant,
  createTestApi,
  TEST_JWT_SECRET,
  TEST_PASSWORD,
  type TestApi,
} from '../testing/index.ts';
import { advisorFormBody, sessionlessAccessToken } from '../testing/matrix.ts';
import { REFRESH_GRACE_MS } from './services/sessions.ts';

/**
 * Issue #15, finding 6 and the activation part of finding 10 (decision 034): a session ends when
 * it is ended — its access tokens stop working at once, on every replica — one-time codes and
 * challenges work once, remembered devices end with a password or second-factor change, and a
 * client that lost the answer of a refresh keeps its session.
 */

let t: TestApi;
/** A second replica of the API on the same database (another edge process, say). */
let replica: FastifyInstance;

beforeAll(async () => {
  t = await createTestApi();
  replica = Fastify({ logger: false });
  await replica.register(dbPlugin, { databaseUrl: t.url });
  await replica.register(platformApi, {
    jwtSecret: TEST_JWT_SECRET,
    resolveTenant: resolveTenantFromDatabase(replica.db, developmentOrigins),
    rateLimits: { perIp: 10_000, perEmail: 10_000, windowMs: 60_000 },
  });
  await replica.ready();
});
afterAll(() => replica?.close());

const data = (host: string, token: string) => t.call({ method: 'GET', url: '/api/auth/data', host, token });
const dataOnReplica = (host: string, token: string) =>
  replica.inject({ method: 'GET', url: '/api/auth/data', headers: { host, authorization: `Bearer ${token}` } });
/**
 * The other replica keeps callers in its principal cache: it hears of the change from the
 * database's notification, within milliseconds (decision 049); a second is the promise.
 */
const refusedOnReplica = (host: string, token: string) =>
  expect.poll(async () => (await dataOnReplica(host, token)).statusCode, { timeout: 1000, interval: 5 }).toBe(401);
const refresh = (host: string, refreshToken: string, url = '/auth/refresh-token') =>
  t.call({ method: 'POST', url, host, body: { refreshToken } });

async function advisorSession(options: { totpSecret?: string } = {}) {
  const tenant = await createTenant(t.db);
  const advisor = await createAdvisor(t.db, tenant.tenantId, options);
  const tokens = options.totpSecret ? null : await signIn(t, tenant.host, advisor.email);
  return { tenant, ...advisor, tokens };
}

describe('ending a session ends its access tokens at once, on every replica (6a)', () => {
  it('logout: the access token is refused by this and by another replica', async () => {
    const { tenant, tokens } = await advisorSession();
    if (!tokens) throw new Error('signed in');
    expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(200);
    expect((await dataOnReplica(tenant.host, tokens.accessToken)).statusCode).toBe(200);

    const logout = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      host: tenant.host,
      token: tokens.accessToken,
    });
    expect(logout.statusCode).toBe(204);

    expect((await data(tenant.host, tokens.accessToken)).statusCode).toBe(401);
    await refusedOnReplica(tenant.host, tokens.accessToken);
  });

  it("a password reset: every access token of the account is refused, the account's other sessions too", async () => {
    const { tenant, email, tokens } = await advisorSession();
    if (!tokens) throw new Error('signed in');
    const otherDevice = await signIn(t, tenant.host, email);
    await t.call({ method: 'POST', url: '/auth/password/send-remind-request', host: tenant.host, body: { email } });
    const token = await tokenFromLastMail(t, email, /reset-password\/(\S+)/);
    const set = await t.call({
      method: 'POST',
      url: '/auth/password/set',
      host: tenant.host,
      body: { token, password: 'N3w!Passw0rd', passwordConfirmation: 'N3w!Passw0rd' },
    });
    expect(set.statusCode, set.body).toBe(200);

    for (const accessToken of [tokens.accessToken, otherDevice.accessToken]) {
      expect((await data(tenant.host, accessToken)).statusCode).toBe(401);
      await refusedOnReplica(tenant.host, accessToken);
    }
  });

  it("a refresh token's reuse: the family's access tokens are refused", async () => {
    const { tenant, tokens } = await advisorSession();
    if (!tokens) throw new Error('signed in');
    const second = (await refresh(tenant.host, tokens.refreshToken)).json();
    const third = (await refresh(tenant.host, second.refreshToken)).json();
    expect((await data(tenant.host, third.accessToken)).statusCode).toBe(200);

    expect((await refresh(tenant.host, tokens.refreshToken)).statusCode).toBe(401);

    for (const accessToken of [tokens.accessToken, second.accessToken, third.accessToken]) {
      expect((await data(tenant.host, accessToken)).statusCode).toBe(401);
    }
  });

  it('an activation ends every other session of the account (finding 10)', async () => {
    const tenant = await createTenant(t.db);
    // A person who is this tenant's investor, signed in, then invited as an advisor.
    const investor = await createInvestor(t.db, tenant.tenantId);
    await t.call({
      method: 'POST',
      url: '/auth/investor/send-token',
      host: tenant.host,
      body: { email: investor.email },
    });
    const loginToken = await tokenFromLastMail(t, investor.email, /login-with-redirect-token\?token=(\S+)/);
    const investorSession = (
      await t.call({ method: 'POST', url: '/auth/login-investor', host: tenant.host, body: { token: loginToken } })
    ).json();
    expect((await data(tenant.host, investorSession.accessToken)).statusCode).toBe(200);
    const admin = await createAdvisor(t.db, tenant.tenantId, { role: 'admin' });
    const network = await t.db.brokerNetwork.create({ data: { tenantId: tenant.tenantId, name: 'Sieć' } });
    const adminTokens = await signIn(t, tenant.host, admin.email);
    const created = await t.call({
      method: 'POST',
      url: '/api/advisor/advisor',
      host: tenant.host,
      token: adminTokens.accessToken,
      body: advisorFormBody([network.id], { email: investor.email, firstName: 'Irena', surname: 'Inwestor' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const activation = await tokenFromLastMail(t, investor.email, /activate-from-email\/(\S+)/);

    const activated = await t.call({
      method: 'POST',
      url: '/auth/activate',
      host: tenant.host,
      body: { token: activation, password: 'N3w!Passw0rd', passwordConfirmation: 'N3w!Passw0rd' },
    });
    expect(activated.statusCode, activated.body).toBe(200);

    expect((await data(tenant.host, investorSession.accessToken)).statusCode).toBe(401);
    expect((await refresh(tenant.host, investorSession.refreshToken, '/auth/refresh-investor-token')).statusCode).toBe(
      401,
    );
  });

  it('refuses a well-signed token that names no session (the API never issues one)', async () => {
    const { tenant, user } = await advisorSession();
    const token = await sessionlessAccessToken(user, tenant.tenantId);

    expect((await data(tenant.host, token)).statusCode).toBe(401);
  });
});

describe('a refresh whose answer was lost (6d)', () => {
  it('within the grace window the rotated token gets the same successor again, and the session lives on', async () => {
    const { tenant, tokens } = await advisorSession();
    if (!tokens) throw new Error('signed in');
    const first = await refresh(tenant.host, tokens.refreshToken);
    expect(first.statusCode).toBe(200);

    // The answer never reached the client (a reload): it sends the same token again.
    const again = await refresh(tenant.host, tokens.refreshToken);

    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refreshToken).toBe(first.json().refreshToken);
    expect(claimsOf(again.json().accessToken).sid).toBe(claimsOf(tokens.accessToken).sid);
    expect((await data(tenant.host, again.json().accessToken)).statusCode).toBe(200);
    expect(await auditRows(t, 'token.refresh_repeated', { tenantId: tenant.tenantId })).toHaveLength(1);
    expect(await auditRows(t, 'token.reuse_detected', { tenantId: tenant.tenantId })).toHaveLength(0);
    // The successor then rotates as usual.
    expect((await refresh(tenant.host, first.json().refreshToken)).statusCode).toBe(200);
  });

  it('two tabs refreshing with one token at the same moment both stay signed in, with one successor', async () => {
    const { tenant, tokens } = await advisorSession();
    if (!tokens) throw new Error('signed in');

    const answers = await Promise.all([1, 2, 3].map(() => refresh(tenant.host, tokens.refreshToken)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().refreshToken)).size).toBe(1);
    expect(await auditRows(t, 'token.reuse_detected', { tenantId: tenant.tenantId })).toHaveLength(0);
  });

  it('after the grace window, or once the successor was used, it is reuse: the family ends', async () => {
    const late = await advisorSession();
    if (!late.tokens) throw new Error('signed in');
    expect((await refresh(late.tenant.host, late.tokens.refreshToken)).statusCode).toBe(200);
    await t.db.refreshToken.update({
      where: { tokenHash: hashToken(late.tokens.refreshToken) },
      data: { usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) },
    });
    expectError(
      await refresh(late.tenant.host, late.tokens.refreshToken),
      401,
      'Session expired',
      'auth.session_expired',
    );
    expect(await auditRows(t, 'token.reuse_detected', { tenantId: late.tenant.tenantId })).toHaveLength(1);

    const moved = await advisorSession();
    if (!moved.tokens) throw new Error('signed in');
    const second = (await refresh(moved.tenant.host, moved.tokens.refreshToken)).json();
    expect((await refresh(moved.tenant.host, second.refreshToken)).statusCode).toBe(200);
    expectError(
      await refresh(moved.tenant.host, moved.tokens.refreshToken),
      401,
      'Session expired',
      'auth.session_expired',
    );
  });
});

describe('one-time codes work once (6b)', () => {
  async function challenge(host: string, email: string): Promise<string> {
    const response = await t.call({
      method: 'POST',
      url: '/auth/login',
      host,
      body: { email, password: TEST_PASSWORD },
    });
    expect(response.json().type).toBe('two-factor');
    return response.json().twoFactorToken;
  }
  const answer = (host: string, twoFactorToken: string, code: string, rememberDevice = false) =>
    t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host,
      body: { twoFactorToken, code, rememberDevice },
    });

  it('refuses a TOTP code that was already used, even with a new challenge', async () => {
    const secret = generateSecret();
    const { tenant, email } = await advisorSession({ totpSecret: secret });
    const code = await totpCode(secret);

    expect((await answer(tenant.host, await challenge(tenant.host, email), code)).statusCode).toBe(200);
    const replay = await answer(tenant.host, await challenge(tenant.host, email), code);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth.two_factor_invalid_code' });
    // The next code works.
    expect(
      (await answer(tenant.host, await challenge(tenant.host, email), await totpCode(secret, 30))).statusCode,
    ).toBe(200);
  });

  it('refuses a two-factor challenge that already led to a session', async () => {
    const secret = generateSecret();
    const { tenant, email } = await advisorSession({ totpSecret: secret });
    const token = await challenge(tenant.host, email);
    expect((await answer(tenant.host, token, await totpCode(secret))).statusCode).toBe(200);

    expectError(
      await answer(tenant.host, token, await totpCode(secret, 30)),
      401,
      'Token is invalid.',
      'token.not_active',
    );
  });
});

describe('remembered devices end with the password or the second factor (6c)', () => {
  it('a password reset ends the remember-2fa token', async () => {
    const secret = generateSecret();
    const { tenant, email } = await advisorSession({ totpSecret: secret });
    const login = await t.call({
      method: 'POST',
      url: '/auth/login',
      host: tenant.host,
      body: { email, password: TEST_PASSWORD },
    });
    const twoFactor = await t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host: tenant.host,
      body: { twoFactorToken: login.json().twoFactorToken, code: await totpCode(secret), rememberDevice: true },
    });
    const { remember2faToken } = twoFactor.json();
    expect(remember2faToken).toEqual(expect.any(String));
    const remembered = await t.call({
      method: 'POST',
      url: '/auth/login',
      host: tenant.host,
      body: { email, password: TEST_PASSWORD, remember2faToken },
    });
    expect(remembered.json().type).toBe('auth-token');

    await t.call({ method: 'POST', url: '/auth/password/send-remind-request', host: tenant.host, body: { email } });
    const token = await tokenFromLastMail(t, email, /reset-password\/(\S+)/);
    await t.call({
      method: 'POST',
      url: '/auth/password/set',
      host: tenant.host,
      body: { token, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
    });

    const after = await t.call({
      method: 'POST',
      url: '/auth/login',
      host: tenant.host,
      body: { email, password: TEST_PASSWORD, remember2faToken },
    });
    expect(after.json().type).toBe('two-factor');
  });

  it('turning the second factor off and on again ends the remember-2fa token', async () => {
    const secret = generateSecret();
    const { tenant, email } = await advisorSession({ totpSecret: secret });
    const login = await t.call({
      method: 'POST',
      url: '/auth/login',
      host: tenant.host,
      body: { email, password: TEST_PASSWORD },
    });
    const twoFactor = (
      await t.call({
        method: 'POST',
        url: '/auth/login-with-two-factor',
        host: tenant.host,
        body: { twoFactorToken: login.json().twoFactorToken, code: await totpCode(secret), rememberDevice: true },
      })
    ).json();
    const off = await t.call({
      method: 'DELETE',
      url: '/api/auth/two-factor',
      host: tenant.host,
      token: twoFactor.accessToken,
      body: { code: await totpCode(secret, 30) },
    });
    expect(off.statusCode, off.body).toBe(200);
    const setup = (
      await t.call({
        method: 'POST',
        url: '/api/auth/two-factor/setup',
        host: tenant.host,
        token: twoFactor.accessToken,
      })
    ).json();
    const on = await t.call({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      host: tenant.host,
      token: twoFactor.accessToken,
      body: { code: await totpCode(setup.secret) },
    });
    expect(on.statusCode, on.body).toBe(200);

    const after = await t.call({
      method: 'POST',
      url: '/auth/login',
      host: tenant.host,
      body: { email, password: TEST_PASSWORD, remember2faToken: twoFactor.remember2faToken },
    });
    expect(after.json().type).toBe('two-factor');
  });
});
