import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { auditRows, claimsOf, expectError, mailsTo, tokenFromLastMail } from '../testing/auth-helpers.ts';
import { createAdvisor, createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const sendToken = (host: string, email: string) =>
  t.call({ method: 'POST', url: '/auth/investor/send-token', host, body: { email } });
const loginInvestor = (host: string, token: string) =>
  t.call({ method: 'POST', url: '/auth/login-investor', host, body: { token } });
const linkToken = (email: string) => tokenFromLastMail(t, email, /login-with-redirect-token\?token=(\S+)/);

describe('POST /auth/investor/send-token', () => {
  it("mails a one-time login link to the host's portal", async () => {
    const tenant = await createTenant(t.db);
    const { user, email } = await createInvestor(t.db, tenant.tenantId);

    const response = await sendToken(tenant.host, email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    const [mail] = await mailsTo(t, email);
    expect(mail).toMatchObject({ template: 'investor-login-link', tenantId: tenant.tenantId, host: tenant.host });
    expect(mail?.text).toContain(`http://${tenant.host}/login-with-redirect-token?token=`);
    // Only the hash is stored.
    const token = await linkToken(email);
    const row = await t.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(row).toMatchObject({ purpose: 'investor_login', userId: user.id, tenantId: tenant.tenantId, usedAt: null });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(await auditRows(t, 'investor.login_link_sent', { tenantId: tenant.tenantId })).toHaveLength(1);
  });

  it('gives the same answer and sends nothing for an e-mail that is no investor of this tenant', async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const known = await createInvestor(t.db, tenant.tenantId);
    const ofOtherTenant = await createInvestor(t.db, other.tenantId);
    const advisor = await createAdvisor(t.db, tenant.tenantId);
    const expected = await sendToken(tenant.host, known.email);

    for (const email of ['nobody@example.test', ofOtherTenant.email, advisor.email]) {
      const response = await sendToken(tenant.host, email);
      expect(response.statusCode).toBe(expected.statusCode);
      expect(response.body).toBe(expected.body);
      expect(await mailsTo(t, email)).toHaveLength(0);
    }
  });

  it('sends nothing while the investor panel of the host is blocked', async () => {
    const tenant = await createTenant(t.db);
    await t.db.hostConfig.update({ where: { hostname: tenant.host }, data: { investorPanelBlocked: true } });
    const { email } = await createInvestor(t.db, tenant.tenantId);

    const response = await sendToken(tenant.host, email);

    expect(response.json()).toEqual({ status: 'processed' });
    expect(await mailsTo(t, email)).toHaveLength(0);
  });
});

describe('POST /auth/login-investor', () => {
  async function linkFor() {
    const tenant = await createTenant(t.db);
    const investor = await createInvestor(t.db, tenant.tenantId);
    await sendToken(tenant.host, investor.email);
    return { tenant, ...investor, token: await linkToken(investor.email) };
  }

  it('signs the investor in to the investor panel with the token of the link', async () => {
    const { tenant, user, email, token } = await linkFor();

    const response = await loginInvestor(tenant.host, token);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ type: 'auth-token', accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(claimsOf(body.accessToken)).toMatchObject({
      sub: user.id,
      context_type: 'investor-panel',
      context_id: tenant.tenantId,
      username: email,
    });
    const data = await t.call({ method: 'GET', url: '/api/auth/data', host: tenant.host, token: body.accessToken });
    expect(data.json().context.type).toBe('investor-panel');
    expect(await auditRows(t, 'investor.login', { tenantId: tenant.tenantId })).toHaveLength(1);
  });

  it("works once: a second use is 401 'Token is invalid.'", async () => {
    const { tenant, token } = await linkFor();
    expect((await loginInvestor(tenant.host, token)).statusCode).toBe(200);

    expectError(await loginInvestor(tenant.host, token), 401, 'Token is invalid.', 'token.not_active');
    const [failure] = await auditRows(t, 'login.failed', { tenantId: tenant.tenantId });
    expect(failure?.data).toEqual({ reason: 'invalid_token', panel: 'investor-panel' });
  });

  it("refuses an expired token: 'Token is invalid.'", async () => {
    const { tenant, token } = await linkFor();
    await t.db.oneTimeToken.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    expectError(await loginInvestor(tenant.host, token), 401, 'Token is invalid.', 'token.not_active');
  });

  it('only the newest link works', async () => {
    const { tenant, email, token: first } = await linkFor();
    await sendToken(tenant.host, email);
    const second = await linkToken(email);

    expectError(await loginInvestor(tenant.host, first), 401, 'Token is invalid.', 'token.not_active');
    expect((await loginInvestor(tenant.host, second)).statusCode).toBe(200);
  });

  it("refuses the token of another tenant's link", async () => {
    const { token } = await linkFor();
    const other = await createTenant(t.db);

    expectError(await loginInvestor(other.host, token), 401, 'Token is invalid.', 'token.not_active');
  });

  it('refuses an unknown token', async () => {
    const tenant = await createTenant(t.db);

    expectError(await loginInvestor(tenant.host, 'made-up'), 401, 'Token is invalid.', 'token.not_active');
  });

  it("refuses while the host's investor panel is blocked: 'Access denied'", async () => {
    const { tenant, token } = await linkFor();
    await t.db.hostConfig.update({ where: { hostname: tenant.host }, data: { investorPanelBlocked: true } });

    expectError(await loginInvestor(tenant.host, token), 403, 'Access denied', 'auth.access_denied');
  });
});
