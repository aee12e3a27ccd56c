import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { createAdvisor, createTenant, createTestApi, TEST_PASSWORD, type TestApi } from '../testing/index.ts';
import { auditRows, claimsOf, expectError, signIn } from './auth-test-helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** One user who is an advisor of tenants A and B and an investor of A; an archived advisor of C. */
async function userOfManyTenants() {
  const a = await createTenant(t.db);
  const b = await createTenant(t.db);
  const c = await createTenant(t.db);
  const advisor = await createAdvisor(t.db, a.tenantId);
  const { user, email } = advisor;
  for (const [tenantId, status] of [
    [b.tenantId, 'active'],
    [c.tenantId, 'deleted'],
  ] as const) {
    await t.db.userContext.create({ data: { userId: user.id, tenantId, type: 'advisor_panel' } });
    await t.db.advisor.create({ data: { tenantId, userId: user.id, status } });
  }
  await t.db.userContext.create({ data: { userId: user.id, tenantId: a.tenantId, type: 'investor_panel' } });
  await t.db.investor.create({ data: { tenantId: a.tenantId, userId: user.id } });
  const tokens = await signIn(t, a.host, email);
  return { a, b, c, user, email, tokens };
}

const data = (host: string, token: string) => t.call({ method: 'GET', url: '/api/auth/data', host, token });

describe('GET /api/contexts', () => {
  it("lists the user's contexts that can be entered, in every tenant, with the tenant's name", async () => {
    const { a, b, tokens } = await userOfManyTenants();

    const response = await t.call({ method: 'GET', url: '/api/contexts', host: a.host, token: tokens.accessToken });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { id: a.tenantId, context: 'advisor-panel', tenantName: `Tenant ${a.host}` },
        { id: a.tenantId, context: 'investor-panel', tenantName: `Tenant ${a.host}` },
        { id: b.tenantId, context: 'advisor-panel', tenantName: `Tenant ${b.host}` },
      ]),
    );
  });

  it('needs a signed-in caller', async () => {
    const tenant = await createTenant(t.db);

    const response = await t.call({ method: 'GET', url: '/api/contexts', host: tenant.host });

    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/auth/data', () => {
  it('tells who is signed in, in which context, with the role', async () => {
    const tenant = await createTenant(t.db);
    const { user, email } = await createAdvisor(t.db, tenant.tenantId, { role: 'coordinator' });
    const { accessToken } = await signIn(t, tenant.host, email);

    const response = await data(tenant.host, accessToken);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      context: { type: 'advisor-panel', id: tenant.tenantId, roles: ['coordinator'] },
      user: { id: user.id, firstName: 'Adam', surname: 'Doradca', email },
      impersonator: null,
      impersonatorUser: null,
    });
  });

  it('refuses a caller without a token', async () => {
    const tenant = await createTenant(t.db);

    expect((await t.call({ method: 'GET', url: '/api/auth/data', host: tenant.host })).statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/change-context', () => {
  const change = (host: string, token: string, body: Record<string, unknown>) =>
    t.call({ method: 'PATCH', url: '/api/auth/change-context', host, token, body });

  it('switches to the investor panel of the same tenant, keeping the session one family', async () => {
    const { a, user, tokens } = await userOfManyTenants();

    const response = await change(a.host, tokens.accessToken, { contextId: a.tenantId, contextType: 'investor-panel' });

    expect(response.statusCode, response.body).toBe(200);
    const next = response.json();
    expect(next).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(claimsOf(next.accessToken)).toMatchObject({
      sub: user.id,
      context_type: 'investor-panel',
      context_id: a.tenantId,
      sid: claimsOf(tokens.accessToken).sid,
    });
    expect((await data(a.host, next.accessToken)).json().context).toEqual({
      type: 'investor-panel',
      id: a.tenantId,
      roles: [],
    });
    const row = await t.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(next.refreshToken) } });
    expect(row).toMatchObject({ contextType: 'investor_panel', familyId: claimsOf(tokens.accessToken).sid });
    // The new refresh token is an investor one; the previous one was retired and now counts as reused.
    const refreshed = await t.call({
      method: 'POST',
      url: '/auth/refresh-investor-token',
      host: a.host,
      body: { refreshToken: next.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const reused = await t.call({
      method: 'POST',
      url: '/auth/refresh-token',
      host: a.host,
      body: { refreshToken: tokens.refreshToken },
    });
    expect(reused.statusCode).toBe(401);
    expect(await auditRows(t, 'context.changed', { tenantId: a.tenantId })).toHaveLength(1);
  });

  it("switches to another tenant's advisor panel: the token works there, not on the first host", async () => {
    const { a, b, tokens } = await userOfManyTenants();

    const response = await change(a.host, tokens.accessToken, { contextId: b.tenantId });

    expect(response.statusCode, response.body).toBe(200);
    const { accessToken, refreshToken } = response.json();
    expect(claimsOf(accessToken)).toMatchObject({ context_type: 'advisor-panel', context_id: b.tenantId });
    expect((await data(b.host, accessToken)).statusCode).toBe(200);
    expect((await data(a.host, accessToken)).statusCode).toBe(401);
    const refreshed = await t.call({
      method: 'POST',
      url: '/auth/refresh-token',
      host: b.host,
      body: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it("refuses a context the user does not have: 403 'Access denied'", async () => {
    const { a, tokens } = await userOfManyTenants();
    const stranger = await createTenant(t.db);

    expectError(
      await change(a.host, tokens.accessToken, { contextId: stranger.tenantId }),
      403,
      'Access denied',
      'auth.access_denied',
    );
  });

  it('refuses the advisor panel of a tenant where the advisor is archived: account.not_active', async () => {
    const { a, c, tokens } = await userOfManyTenants();

    expectError(
      await change(a.host, tokens.accessToken, { contextId: c.tenantId }),
      403,
      'Account is not active.',
      'account.not_active',
    );
  });

  it('refuses a session that has ended (logged out)', async () => {
    const { a, b, tokens } = await userOfManyTenants();
    await t.call({ method: 'POST', url: '/api/auth/logout', host: a.host, token: tokens.accessToken });

    expectError(
      await change(a.host, tokens.accessToken, { contextId: b.tenantId }),
      401,
      'Session expired',
      'auth.session_expired',
    );
  });

  it('needs a signed-in caller', async () => {
    const tenant = await createTenant(t.db);

    const response = await t.call({
      method: 'PATCH',
      url: '/api/auth/change-context',
      host: tenant.host,
      body: { contextId: tenant.tenantId },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /auth/change-context', () => {
  const exchange = (host: string, token: string) =>
    t.call({ method: 'PATCH', url: '/auth/change-context', host, body: { token } });

  it("exchanges the user's token of another host for this host's advisor panel (spec §4)", async () => {
    const { b, user, tokens } = await userOfManyTenants();

    const response = await exchange(b.host, tokens.accessToken);

    expect(response.statusCode, response.body).toBe(200);
    const { accessToken } = response.json();
    expect(claimsOf(accessToken)).toMatchObject({
      sub: user.id,
      context_type: 'advisor-panel',
      context_id: b.tenantId,
    });
    expect((await data(b.host, accessToken)).statusCode).toBe(200);
  });

  it("denies access when the user has no advisor panel on this host: 'Access denied'", async () => {
    const { tokens } = await userOfManyTenants();
    const stranger = await createTenant(t.db);

    expectError(await exchange(stranger.host, tokens.accessToken), 403, 'Access denied', 'auth.access_denied');
  });

  it("refuses what is not a valid access token: 'Token is invalid.'", async () => {
    const tenant = await createTenant(t.db);
    const { email } = await createAdvisor(t.db, tenant.tenantId);
    const login = await t.call({
      method: 'POST',
      url: '/auth/login',
      host: tenant.host,
      body: { email, password: TEST_PASSWORD },
    });

    for (const token of ['garbage', login.json().refreshToken]) {
      expectError(await exchange(tenant.host, token), 401, 'Token is invalid.', 'token.not_active');
    }
  });
});
