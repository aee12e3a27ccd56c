import { generateSecret } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { auditRows, claimsOf, expectError, signIn, totpCode } from '../testing/auth-helpers.ts';
import {
  createAdvisor,
  createInvestor,
  createTenant,
  createTestApi,
  TEST_PASSWORD,
  type TestApi,
} from '../testing/index.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const login = (host: string, body: Record<string, unknown>, remoteAddress?: string) =>
  t.call({ method: 'POST', url: '/auth/login', host, body, ...(remoteAddress ? { remoteAddress } : {}) });

describe('POST /auth/login', () => {
  it('signs an active advisor in to the advisor panel of the host', async () => {
    const tenant = await createTenant(t.db);
    const { user, email } = await createAdvisor(t.db, tenant.tenantId);

    const response = await login(tenant.host, { email, password: TEST_PASSWORD });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ type: 'auth-token', accessToken: expect.any(String), refreshToken: expect.any(String) });
    const claims = claimsOf(body.accessToken);
    expect(claims).toMatchObject({
      sub: user.id,
      context_type: 'advisor-panel',
      context_id: tenant.tenantId,
      username: email,
    });
    expect(claims.impersonator).toBeUndefined();
    const lifetime = claims.exp - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(14 * 60);
    expect(lifetime).toBeLessThanOrEqual(15 * 60);
    // Only the hash of the refresh token is stored, in a family named by the access token's sid.
    const stored = await t.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(body.refreshToken) } });
    expect(stored).toMatchObject({ userId: user.id, tenantId: tenant.tenantId, contextType: 'advisor_panel' });
    expect(stored.familyId).toBe(claims.sid);
    expect(await t.db.refreshToken.count({ where: { tokenHash: body.refreshToken } })).toBe(0);
    const [entry] = await auditRows(t, 'login.succeeded', { tenantId: tenant.tenantId });
    expect(entry).toMatchObject({ actorUserId: user.id, ip: '127.0.0.1' });
  });

  it('the access token signs the caller in on this host', async () => {
    const tenant = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);
    const { accessToken } = await signIn(t, tenant.host, email);

    const data = await t.call({ method: 'GET', url: '/api/auth/data', host: tenant.host, token: accessToken });

    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ context: { type: 'advisor-panel', id: tenant.tenantId }, user: { email } });
  });

  it('takes the e-mail in any letter case', async () => {
    const tenant = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);

    const response = await login(tenant.host, { email: email.toUpperCase(), password: TEST_PASSWORD });

    expect(response.statusCode).toBe(200);
  });

  it("answers an unknown e-mail 401 'User with the given email not found' and audits it", async () => {
    const tenant = await createTenant(t.db);

    const response = await login(tenant.host, { email: 'nobody@example.test', password: TEST_PASSWORD });

    expectError(response, 401, 'User with the given email not found', 'auth.user_not_found');
    const [entry] = await auditRows(t, 'login.failed', { tenantId: tenant.tenantId });
    expect(entry?.data).toEqual({ reason: 'unknown_email', email: 'nobody@example.test' });
  });

  it("answers a wrong password 401 'Bad credentials' and never logs the password", async () => {
    const tenant = await createTenant(t.db);
    const { user, email } = await createAdvisor(t.db, tenant.tenantId);

    const response = await login(tenant.host, { email, password: 'Wrong!Passw0rd-secret' });

    expectError(response, 401, 'Bad credentials', 'auth.bad_credentials');
    const [entry] = await auditRows(t, 'login.failed', { tenantId: tenant.tenantId });
    expect(entry).toMatchObject({ targetUserId: user.id, data: { reason: 'bad_credentials' } });
    expect(JSON.stringify(entry)).not.toContain('Wrong!Passw0rd-secret');
  });

  it("answers 'Bad credentials' for a user without a password (an investor, an advisor not yet activated)", async () => {
    const tenant = await createTenant(t.db);
    const investor = await createInvestor(t.db, tenant.tenantId);
    const initial = await createAdvisor(t.db, tenant.tenantId, { status: 'initial', password: null });

    for (const email of [investor.email, initial.email]) {
      expectError(
        await login(tenant.host, { email, password: TEST_PASSWORD }),
        401,
        'Bad credentials',
        'auth.bad_credentials',
      );
    }
  });

  it("knows nothing of another broker's accounts: their advisor's e-mail is unknown here (decision 027)", async () => {
    const tenantA = await createTenant(t.db);
    const tenantB = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenantA.tenantId);

    const response = await login(tenantB.host, { email, password: TEST_PASSWORD });

    expectError(response, 401, 'User with the given email not found', 'auth.user_not_found');
  });

  it("signs in with this broker's own password when the person has accounts at two brokers", async () => {
    const tenantA = await createTenant(t.db);
    const tenantB = await createTenant(t.db);
    const { email, user: atA } = await createAdvisor(t.db, tenantA.tenantId);
    const { user: atB } = await createAdvisor(t.db, tenantB.tenantId, { email, password: 'An0ther!Passw0rd' });

    expectError(
      await login(tenantB.host, { email, password: TEST_PASSWORD }),
      401,
      'Bad credentials',
      'auth.bad_credentials',
    );
    const signedIn = await login(tenantB.host, { email, password: 'An0ther!Passw0rd' });
    expect(signedIn.statusCode).toBe(200);
    expect(claimsOf(signedIn.json().accessToken)).toMatchObject({ sub: atB.id, context_id: tenantB.tenantId });
    expect(atA.id).not.toBe(atB.id);
  });

  it("refuses an investor's e-mail with the right password on the advisor login: 'Access denied'", async () => {
    const tenant = await createTenant(t.db);
    const { user, email } = await createInvestor(t.db, tenant.tenantId);
    const { hash } = await import('@node-rs/argon2');
    await t.db.user.update({ where: { id: user.id }, data: { passwordHash: await hash(TEST_PASSWORD) } });

    expectError(
      await login(tenant.host, { email, password: TEST_PASSWORD }),
      403,
      'Access denied',
      'auth.access_denied',
    );
  });

  it.each(['initial', 'deleted'] as const)(
    'refuses an advisor in status %s: 403 account.not_active',
    async (status) => {
      const tenant = await createTenant(t.db);
      const { email } = await createAdvisor(t.db, tenant.tenantId, { status });

      const response = await login(tenant.host, { email, password: TEST_PASSWORD });

      expectError(response, 403, 'Account is not active.', 'account.not_active');
    },
  );

  it('refuses a body that fails the contract with 400 and violations', async () => {
    const tenant = await createTenant(t.db);

    const response = await login(tenant.host, { email: 'not-an-email', password: '' });

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.validation');
    expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('refuses an access token of tenant A on the host of tenant B (401)', async () => {
    const tenantA = await createTenant(t.db);
    const tenantB = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenantA.tenantId);
    await createAdvisor(t.db, tenantB.tenantId);
    const { accessToken } = await signIn(t, tenantA.host, email);

    const response = await t.call({ method: 'GET', url: '/api/auth/data', host: tenantB.host, token: accessToken });

    expect(response.statusCode).toBe(401);
  });
});

describe('login with a second factor', () => {
  async function advisorWithTotp() {
    const tenant = await createTenant(t.db, { language: 'en' });
    const secret = generateSecret();
    const advisor = await createAdvisor(t.db, tenant.tenantId, { totpSecret: secret });
    return { tenant, secret, ...advisor };
  }

  async function challenge(host: string, email: string, extra: Record<string, unknown> = {}) {
    const response = await login(host, { email, password: TEST_PASSWORD, ...extra });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('answers the password step with a two-factor challenge, then signs in with the current code', async () => {
    const { tenant, secret, email, user } = await advisorWithTotp();

    const first = await challenge(tenant.host, email);
    expect(first).toEqual({ type: 'two-factor', twoFactorToken: expect.any(String) });
    expect(await auditRows(t, 'login.two_factor_required', { tenantId: tenant.tenantId })).toHaveLength(1);
    // The challenge is no access token.
    const asBearer = await t.call({
      method: 'GET',
      url: '/api/auth/data',
      host: tenant.host,
      token: first.twoFactorToken,
    });
    expect(asBearer.statusCode).toBe(401);

    const response = await t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host: tenant.host,
      body: { twoFactorToken: first.twoFactorToken, code: await totpCode(secret) },
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ type: 'auth-token', accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(claimsOf(body.accessToken)).toMatchObject({ sub: user.id, context_type: 'advisor-panel' });
    expect(await auditRows(t, 'two_factor.succeeded', { tenantId: tenant.tenantId })).toHaveLength(1);
  });

  it('accepts the code of the previous 30-second step', async () => {
    const { tenant, secret, email } = await advisorWithTotp();
    const { twoFactorToken } = await challenge(tenant.host, email);

    const response = await t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host: tenant.host,
      body: { twoFactorToken, code: await totpCode(secret, -30) },
    });

    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong code 401 with a clear label and audits it', async () => {
    const { tenant, secret, email, user } = await advisorWithTotp();
    const { twoFactorToken } = await challenge(tenant.host, email);
    const right = await totpCode(secret);
    const wrong = right === '000000' ? '111111' : '000000';

    const response = await t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host: tenant.host,
      body: { twoFactorToken, code: wrong },
    });

    expectError(response, 401, 'The authentication code is incorrect.', 'auth.two_factor_invalid_code');
    const [entry] = await auditRows(t, 'two_factor.failed', { tenantId: tenant.tenantId });
    expect(entry?.targetUserId).toBe(user.id);
    expect(JSON.stringify(entry)).not.toContain(wrong);
  });

  it('speaks the language of the host in that label', async () => {
    const tenant = await createTenant(t.db, { language: 'pl' });
    const secret = generateSecret();
    const { email } = await createAdvisor(t.db, tenant.tenantId, { totpSecret: secret });
    const { twoFactorToken } = await challenge(tenant.host, email);
    const code = (await totpCode(secret)) === '000000' ? '111111' : '000000';

    const response = await t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host: tenant.host,
      body: { twoFactorToken, code },
    });

    expect(response.json().label).toBe('Nieprawidłowy kod uwierzytelniający.');
  });

  it("refuses a challenge that is not one, or one of another tenant's host: 'Token is invalid.'", async () => {
    const { tenant, secret, email } = await advisorWithTotp();
    const other = await createTenant(t.db);
    const { twoFactorToken } = await challenge(tenant.host, email);
    const code = await totpCode(secret);

    for (const [host, token] of [
      [tenant.host, 'not-a-jwt'],
      [other.host, twoFactorToken],
    ] as const) {
      const response = await t.call({
        method: 'POST',
        url: '/auth/login-with-two-factor',
        host,
        body: { twoFactorToken: token, code },
      });
      expectError(response, 401, 'Token is invalid.', 'token.not_active');
    }
  });

  it('refuses the code step when the advisor was archived after the password step', async () => {
    const { tenant, secret, email, advisor } = await advisorWithTotp();
    const { twoFactorToken } = await challenge(tenant.host, email);
    await t.db.advisor.update({ where: { id: advisor.id }, data: { status: 'deleted' } });

    const response = await t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host: tenant.host,
      body: { twoFactorToken, code: await totpCode(secret) },
    });

    expectError(response, 403, 'Account is not active.', 'account.not_active');
  });

  it('remembers the device: its remember2faToken skips the challenge for that user only', async () => {
    const { tenant, secret, email, user } = await advisorWithTotp();
    const { twoFactorToken } = await challenge(tenant.host, email);

    const response = await t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host: tenant.host,
      body: { twoFactorToken, code: await totpCode(secret), rememberDevice: true },
    });

    expect(response.statusCode).toBe(200);
    const { remember2faToken } = response.json();
    expect(remember2faToken).toEqual(expect.any(String));
    // Spec §4: the portal names the cookie by the token's username and keeps it until exp.
    const remembered = claimsOf(remember2faToken);
    expect(remembered.username).toBe(email);
    expect(remembered.exp - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
    expect(await auditRows(t, 'two_factor.remembered_device', { tenantId: tenant.tenantId })).toHaveLength(1);

    const again = await challenge(tenant.host, email, { remember2faToken });
    expect(again.type).toBe('auth-token');
    expect(claimsOf(again.accessToken).sub).toBe(user.id);

    // Someone else's remembered device does not skip this user's second factor.
    const otherSecret = generateSecret();
    const other = await createAdvisor(t.db, tenant.tenantId, { totpSecret: otherSecret });
    const otherLogin = await challenge(tenant.host, other.email, { remember2faToken });
    expect(otherLogin.type).toBe('two-factor');
  });

  it('does not hand out a remember2faToken unless asked', async () => {
    const { tenant, secret, email } = await advisorWithTotp();
    const { twoFactorToken } = await challenge(tenant.host, email);

    const response = await t.call({
      method: 'POST',
      url: '/auth/login-with-two-factor',
      host: tenant.host,
      body: { twoFactorToken, code: await totpCode(secret) },
    });

    expect(response.json().remember2faToken).toBeUndefined();
  });
});
