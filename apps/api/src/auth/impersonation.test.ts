import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { auditRows, claimsOf, expectError, signIn } from '../testing/auth-helpers.ts';
import { createAdvisor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const impersonate = (host: string, token: string, advisorId: string) =>
  t.call({ method: 'POST', url: `/api/auth/impersonate/${advisorId}`, host, token });
const end = (host: string, token: string) =>
  t.call({ method: 'POST', url: '/api/auth/impersonation/end', host, token });
const refresh = (host: string, refreshToken: string) =>
  t.call({ method: 'POST', url: '/auth/refresh-token', host, body: { refreshToken } });

async function adminAndAdvisor() {
  const tenant = await createTenant(t.db, { language: 'en' });
  const admin = await createAdvisor(t.db, tenant.tenantId, { role: 'admin' });
  const advisor = await createAdvisor(t.db, tenant.tenantId);
  const adminTokens = await signIn(t, tenant.host, admin.email);
  return { tenant, admin, advisor, adminTokens };
}

describe('impersonation', () => {
  it('lets an admin act as an advisor: tokens with the impersonator claim, shown by /api/auth/data, audited', async () => {
    const { tenant, admin, advisor, adminTokens } = await adminAndAdvisor();

    const response = await impersonate(tenant.host, adminTokens.accessToken, advisor.advisor.id);

    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json();
    expect(tokens).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(claimsOf(tokens.accessToken)).toMatchObject({
      sub: advisor.user.id,
      username: advisor.email,
      context_type: 'advisor-panel',
      context_id: tenant.tenantId,
      impersonator: admin.user.id,
    });
    const family = await t.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(tokens.refreshToken) } });
    expect(family).toMatchObject({ userId: advisor.user.id, impersonatorUserId: admin.user.id });

    const data = await t.call({ method: 'GET', url: '/api/auth/data', host: tenant.host, token: tokens.accessToken });
    expect(data.json()).toMatchObject({
      user: { id: advisor.user.id, email: advisor.email },
      context: { roles: ['advisor'] },
      impersonator: admin.user.id,
      impersonatorUser: { id: admin.user.id, email: admin.email },
    });

    const [started] = await auditRows(t, 'impersonation.started', { tenantId: tenant.tenantId });
    expect(started).toMatchObject({
      actorUserId: admin.user.id,
      impersonatorUserId: admin.user.id,
      targetUserId: advisor.user.id,
      data: { advisorId: advisor.advisor.id },
    });
    // The admin's own session ended: no unattended admin session is left behind.
    expectError(await refresh(tenant.host, adminTokens.refreshToken), 401, 'Session expired', 'auth.session_expired');
  });

  it('keeps the impersonator through refreshes, and ending it gives the admin their own tokens again', async () => {
    const { tenant, admin, advisor, adminTokens } = await adminAndAdvisor();
    const tokens = (await impersonate(tenant.host, adminTokens.accessToken, advisor.advisor.id)).json();

    const refreshed = await refresh(tenant.host, tokens.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(claimsOf(refreshed.json().accessToken).impersonator).toBe(admin.user.id);

    const ended = await end(tenant.host, refreshed.json().accessToken);

    expect(ended.statusCode, ended.body).toBe(200);
    const own = ended.json();
    expect(claimsOf(own.accessToken)).toMatchObject({ sub: admin.user.id, context_id: tenant.tenantId });
    expect(claimsOf(own.accessToken).impersonator).toBeUndefined();
    const data = await t.call({ method: 'GET', url: '/api/auth/data', host: tenant.host, token: own.accessToken });
    expect(data.json()).toMatchObject({ user: { id: admin.user.id }, impersonator: null, impersonatorUser: null });
    // The impersonation session is over.
    expectError(
      await refresh(tenant.host, refreshed.json().refreshToken),
      401,
      'Session expired',
      'auth.session_expired',
    );
    const [entry] = await auditRows(t, 'impersonation.ended', { tenantId: tenant.tenantId });
    expect(entry).toMatchObject({ actorUserId: admin.user.id, targetUserId: advisor.user.id });
  });

  it('records the impersonator on what is done meanwhile', async () => {
    const { tenant, admin, advisor, adminTokens } = await adminAndAdvisor();
    const tokens = (await impersonate(tenant.host, adminTokens.accessToken, advisor.advisor.id)).json();

    await t.call({ method: 'POST', url: '/api/auth/logout', host: tenant.host, token: tokens.accessToken });

    const [entry] = await auditRows(t, 'logout', { tenantId: tenant.tenantId });
    expect(entry).toMatchObject({ actorUserId: advisor.user.id, impersonatorUserId: admin.user.id });
  });

  it('is for admins only', async () => {
    const { tenant, advisor } = await adminAndAdvisor();
    const coordinator = await createAdvisor(t.db, tenant.tenantId, { role: 'coordinator' });
    const { accessToken } = await signIn(t, tenant.host, coordinator.email);

    const response = await impersonate(tenant.host, accessToken, advisor.advisor.id);

    expect(response.statusCode).toBe(403);
    expect(await auditRows(t, 'impersonation.started', { tenantId: tenant.tenantId })).toHaveLength(0);
  });

  it('refuses another admin, oneself, and advisors not active (403)', async () => {
    const { tenant, admin, adminTokens } = await adminAndAdvisor();
    const otherAdmin = await createAdvisor(t.db, tenant.tenantId, { role: 'admin' });
    const initial = await createAdvisor(t.db, tenant.tenantId, { status: 'initial' });
    const archived = await createAdvisor(t.db, tenant.tenantId, { status: 'deleted' });

    for (const target of [otherAdmin.advisor, admin.advisor, initial.advisor, archived.advisor]) {
      expectError(
        await impersonate(tenant.host, adminTokens.accessToken, target.id),
        403,
        'You cannot act as this user.',
        'error.forbidden',
      );
    }
  });

  it('does not reach advisors of another tenant (404)', async () => {
    const { adminTokens, tenant } = await adminAndAdvisor();
    const other = await createTenant(t.db);
    const stranger = await createAdvisor(t.db, other.tenantId);

    const response = await impersonate(tenant.host, adminTokens.accessToken, stranger.advisor.id);

    expect(response.statusCode).toBe(404);
  });

  it('cannot end what was not started (409)', async () => {
    const { tenant, adminTokens } = await adminAndAdvisor();

    expectError(
      await end(tenant.host, adminTokens.accessToken),
      409,
      'You are not acting as another user.',
      'auth.not_impersonating',
    );
  });

  it('ends without new admin tokens when the admin lost the role meanwhile', async () => {
    const { tenant, admin, advisor, adminTokens } = await adminAndAdvisor();
    const tokens = (await impersonate(tenant.host, adminTokens.accessToken, advisor.advisor.id)).json();
    await t.db.advisor.update({ where: { id: admin.advisor.id }, data: { role: 'advisor' } });

    // The impersonation ends at once: no refresh, and its access token no longer works.
    expectError(await refresh(tenant.host, tokens.refreshToken), 401, 'Session expired', 'auth.session_expired');
    expect((await end(tenant.host, tokens.accessToken)).statusCode).toBe(401);
  });

  it('does not let the impersonator change the security settings or the context of the advisor', async () => {
    const { tenant, advisor, adminTokens } = await adminAndAdvisor();
    const tokens = (await impersonate(tenant.host, adminTokens.accessToken, advisor.advisor.id)).json();

    const setup = await t.call({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      host: tenant.host,
      token: tokens.accessToken,
    });
    const change = await t.call({
      method: 'PATCH',
      url: '/api/auth/change-context',
      host: tenant.host,
      token: tokens.accessToken,
      body: { contextId: tenant.tenantId },
    });

    expect(setup.statusCode).toBe(403);
    expect(change.statusCode).toBe(403);
  });
});

describe('an impersonation outlives its admin by not one request', () => {
  it('stops the impersonated session as soon as the admin is archived or loses the role', async () => {
    for (const change of [{ status: 'deleted' as const }, { role: 'advisor' as const }]) {
      const { tenant, admin, advisor, adminTokens } = await adminAndAdvisor();
      const { accessToken } = (await impersonate(tenant.host, adminTokens.accessToken, advisor.advisor.id)).json();
      const data = () => t.call({ method: 'GET', url: '/api/auth/data', host: tenant.host, token: accessToken });
      expect((await data()).statusCode).toBe(200);
      await t.db.advisor.update({ where: { id: admin.advisor.id }, data: change });
      expect((await data()).statusCode).toBe(401);
    }
  });
});
