import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { auditRows, claimsOf, expectError, signIn } from '../testing/auth-helpers.ts';
import {
  createAdvisor,
  createInvestor,
  createTenant,
  createTestApi,
  TEST_PASSWORD,
  type TestApi,
} from '../testing/index.ts';
import { sessionAccessToken } from '../testing/matrix.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/**
 * A person who is an advisor and an investor of broker A, and whom brokers B (active advisor) and
 * C (archived advisor) know by the same address: three accounts, one per broker (decision 027).
 */
async function personAtManyBrokers() {
  const a = await createTenant(t.db);
  const b = await createTenant(t.db);
  const c = await createTenant(t.db);
  const advisor = await createAdvisor(t.db, a.tenantId);
  const { user, email } = advisor;
  await createAdvisor(t.db, b.tenantId, { email });
  await createAdvisor(t.db, c.tenantId, { email, status: 'deleted' });
  await t.db.userContext.create({ data: { userId: user.id, tenantId: a.tenantId, type: 'investor_panel' } });
  await t.db.investor.create({ data: { tenantId: a.tenantId, userId: user.id } });
  const tokens = await signIn(t, a.host, email);
  return { a, b, c, user, email, tokens };
}

const data = (host: string, token: string) => t.call({ method: 'GET', url: '/api/auth/data', host, token });

describe('GET /api/contexts', () => {
  it("lists the account's contexts at this broker only, never another broker's (issue #15, decision 027)", async () => {
    const { a, tokens } = await personAtManyBrokers();

    const response = await t.call({ method: 'GET', url: '/api/contexts', host: a.host, token: tokens.accessToken });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { id: a.tenantId, context: 'advisor-panel', tenantName: `Tenant ${a.host}` },
        { id: a.tenantId, context: 'investor-panel', tenantName: `Tenant ${a.host}` },
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
    const { a, user, tokens } = await personAtManyBrokers();

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

  it("cannot reach another broker's account of the same person: 403 'Access denied', the same for any broker", async () => {
    const { a, b, c, tokens } = await personAtManyBrokers();
    const stranger = await createTenant(t.db);

    for (const other of [b, c, stranger]) {
      expectError(
        await change(a.host, tokens.accessToken, { contextId: other.tenantId }),
        403,
        'Access denied',
        'auth.access_denied',
      );
    }
  });

  it('refuses a session that has ended (logged out): its access token no longer works at all', async () => {
    const { a, tokens } = await personAtManyBrokers();
    await t.call({ method: 'POST', url: '/api/auth/logout', host: a.host, token: tokens.accessToken });

    expectError(
      await change(a.host, tokens.accessToken, { contextId: a.tenantId, contextType: 'investor-panel' }),
      401,
      'Unauthorized',
      null,
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

  it("exchanges the account's investor-panel token for this host's advisor panel (spec §4)", async () => {
    const { a, user, tokens } = await personAtManyBrokers();
    const investor = await t.call({
      method: 'PATCH',
      url: '/api/auth/change-context',
      host: a.host,
      token: tokens.accessToken,
      body: { contextId: a.tenantId, contextType: 'investor-panel' },
    });

    const response = await exchange(a.host, investor.json().accessToken);

    expect(response.statusCode, response.body).toBe(200);
    const { accessToken } = response.json();
    expect(claimsOf(accessToken)).toMatchObject({
      sub: user.id,
      context_type: 'advisor-panel',
      context_id: a.tenantId,
    });
    expect((await data(a.host, accessToken)).statusCode).toBe(200);
  });

  it("takes no token of another broker, even where the same person has an account: 'Token is invalid.'", async () => {
    const { b, tokens } = await personAtManyBrokers();
    const stranger = await createTenant(t.db);

    for (const host of [b.host, stranger.host]) {
      expectError(await exchange(host, tokens.accessToken), 401, 'Token is invalid.', 'token.not_active');
    }
  });

  it("denies access when the account has no advisor panel here: 'Access denied'", async () => {
    const tenant = await createTenant(t.db);
    const investor = await createInvestor(t.db, tenant.tenantId);
    const token = await sessionAccessToken(t.db, investor.user, tenant.tenantId, 'investor-panel');

    expectError(await exchange(tenant.host, token), 403, 'Access denied', 'auth.access_denied');
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
