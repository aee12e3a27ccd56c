import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { auditRows, expectError, mailsTo, signIn, tokenFromLastMail } from '../testing/auth-helpers.ts';
import { createAdvisor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const NEW_PASSWORD = 'N3w!Password';
const sendToken = (host: string, email: string) =>
  t.call({ method: 'POST', url: '/auth/activate/send-token', host, body: { email } });
const activationToken = (email: string) => tokenFromLastMail(t, email, /\/auth\/activate-from-email\/(\S+)/);

async function initialAdvisor() {
  const tenant = await createTenant(t.db);
  const advisor = await createAdvisor(t.db, tenant.tenantId, { status: 'initial', password: null });
  return { tenant, ...advisor };
}

describe('POST /auth/activate/send-token', () => {
  it("mails the activation link of the host's portal to an advisor not yet activated", async () => {
    const { tenant, user, email } = await initialAdvisor();

    const response = await sendToken(tenant.host, email);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    const [mail] = await mailsTo(t, email);
    expect(mail?.template).toBe('advisor-activation');
    expect(mail?.text).toContain(`http://${tenant.host}/auth/activate-from-email/`);
    const [entry] = await auditRows(t, 'activation.sent', { tenantId: tenant.tenantId });
    expect(entry?.targetUserId).toBe(user.id);
  });

  it('answers alike and sends nothing for an active or archived advisor, another tenant, an unknown e-mail', async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const active = await createAdvisor(t.db, tenant.tenantId);
    const archived = await createAdvisor(t.db, tenant.tenantId, { status: 'deleted' });
    const elsewhere = await createAdvisor(t.db, other.tenantId, { status: 'initial' });

    for (const email of [active.email, archived.email, elsewhere.email, 'nobody@example.test']) {
      const response = await sendToken(tenant.host, email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'processed' });
      expect(await mailsTo(t, email)).toHaveLength(0);
    }
  });
});

describe.each(['/auth/activate-from-email', '/auth/activate'])('POST %s', (url) => {
  const activate = (host: string, body: Record<string, unknown>) => t.call({ method: 'POST', url, host, body });

  it('sets the password and activates the advisor, who can then sign in', async () => {
    const { tenant, advisor, email } = await initialAdvisor();
    await sendToken(tenant.host, email);
    const token = await activationToken(email);

    const response = await activate(tenant.host, { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    expect((await t.db.advisor.findUniqueOrThrow({ where: { id: advisor.id } })).status).toBe('active');
    await signIn(t, tenant.host, email, NEW_PASSWORD);
    const [entry] = await auditRows(t, 'activation.completed', { tenantId: tenant.tenantId });
    expect(entry?.data).toMatchObject({ advisorId: advisor.id, previousStatus: 'initial' });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });

  it("works once: the token used again is 401 'Token is invalid.'", async () => {
    const { tenant, email } = await initialAdvisor();
    await sendToken(tenant.host, email);
    const token = await activationToken(email);
    const body = { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await activate(tenant.host, body)).statusCode).toBe(200);

    expectError(await activate(tenant.host, body), 401, 'Token is invalid.', 'token.not_active');
  });

  it("refuses an expired token, and one of another tenant's host", async () => {
    const { tenant, email } = await initialAdvisor();
    const other = await createTenant(t.db);
    await sendToken(tenant.host, email);
    const token = await activationToken(email);
    const body = { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };

    expectError(await activate(other.host, body), 401, 'Token is invalid.', 'token.not_active');
    await t.db.oneTimeToken.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expectError(await activate(tenant.host, body), 401, 'Token is invalid.', 'token.not_active');
  });

  it('refuses a weak password and a confirmation that does not match (400, violations)', async () => {
    const { tenant, email } = await initialAdvisor();
    await sendToken(tenant.host, email);
    const token = await activationToken(email);

    const weak = await activate(tenant.host, { token, password: 'password', passwordConfirmation: 'password' });
    const mismatch = await activate(tenant.host, {
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: 'Other!Passw0rd',
    });

    expect(weak.statusCode).toBe(400);
    expect(weak.json().violations[0]).toMatchObject({ propertyPath: 'password', message: 'validation:passwordWeak' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().violations[0]).toMatchObject({
      propertyPath: 'passwordConfirmation',
      message: 'validation:passwordsMatch',
    });
    // The token was not spent by the refused attempts.
    const ok = await activate(tenant.host, { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an advisor archived since the mail: account.not_active, and the token is not spent', async () => {
    const { tenant, advisor, email } = await initialAdvisor();
    await sendToken(tenant.host, email);
    const token = await activationToken(email);
    await t.db.advisor.update({ where: { id: advisor.id }, data: { status: 'deleted' } });

    const response = await activate(tenant.host, { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });

    expectError(response, 403, 'Account is not active.', 'account.not_active');
    const row = await t.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(row.usedAt).toBeNull();
  });
});

describe('POST /auth/activate/check (decision 067)', () => {
  const check = (host: string, token: string) =>
    t.call({ method: 'POST', url: '/auth/activate/check', host, body: { token } });

  it('answers 204 for a working link, says nothing of the account, and spends nothing', async () => {
    const { tenant, advisor, email } = await initialAdvisor();
    await sendToken(tenant.host, email);
    const token = await activationToken(email);

    const response = await check(tenant.host, token);
    const again = await check(tenant.host, token);

    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(again.statusCode).toBe(204);
    const row = await t.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(row.usedAt).toBeNull();
    expect((await t.db.advisor.findUniqueOrThrow({ where: { id: advisor.id } })).status).toBe('initial');
    // The link still activates the account after being checked.
    const activated = await t.call({
      method: 'POST',
      url: '/auth/activate-from-email',
      host: tenant.host,
      body: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(activated.statusCode).toBe(200);
  });

  it("is one 404 'token.not_active' for a used, expired, guessed or another tenant's link", async () => {
    const { tenant, email } = await initialAdvisor();
    const other = await createTenant(t.db);
    await sendToken(tenant.host, email);
    const used = await activationToken(email);
    await t.call({
      method: 'POST',
      url: '/auth/activate',
      host: tenant.host,
      body: { token: used, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    const second = await initialAdvisor();
    await sendToken(second.tenant.host, second.email);
    const expired = await activationToken(second.email);
    await t.db.oneTimeToken.update({
      where: { tokenHash: hashToken(expired) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const third = await initialAdvisor();
    await sendToken(third.tenant.host, third.email);
    const foreign = await activationToken(third.email);

    for (const [host, token] of [
      [tenant.host, used],
      [second.tenant.host, expired],
      [tenant.host, 'A'.repeat(43)],
      [other.host, foreign],
    ] as const) {
      const response = await check(host, token);
      expectError(response, 404, 'Token is invalid.', 'token.not_active');
      expect(response.body).not.toContain(third.email);
    }
  });

  it('refuses a reset link: a token of another purpose does not pass', async () => {
    const tenant = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);
    await t.call({ method: 'POST', url: '/auth/password/send-remind-request', host: tenant.host, body: { email } });
    const reset = await tokenFromLastMail(t, email, /\/auth\/reset-password\/(\S+)/);

    expectError(await check(tenant.host, reset), 404, 'Token is invalid.', 'token.not_active');
  });

  it('says an advisor archived since the mail is not active (403), as the activation would', async () => {
    const { tenant, advisor, email } = await initialAdvisor();
    await sendToken(tenant.host, email);
    const token = await activationToken(email);
    await t.db.advisor.update({ where: { id: advisor.id }, data: { status: 'deleted' } });

    expectError(await check(tenant.host, token), 403, 'Account is not active.', 'account.not_active');
  });
});
