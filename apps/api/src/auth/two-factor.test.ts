import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, expectError, signIn, totpCode } from '../testing/auth-helpers.ts';
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

async function signedInAdvisor() {
  const tenant = await createTenant(t.db, { language: 'en' });
  const advisor = await createAdvisor(t.db, tenant.tenantId);
  const { accessToken } = await signIn(t, tenant.host, advisor.email);
  return { tenant, ...advisor, accessToken };
}

const setup = (host: string, token: string) =>
  t.call({ method: 'POST', url: '/api/auth/two-factor/setup', host, token });
const confirm = (host: string, token: string, code: string) =>
  t.call({ method: 'POST', url: '/api/auth/two-factor/confirm', host, token, body: { code } });
const disable = (host: string, token: string, code: string) =>
  t.call({ method: 'DELETE', url: '/api/auth/two-factor', host, token, body: { code } });
const wrongCode = async (secret: string) => ((await totpCode(secret)) === '000000' ? '111111' : '000000');

describe('TOTP enrolment', () => {
  it('sets up a pending secret with its otpauth URL and QR code; the second factor is still off', async () => {
    const { tenant, user, email, accessToken } = await signedInAdvisor();

    const response = await setup(tenant.host, accessToken);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.otpauthUrl).toContain(encodeURIComponent(email));
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ totpSecret: body.secret, totpEnabled: false });
    // Still a one-step login.
    await signIn(t, tenant.host, email);
  });

  it('turns on with a code of the pending secret; then login asks for the second factor', async () => {
    const { tenant, user, email, accessToken } = await signedInAdvisor();
    const { secret } = (await setup(tenant.host, accessToken)).json();

    const wrong = await confirm(tenant.host, accessToken, await wrongCode(secret));
    expectError(wrong, 400, 'The authentication code is incorrect.', 'auth.two_factor_invalid_code');

    const response = await confirm(tenant.host, accessToken, await totpCode(secret));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ enabled: true });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).totpEnabled).toBe(true);
    expect(await auditRows(t, 'two_factor.enabled', { tenantId: tenant.tenantId })).toHaveLength(1);
    const login = await t.call({
      method: 'POST',
      url: '/auth/login',
      host: tenant.host,
      body: { email, password: TEST_PASSWORD },
    });
    expect(login.json().type).toBe('two-factor');
  });

  it('refuses to confirm before a setup, and to set up again while it is on (409)', async () => {
    const { tenant, accessToken } = await signedInAdvisor();

    expectError(
      await confirm(tenant.host, accessToken, '123456'),
      409,
      'Start the two-factor authentication setup first.',
      'auth.two_factor_state',
    );
    const { secret } = (await setup(tenant.host, accessToken)).json();
    await confirm(tenant.host, accessToken, await totpCode(secret));
    expectError(
      await setup(tenant.host, accessToken),
      409,
      'Two-factor authentication is already enabled.',
      'auth.two_factor_state',
    );
  });

  it('turns off only with a current code', async () => {
    const { tenant, user, email, accessToken } = await signedInAdvisor();
    expectError(
      await disable(tenant.host, accessToken, '123456'),
      409,
      'Two-factor authentication is not enabled.',
      'auth.two_factor_state',
    );
    const { secret } = (await setup(tenant.host, accessToken)).json();
    await confirm(tenant.host, accessToken, await totpCode(secret));

    expect((await disable(tenant.host, accessToken, await wrongCode(secret))).statusCode).toBe(400);
    // The code that turned it on is spent (decision 034); the next one turns it off.
    expect((await disable(tenant.host, accessToken, await totpCode(secret))).statusCode).toBe(400);
    const response = await disable(tenant.host, accessToken, await totpCode(secret, 30));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      totpEnabled: false,
      totpSecret: null,
    });
    expect(await auditRows(t, 'two_factor.disabled', { tenantId: tenant.tenantId })).toHaveLength(1);
    await signIn(t, tenant.host, email);
  });

  it('is for signed-in advisors: 401 without a token, 403 for an investor', async () => {
    const tenant = await createTenant(t.db);
    const investor = await createInvestor(t.db, tenant.tenantId);
    await t.call({
      method: 'POST',
      url: '/auth/investor/send-token',
      host: tenant.host,
      body: { email: investor.email },
    });
    const mail = await t.db.mailOutbox.findFirstOrThrow({ where: { toAddress: investor.email } });
    const token = decodeURIComponent(mail.text.match(/token=(\S+)/)?.[1] ?? '');
    const { accessToken } = (
      await t.call({ method: 'POST', url: '/auth/login-investor', host: tenant.host, body: { token } })
    ).json();

    expect((await t.call({ method: 'POST', url: '/api/auth/two-factor/setup', host: tenant.host })).statusCode).toBe(
      401,
    );
    expect((await setup(tenant.host, accessToken)).statusCode).toBe(403);
  });
});
