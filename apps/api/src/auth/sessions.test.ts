import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { auditRows, claimsOf, expectError, signIn, tokenFromLastMail } from '../testing/auth-helpers.ts';
import { createAdvisor, createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const refresh = (host: string, refreshToken: string, url = '/auth/refresh-token') =>
  t.call({ method: 'POST', url, host, body: { refreshToken } });

const expectSessionExpired = (response: Awaited<ReturnType<typeof refresh>>) =>
  expectError(response, 401, 'Session expired', 'auth.session_expired');

async function advisorSession() {
  const tenant = await createTenant(t.db);
  const advisor = await createAdvisor(t.db, tenant.tenantId);
  const tokens = await signIn(t, tenant.host, advisor.email);
  return { tenant, ...advisor, tokens };
}

async function investorSession() {
  const tenant = await createTenant(t.db);
  const investor = await createInvestor(t.db, tenant.tenantId);
  await t.call({
    method: 'POST',
    url: '/auth/investor/send-token',
    host: tenant.host,
    body: { email: investor.email },
  });
  const token = await tokenFromLastMail(t, investor.email, /login-with-redirect-token\?token=(\S+)/);
  const response = await t.call({ method: 'POST', url: '/auth/login-investor', host: tenant.host, body: { token } });
  expect(response.statusCode).toBe(200);
  return { tenant, ...investor, tokens: response.json() as { accessToken: string; refreshToken: string } };
}

describe('POST /auth/refresh-token', () => {
  it('rotates: a new pair in the same family, the presented token marked used', async () => {
    const { tenant, user, tokens } = await advisorSession();

    const response = await refresh(tenant.host, tokens.refreshToken);

    expect(response.statusCode, response.body).toBe(200);
    const next = response.json();
    expect(next).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    const old = await t.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(tokens.refreshToken) } });
    const fresh = await t.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(next.refreshToken) } });
    expect(old.usedAt).not.toBeNull();
    expect(fresh).toMatchObject({ familyId: old.familyId, usedAt: null, revokedAt: null, userId: user.id });
    expect(fresh.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(claimsOf(next.accessToken)).toMatchObject({ sub: user.id, context_id: tenant.tenantId, sid: old.familyId });
    expect(await auditRows(t, 'token.refreshed', { tenantId: tenant.tenantId })).toHaveLength(1);

    // The new refresh token works in turn.
    expect((await refresh(tenant.host, next.refreshToken)).statusCode).toBe(200);
  });

  it('detects reuse: 401, the whole family is revoked (the newest token too) and it is audited', async () => {
    const { tenant, user, tokens } = await advisorSession();
    const second = (await refresh(tenant.host, tokens.refreshToken)).json();
    const third = (await refresh(tenant.host, second.refreshToken)).json();

    const reuse = await refresh(tenant.host, tokens.refreshToken);

    expectSessionExpired(reuse);
    expectSessionExpired(await refresh(tenant.host, third.refreshToken));
    const family = await t.db.refreshToken.findMany({ where: { userId: user.id } });
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    const [entry] = await auditRows(t, 'token.reuse_detected', { tenantId: tenant.tenantId });
    expect(entry).toMatchObject({ targetUserId: user.id, data: { familyId: family[0]?.familyId, revokedTokens: 3 } });
  });

  it('leaves the other sessions of the user alone when one family is revoked', async () => {
    const { tenant, email, tokens } = await advisorSession();
    const otherDevice = await signIn(t, tenant.host, email);
    await refresh(tenant.host, tokens.refreshToken);
    await refresh(tenant.host, tokens.refreshToken);

    expect((await refresh(tenant.host, otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an expired, a revoked and an unknown refresh token with 401', async () => {
    const { tenant, email, tokens } = await advisorSession();
    const second = await signIn(t, tenant.host, email);
    await t.db.refreshToken.update({
      where: { tokenHash: hashToken(tokens.refreshToken) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await t.db.refreshToken.update({
      where: { tokenHash: hashToken(second.refreshToken) },
      data: { revokedAt: new Date() },
    });

    expectSessionExpired(await refresh(tenant.host, tokens.refreshToken));
    expectSessionExpired(await refresh(tenant.host, second.refreshToken));
    expectSessionExpired(await refresh(tenant.host, 'no-such-token'));
  });

  it("refuses a refresh token on another tenant's host", async () => {
    const { tokens } = await advisorSession();
    const other = await createTenant(t.db);

    expectSessionExpired(await refresh(other.host, tokens.refreshToken));
  });

  it('ends the session of an advisor archived since the last refresh', async () => {
    const { tenant, advisor, tokens } = await advisorSession();
    await t.db.advisor.update({ where: { id: advisor.id }, data: { status: 'deleted' } });

    expectSessionExpired(await refresh(tenant.host, tokens.refreshToken));
    const row = await t.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(tokens.refreshToken) } });
    expect(row.revokedAt).not.toBeNull();
  });

  it('does not take an investor-panel refresh token', async () => {
    const { tenant, tokens } = await investorSession();

    expectSessionExpired(await refresh(tenant.host, tokens.refreshToken));
  });
});

describe('POST /auth/refresh-investor-token', () => {
  it('rotates an investor-panel refresh token', async () => {
    const { tenant, user, tokens } = await investorSession();

    const response = await refresh(tenant.host, tokens.refreshToken, '/auth/refresh-investor-token');

    expect(response.statusCode, response.body).toBe(200);
    expect(claimsOf(response.json().accessToken)).toMatchObject({ sub: user.id, context_type: 'investor-panel' });
  });

  it('does not take an advisor-panel refresh token', async () => {
    const { tenant, tokens } = await advisorSession();

    expectSessionExpired(await refresh(tenant.host, tokens.refreshToken, '/auth/refresh-investor-token'));
  });

  it('detects reuse of an investor refresh token too', async () => {
    const { tenant, tokens } = await investorSession();
    const next = (await refresh(tenant.host, tokens.refreshToken, '/auth/refresh-investor-token')).json();
    const third = (await refresh(tenant.host, next.refreshToken, '/auth/refresh-investor-token')).json();

    expectSessionExpired(await refresh(tenant.host, tokens.refreshToken, '/auth/refresh-investor-token'));
    expectSessionExpired(await refresh(tenant.host, third.refreshToken, '/auth/refresh-investor-token'));
  });
});

describe('POST /api/auth/logout', () => {
  it("ends the session of the access token (its refresh family), not the user's others", async () => {
    const { tenant, user, email, tokens } = await advisorSession();
    const otherDevice = await signIn(t, tenant.host, email);

    const response = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      host: tenant.host,
      token: tokens.accessToken,
    });

    expect(response.statusCode, response.body).toBe(204);
    expectSessionExpired(await refresh(tenant.host, tokens.refreshToken));
    expect((await refresh(tenant.host, otherDevice.refreshToken)).statusCode).toBe(200);
    const [entry] = await auditRows(t, 'logout', { tenantId: tenant.tenantId });
    expect(entry?.actorUserId).toBe(user.id);
  });

  it('takes the refresh token instead, for a client whose access token expired', async () => {
    const { tenant, tokens } = await advisorSession();

    const response = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      host: tenant.host,
      body: { refreshToken: tokens.refreshToken },
    });

    expect(response.statusCode).toBe(204);
    expectSessionExpired(await refresh(tenant.host, tokens.refreshToken));
  });

  it('answers 401 when there is no session to end', async () => {
    const tenant = await createTenant(t.db);

    const response = await t.call({ method: 'POST', url: '/api/auth/logout', host: tenant.host, body: {} });

    expectSessionExpired(response);
  });

  it("does not end another user's session named by a refresh token", async () => {
    const a = await advisorSession();
    const b = await createAdvisor(t.db, a.tenant.tenantId);
    const bTokens = await signIn(t, a.tenant.host, b.email);

    await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      host: a.tenant.host,
      token: a.tokens.accessToken,
      body: { refreshToken: bTokens.refreshToken },
    });

    expect((await refresh(a.tenant.host, bTokens.refreshToken)).statusCode).toBe(200);
    expectSessionExpired(await refresh(a.tenant.host, a.tokens.refreshToken));
  });
});
