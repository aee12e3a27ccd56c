import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { auditRows, expectError, mailsTo, signIn, tokenFromLastMail } from '../testing/auth-helpers.ts';
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

const NEW_PASSWORD = 'An0ther!Secret';
const remind = (host: string, email: string) =>
  t.call({ method: 'POST', url: '/auth/password/send-remind-request', host, body: { email } });
const setPassword = (host: string, token: string, password = NEW_PASSWORD) =>
  t.call({
    method: 'POST',
    url: '/auth/password/set',
    host,
    body: { token, password, passwordConfirmation: password },
  });
const resetToken = (email: string) => tokenFromLastMail(t, email, /\/auth\/reset-password\/(\S+)/);

describe('POST /auth/password/send-remind-request', () => {
  it("mails a reset link of the host's portal to an active advisor", async () => {
    const tenant = await createTenant(t.db);
    const { user, email } = await createAdvisor(t.db, tenant.tenantId);

    const response = await remind(tenant.host, email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    const [mail] = await mailsTo(t, email);
    expect(mail?.template).toBe('password-reset');
    expect(mail?.text).toContain(`http://${tenant.host}/auth/reset-password/`);
    const row = await t.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(await resetToken(email)) } });
    expect(row).toMatchObject({ purpose: 'password_reset', userId: user.id });
    expect(await auditRows(t, 'password.reset_requested', { tenantId: tenant.tenantId })).toHaveLength(1);
  });

  it('answers alike and mails nothing to anyone else', async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const initial = await createAdvisor(t.db, tenant.tenantId, { status: 'initial' });
    const archived = await createAdvisor(t.db, tenant.tenantId, { status: 'deleted' });
    const elsewhere = await createAdvisor(t.db, other.tenantId);
    const investor = await createInvestor(t.db, tenant.tenantId);

    for (const email of [initial.email, archived.email, elsewhere.email, investor.email, 'nobody@example.test']) {
      const response = await remind(tenant.host, email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'processed' });
      expect(await mailsTo(t, email)).toHaveLength(0);
    }
  });
});

describe('POST /auth/password/set', () => {
  it('sets the new password (the old one stops working) and ends every session of the user', async () => {
    const tenant = await createTenant(t.db);
    const { user, email } = await createAdvisor(t.db, tenant.tenantId);
    const laptop = await signIn(t, tenant.host, email);
    const phone = await signIn(t, tenant.host, email);
    await remind(tenant.host, email);

    const response = await setPassword(tenant.host, await resetToken(email));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    for (const session of [laptop, phone]) {
      const refreshed = await t.call({
        method: 'POST',
        url: '/auth/refresh-token',
        host: tenant.host,
        body: { refreshToken: session.refreshToken },
      });
      expectError(refreshed, 401, 'Session expired', 'auth.session_expired');
    }
    const old = await t.call({
      method: 'POST',
      url: '/auth/login',
      host: tenant.host,
      body: { email, password: TEST_PASSWORD },
    });
    expectError(old, 401, 'Bad credentials', 'auth.bad_credentials');
    await signIn(t, tenant.host, email, NEW_PASSWORD);
    const [entry] = await auditRows(t, 'password.set', { tenantId: tenant.tenantId });
    expect(entry).toMatchObject({ actorUserId: user.id, data: { revokedTokens: 2 } });
  });

  it("works once; an expired or another tenant's token is 'Token is invalid.'", async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);
    await remind(tenant.host, email);
    const token = await resetToken(email);

    expectError(await setPassword(other.host, token), 401, 'Token is invalid.', 'token.not_active');
    expect((await setPassword(tenant.host, token)).statusCode).toBe(200);
    expectError(await setPassword(tenant.host, token), 401, 'Token is invalid.', 'token.not_active');

    await remind(tenant.host, email);
    const expired = await resetToken(email);
    await t.db.oneTimeToken.update({
      where: { tokenHash: hashToken(expired) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expectError(await setPassword(tenant.host, expired), 401, 'Token is invalid.', 'token.not_active');
  });

  it('refuses a weak password with 400', async () => {
    const tenant = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);
    await remind(tenant.host, email);

    const response = await setPassword(tenant.host, await resetToken(email), 'weak');

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('error.validation');
  });
});

describe('POST /auth/password/check (decision 067)', () => {
  const check = (host: string, token: string) =>
    t.call({ method: 'POST', url: '/auth/password/check', host, body: { token } });

  it('answers 204 for a working link and spends nothing: the link still sets the password', async () => {
    const tenant = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);
    await remind(tenant.host, email);
    const token = await resetToken(email);

    const response = await check(tenant.host, token);

    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    const row = await t.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(row.usedAt).toBeNull();
    expect((await setPassword(tenant.host, token)).statusCode).toBe(200);
  });

  it("is one 404 'token.not_active' for a used, expired, guessed or another tenant's link", async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);
    await remind(tenant.host, email);
    const used = await resetToken(email);
    await setPassword(tenant.host, used);
    await remind(tenant.host, email);
    const expired = await resetToken(email);
    await t.db.oneTimeToken.update({
      where: { tokenHash: hashToken(expired) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const foreigner = await createAdvisor(t.db, other.tenantId);
    await remind(other.host, foreigner.email);
    const foreign = await resetToken(foreigner.email);

    for (const token of [used, expired, 'A'.repeat(43), foreign]) {
      const response = await check(tenant.host, token);
      expectError(response, 404, 'Token is invalid.', 'token.not_active');
      expect(response.body).not.toContain(email);
    }
    // The foreign link works on its own host.
    expect((await check(other.host, foreign)).statusCode).toBe(204);
  });

  it('says an advisor archived since the mail is not active (403), as setting the password would', async () => {
    const tenant = await createTenant(t.db);
    const { advisor, email } = await createAdvisor(t.db, tenant.tenantId);
    await remind(tenant.host, email);
    const token = await resetToken(email);
    await t.db.advisor.update({ where: { id: advisor.id }, data: { status: 'deleted' } });

    expectError(await check(tenant.host, token), 403, 'Account is not active.', 'account.not_active');
  });
});
