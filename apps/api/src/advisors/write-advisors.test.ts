import { randomUUID } from 'node:crypto';
import { addDays, todayIso, translate } from '@wl/shared';
import { advisorDetailSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createNetwork, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken, addAdvisor, advisorFormBody } from '../testing/matrix.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** A tenant with two networks and a signed-in admin of advisors. */
async function adminTenant() {
  const tenant = await createTenant(t.db);
  const north = await createNetwork(t.db, tenant.tenantId);
  const south = await createNetwork(t.db, tenant.tenantId);
  const admin = await addAdvisor(t.db, tenant.tenantId, { role: 'admin', networkIds: [north.id] });
  const token = await accessToken(t.db, admin.user, tenant.tenantId);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, as = token) =>
    t.call({ method, url, host: tenant.host, token: as, body });
  return { tenant, north, south, admin, token, call };
}

const mailsTo = (to: string) => t.db.mailOutbox.findMany({ where: { toAddress: to }, orderBy: { createdAt: 'asc' } });
const auditOf = (event: string, targetUserId: string) => t.db.auditLog.findMany({ where: { event, targetUserId } });

describe('POST /api/advisor/advisor', () => {
  it('creates the user, its advisor-panel context and an initial advisor, and queues the activation mail', async () => {
    const { tenant, north, south, admin, call } = await adminTenant();
    const form = advisorFormBody([north.id, south.id, north.id], {
      email: `Jan.Kowalski-${randomUUID().slice(0, 6)}@Example.TEST`,
      country: 'pl',
      powerOfAttorneyEnd: '2030-12-31',
    });
    const response = await call('POST', '/api/advisor/advisor', form);
    expect(response.statusCode).toBe(201);
    const detail = advisorDetailSchema.parse(response.json());
    const email = form.email.toLowerCase();
    expect(detail).toEqual({
      ...form,
      id: expect.any(String),
      status: 'initial',
      email,
      country: 'PL',
      brokerNetworkIds: [north.id, south.id].sort(),
    });

    const user = await t.db.user.findUniqueOrThrow({
      where: { tenantId_email: { tenantId: tenant.tenantId, email } },
      include: { contexts: true, advisors: true },
    });
    expect(user.passwordHash).toBeNull();
    expect(user.contexts.map((c) => [c.tenantId, c.type])).toEqual([[tenant.tenantId, 'advisor_panel']]);
    expect(user.advisors).toMatchObject([
      { id: detail.id, tenantId: tenant.tenantId, role: 'advisor', status: 'initial' },
    ]);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ tenantId: tenant.tenantId, host: tenant.host, template: 'advisor-activation' });
    expect(mail?.text).toContain(`http://${tenant.host}/auth/activate-from-email/`);
    const tokens = await t.db.oneTimeToken.findMany({ where: { userId: user.id } });
    expect(tokens).toMatchObject([{ purpose: 'activation', tenantId: tenant.tenantId, usedAt: null }]);
    expect(await auditOf('advisor.created', user.id)).toMatchObject([
      { tenantId: tenant.tenantId, actorUserId: admin.user.id },
    ]);

    const read = await call('GET', `/api/advisor/advisor/${detail.id}`);
    expect(read.json()).toEqual(detail);
  });

  it("reuses this tenant's investor account of the address, keeping their names", async () => {
    const { tenant, north, call } = await adminTenant();
    const investor = await createInvestor(t.db, tenant.tenantId);
    const response = await call(
      'POST',
      '/api/advisor/advisor',
      advisorFormBody([north.id], { email: investor.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(201);
    const advisor = await t.db.advisor.findUniqueOrThrow({ where: { id: response.json().id } });
    expect(advisor.userId).toBe(investor.user.id);
    expect(response.json()).toMatchObject({ firstName: investor.user.firstName, surname: investor.user.surname });
  });

  // Issue #15 finding 3 (decision 027): a tenant learns nothing of, and changes nothing in, what another
  // tenant knows of a person with the same address.
  it('makes a new account of this tenant for a person another tenant knows, revealing and changing nothing there', async () => {
    const { tenant, north, call } = await adminTenant();
    const elsewhere = await createTenant(t.db);
    const theirs = await addAdvisor(t.db, elsewhere.tenantId, { firstName: 'Olga', surname: 'Obca' });
    const otherInvestor = await createInvestor(t.db, elsewhere.tenantId);
    for (const person of [theirs, otherInvestor]) {
      const form = advisorFormBody([north.id], {
        email: person.email.toUpperCase(),
        firstName: 'Nowa',
        surname: 'Osoba',
      });
      const created = await call('POST', '/api/advisor/advisor', form);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        firstName: 'Nowa',
        surname: 'Osoba',
        email: person.email,
        status: 'initial',
      });
      const advisor = await t.db.advisor.findUniqueOrThrow({
        where: { id: created.json().id },
        include: { user: true },
      });
      expect(advisor.user.id).not.toBe(person.user.id);
      expect(advisor.user.tenantId).toBe(tenant.tenantId);

      const renamed = await call('PUT', `/api/advisor/advisor/${advisor.id}`, { ...form, firstName: 'Zmieniona' });
      expect(renamed.statusCode).toBe(200);
      const untouched = await t.db.user.findUniqueOrThrow({ where: { id: person.user.id } });
      expect(untouched).toMatchObject({
        firstName: person.user.firstName,
        surname: person.user.surname,
        email: person.email,
      });
    }
    expect(await t.db.user.count({ where: { email: { in: [theirs.email, otherInvestor.email] } } })).toBe(4);
  });

  it('refuses an e-mail an advisor of this tenant already has: 409 with a violation on email', async () => {
    const { tenant, north, call } = await adminTenant();
    const existing = await addAdvisor(t.db, tenant.tenantId, { status: 'deleted', networkIds: [north.id] });
    const before = await t.db.mailOutbox.count();
    const response = await call(
      'POST',
      '/api/advisor/advisor',
      advisorFormBody([north.id], { email: ` ${existing.email.toUpperCase()} ` }),
    );
    expect(response.statusCode).toBe(409);
    const title = translate('pl', 'validation:emailTaken');
    expect(response.json()).toEqual({
      label: title,
      code: 'error.validation',
      parameters: {},
      violations: [{ propertyPath: 'email', title, message: 'validation:emailTaken' }],
    });
    expect(await t.db.advisor.count({ where: { tenantId: tenant.tenantId } })).toBe(2);
    expect(await t.db.mailOutbox.count()).toBe(before);
  });

  it('refuses an invalid form with 400 and a violation per field', async () => {
    const { tenant, call } = await adminTenant();
    const form = advisorFormBody([], {
      documentExpiryDate: addDays(todayIso(), 6),
      firstName: ' ',
      email: 'not-an-address',
    });
    const response = await call('POST', '/api/advisor/advisor', form, undefined);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; violations: { propertyPath: string; message: string }[] };
    expect(body.code).toBe('error.validation');
    expect(Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]))).toEqual({
      firstName: 'validation:required',
      email: 'validation:email',
      documentExpiryDate: 'validation:documentExpiry',
      brokerNetworkIds: 'validation:networks',
    });
    expect(await t.db.advisor.count({ where: { tenantId: tenant.tenantId } })).toBe(1);
  });

  it('accepts a document valid for exactly 7 more days (Warsaw time) and refuses unknown fields', async () => {
    const { north, call } = await adminTenant();
    const ok = await call(
      'POST',
      '/api/advisor/advisor',
      advisorFormBody([north.id], { documentExpiryDate: addDays(todayIso(), 7) }),
    );
    expect(ok.statusCode).toBe(201);
    const extra = await call('POST', '/api/advisor/advisor', advisorFormBody([north.id], { role: 'admin' }));
    expect(extra.statusCode).toBe(400);
  });

  it('refuses networks of another tenant (or none at all) with 422 on brokerNetworkIds, creating nothing', async () => {
    const { north, call } = await adminTenant();
    const elsewhere = await createTenant(t.db);
    const foreign = await createNetwork(t.db, elsewhere.tenantId);
    for (const ids of [[north.id, foreign.id], [randomUUID()]]) {
      const form = advisorFormBody(ids);
      const response = await call('POST', '/api/advisor/advisor', form);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'error.validation',
        violations: [{ propertyPath: 'brokerNetworkIds', message: 'validation:invalid' }],
      });
      expect(await t.db.user.count({ where: { email: form.email } })).toBe(0);
    }
  });
});

describe('PUT /api/advisor/advisor/{id}', () => {
  it('updates every field and replaces the networks', async () => {
    const { tenant, north, south, admin, call } = await adminTenant();
    const target = await addAdvisor(t.db, tenant.tenantId, { networkIds: [north.id] });
    const form = advisorFormBody([south.id], {
      email: target.email,
      firstName: 'Ewa',
      surname: 'Nowa',
      externalId: '',
      documentType: 'ID_CARD',
      documentNumber: 'XYZ000111',
      country: 'de',
      powerOfAttorneyStart: '2025-02-01',
      powerOfAttorneyEnd: '2027-01-31',
    });
    const response = await call('PUT', `/api/advisor/advisor/${target.advisor.id}`, form);
    expect(response.statusCode).toBe(200);
    const { externalId: _, ...expected } = form;
    expect(response.json()).toEqual({ ...expected, id: target.advisor.id, status: 'active', country: 'DE' });
    const stored = await t.db.advisor.findUniqueOrThrow({
      where: { id: target.advisor.id },
      include: { networks: true, user: true },
    });
    expect(stored.networks.map((n) => n.networkId)).toEqual([south.id]);
    expect(stored.externalId).toBeNull();
    expect(stored.user).toMatchObject({ firstName: 'Ewa', surname: 'Nowa' });
    expect(await auditOf('advisor.updated', target.user.id)).toMatchObject([{ actorUserId: admin.user.id }]);
    expect(await mailsTo(target.email)).toEqual([]);
  });

  it('changes the e-mail of an advisor not yet activated: the old link dies, a new one goes to the new address', async () => {
    const { north, call } = await adminTenant();
    const created = await call('POST', '/api/advisor/advisor', advisorFormBody([north.id]));
    const { id, email: oldEmail } = created.json() as { id: string; email: string };
    const newEmail = `fixed-${randomUUID().slice(0, 8)}@example.test`;
    const response = await call('PUT', `/api/advisor/advisor/${id}`, advisorFormBody([north.id], { email: newEmail }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: newEmail, status: 'initial' });
    expect(await mailsTo(oldEmail)).toHaveLength(1);
    expect(await mailsTo(newEmail)).toHaveLength(1);
    const advisor = await t.db.advisor.findUniqueOrThrow({ where: { id } });
    const tokens = await t.db.oneTimeToken.findMany({
      where: { userId: advisor.userId },
      orderBy: { createdAt: 'asc' },
    });
    expect(tokens.map((token) => token.usedAt === null)).toEqual([false, true]);
  });

  it("refuses an e-mail another account of this tenant has, and the e-mail of this tenant's investor", async () => {
    const { tenant, north, call } = await adminTenant();
    const target = await addAdvisor(t.db, tenant.tenantId, { networkIds: [north.id] });
    const colleague = await addAdvisor(t.db, tenant.tenantId, { networkIds: [north.id] });
    const response = await call(
      'PUT',
      `/api/advisor/advisor/${target.advisor.id}`,
      advisorFormBody([north.id], { email: colleague.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      violations: [{ propertyPath: 'email', message: 'validation:emailTaken' }],
    });
    // Another broker's account of an address is neither seen nor touched (decision 027).
    const mover = await addAdvisor(t.db, tenant.tenantId, { networkIds: [north.id] });
    const stranger = await addAdvisor(t.db, (await createTenant(t.db)).tenantId);
    const moved = await call(
      'PUT',
      `/api/advisor/advisor/${mover.advisor.id}`,
      advisorFormBody([north.id], { email: stranger.email.toUpperCase() }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: stranger.user.id } })).toMatchObject({
      email: stranger.email,
      firstName: stranger.user.firstName,
    });
    // The target is also an investor here: its e-mail is its investor login too.
    await t.db.userContext.create({
      data: { userId: target.user.id, tenantId: tenant.tenantId, type: 'investor_panel' },
    });
    const shared = await call(
      'PUT',
      `/api/advisor/advisor/${target.advisor.id}`,
      advisorFormBody([north.id], { email: `mine-${randomUUID().slice(0, 6)}@example.test` }),
    );
    expect(shared.statusCode).toBe(409);
    expect(shared.json()).toMatchObject({ code: 'advisor.shared_account_email' });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: target.user.id } })).email).toBe(target.email);
    // Keeping the e-mail is fine for such a person.
    const same = await call(
      'PUT',
      `/api/advisor/advisor/${target.advisor.id}`,
      advisorFormBody([north.id], { email: target.email }),
    );
    expect(same.statusCode).toBe(200);
  });

  it('validates like create: form rules 400, foreign networks 422; unknown ids 404', async () => {
    const { tenant, north, call } = await adminTenant();
    const target = await addAdvisor(t.db, tenant.tenantId, { networkIds: [north.id] });
    const url = `/api/advisor/advisor/${target.advisor.id}`;
    expect((await call('PUT', url, advisorFormBody([], { email: target.email }))).statusCode).toBe(400);
    const foreign = await createNetwork(t.db, (await createTenant(t.db)).tenantId);
    expect((await call('PUT', url, advisorFormBody([foreign.id], { email: target.email }))).statusCode).toBe(422);
    expect((await call('PUT', `/api/advisor/advisor/${randomUUID()}`, advisorFormBody([north.id]))).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/advisor/advisor/not-a-uuid', advisorFormBody([north.id]))).statusCode).toBe(400);
    const unchanged = await t.db.advisor.findUniqueOrThrow({
      where: { id: target.advisor.id },
      include: { networks: true },
    });
    expect(unchanged.networks.map((n) => n.networkId)).toEqual([north.id]);
  });
});

describe('the advisor state machine', () => {
  it('activates an initial advisor once; a second activation is a 409', async () => {
    const { tenant, north, admin, call } = await adminTenant();
    const target = await addAdvisor(t.db, tenant.tenantId, { status: 'initial', networkIds: [north.id] });
    const url = `/api/advisor/advisor/${target.advisor.id}/activate`;
    const initialToken = await accessToken(t.db, target.user, tenant.tenantId);
    expect((await call('GET', '/api/advisor/network', undefined, initialToken)).statusCode).toBe(401);

    const first = await call('PATCH', url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: target.advisor.id, status: 'active' });
    expect((await call('GET', '/api/advisor/network', undefined, initialToken)).statusCode).toBe(200);
    expect(await auditOf('advisor.activated', target.user.id)).toMatchObject([{ actorUserId: admin.user.id }]);

    const again = await call('PATCH', url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'advisor.invalid_transition',
      parameters: { from: 'active', to: 'active' },
      violations: [],
    });
  });

  it('archives: data kept, the next call with their token refused, sessions and links revoked', async () => {
    const { tenant, north, call } = await adminTenant();
    const target = await addAdvisor(t.db, tenant.tenantId, { networkIds: [north.id] });
    const targetToken = await accessToken(t.db, target.user, tenant.tenantId);
    const before = (await call('GET', `/api/advisor/advisor/${target.advisor.id}`)).json();
    expect((await call('GET', '/api/advisor/advisor', undefined, targetToken)).statusCode).toBe(200);
    const refresh = await t.db.refreshToken.create({
      data: {
        familyId: randomUUID(),
        tokenHash: randomUUID(),
        userId: target.user.id,
        tenantId: tenant.tenantId,
        contextType: 'advisor_panel',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const link = await t.db.oneTimeToken.create({
      data: {
        purpose: 'password_reset',
        tokenHash: randomUUID(),
        userId: target.user.id,
        tenantId: tenant.tenantId,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });

    const response = await call('DELETE', `/api/advisor/advisor/${target.advisor.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, status: 'deleted' });

    const next = await call('GET', '/api/advisor/advisor', undefined, targetToken);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ label: expect.any(String), violations: [] });
    expect((await t.db.refreshToken.findUniqueOrThrow({ where: { id: refresh.id } })).revokedAt).not.toBeNull();
    expect((await t.db.oneTimeToken.findUniqueOrThrow({ where: { id: link.id } })).usedAt).not.toBeNull();
    expect((await call('GET', `/api/advisor/advisor/${target.advisor.id}`)).json()).toEqual({
      ...before,
      status: 'deleted',
    });
    expect(await auditOf('advisor.archived', target.user.id)).toHaveLength(1);

    const again = await call('DELETE', `/api/advisor/advisor/${target.advisor.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'advisor.invalid_transition', parameters: { from: 'deleted' } });

    // An admin may restore an archived advisor, with everything it had.
    const restored = await call('PATCH', `/api/advisor/advisor/${target.advisor.id}/activate`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ ...before, status: 'active' });
    // The sessions the archive ended stay ended (decision 034): the advisor signs in again.
    expect((await call('GET', '/api/advisor/advisor', undefined, targetToken)).statusCode).toBe(401);
  });

  it('takes the bodiless calls with a JSON content type, as some clients send every call', async () => {
    const { tenant, north, token } = await adminTenant();
    const target = await addAdvisor(t.db, tenant.tenantId, { status: 'initial', networkIds: [north.id] });
    const headers = { 'content-type': 'application/json' };
    const url = `/api/advisor/advisor/${target.advisor.id}`;
    for (const [method, path, status] of [
      ['POST', `${url}/send-activation`, 204],
      ['PATCH', `${url}/activate`, 200],
      ['DELETE', url, 200],
    ] as const) {
      const response = await t.call({ method, url: path, host: tenant.host, token, headers });
      expect(response.statusCode, response.body).toBe(status);
    }
    const broken = await t.call({
      method: 'POST',
      url: '/api/advisor/advisor',
      host: tenant.host,
      token,
      headers: { ...headers },
      body: undefined,
    });
    expect(broken.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/advisor/advisor',
      headers: { host: tenant.host, authorization: `Bearer ${token}`, ...headers },
      payload: '{"__proto__": {"polluted": true}}',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('archives an advisor never activated, but never the admin themself', async () => {
    const { tenant, north, admin, call } = await adminTenant();
    const target = await addAdvisor(t.db, tenant.tenantId, { status: 'initial', networkIds: [north.id] });
    expect((await call('DELETE', `/api/advisor/advisor/${target.advisor.id}`)).json()).toMatchObject({
      status: 'deleted',
    });
    const self = await call('DELETE', `/api/advisor/advisor/${admin.advisor.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'advisor.cannot_archive_self' });
    expect((await t.db.advisor.findUniqueOrThrow({ where: { id: admin.advisor.id } })).status).toBe('active');
  });

  it('sends a new activation mail to an initial advisor only; the earlier link stops working', async () => {
    const { north, call } = await adminTenant();
    const created = (await call('POST', '/api/advisor/advisor', advisorFormBody([north.id]))).json() as {
      id: string;
      email: string;
    };
    const url = `/api/advisor/advisor/${created.id}/send-activation`;
    const response = await call('POST', url);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const mails = await mailsTo(created.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('/auth/activate-from-email/');
    const advisor = await t.db.advisor.findUniqueOrThrow({ where: { id: created.id } });
    const tokens = await t.db.oneTimeToken.findMany({
      where: { userId: advisor.userId },
      orderBy: { createdAt: 'asc' },
    });
    expect(tokens.map((token) => token.usedAt === null)).toEqual([false, true]);
    expect(await auditOf('activation.sent', advisor.userId)).toHaveLength(1);

    await call('PATCH', `/api/advisor/advisor/${created.id}/activate`);
    const refused = await call('POST', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'advisor.invalid_transition', parameters: { from: 'active' } });
    expect(await mailsTo(created.email)).toHaveLength(2);
  });
});

describe('advisor management is for admins', () => {
  it.each(['advisor', 'coordinator'] as const)(
    'refuses every write of a %s with 403 and changes nothing',
    async (role) => {
      const { tenant, north, call } = await adminTenant();
      const caller = await addAdvisor(t.db, tenant.tenantId, {
        role,
        networkIds: [north.id],
        coordinatedNetworkIds: [north.id],
      });
      const token = await accessToken(t.db, caller.user, tenant.tenantId);
      const target = await addAdvisor(t.db, tenant.tenantId, { status: 'initial', networkIds: [north.id] });
      const url = `/api/advisor/advisor/${target.advisor.id}`;
      const attempts = [
        call('POST', '/api/advisor/advisor', advisorFormBody([north.id]), token),
        call('PUT', url, advisorFormBody([north.id], { email: target.email, firstName: 'Hacked' }), token),
        call('PATCH', `${url}/activate`, undefined, token),
        call('DELETE', url, undefined, token),
        call('POST', `${url}/send-activation`, undefined, token),
        // Even a broken body is refused for the role first: validation tells them nothing.
        call('POST', '/api/advisor/advisor', { nonsense: true }, token),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'error.forbidden', violations: [] });
      }
      const unchanged = await t.db.advisor.findUniqueOrThrow({
        where: { id: target.advisor.id },
        include: { user: true },
      });
      expect(unchanged.status).toBe('initial');
      expect(unchanged.user.firstName).toBe('Adam');
      expect(await t.db.advisor.count({ where: { tenantId: tenant.tenantId } })).toBe(3);
      expect(await mailsTo(target.email)).toEqual([]);
    },
  );
});
