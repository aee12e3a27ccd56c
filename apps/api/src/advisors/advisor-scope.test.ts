import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNetwork, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken, addAdvisor } from '../testing/matrix.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/**
 * A tenant with three networks. The coordinator coordinates `north` and is a plain member of
 * `south`; `west` is nobody's here. Another tenant holds look-alike advisors.
 */
async function scopedTenant() {
  const tenant = await createTenant(t.db);
  const north = await createNetwork(t.db, tenant.tenantId, 'North');
  const south = await createNetwork(t.db, tenant.tenantId, 'South');
  const west = await createNetwork(t.db, tenant.tenantId, 'West');
  const add = (surname: string, options: Parameters<typeof addAdvisor>[2]) =>
    addAdvisor(t.db, tenant.tenantId, { surname, ...options });
  const admin = await add('A-admin', { role: 'admin', networkIds: [west.id] });
  const coordinator = await add('B-coordinator', {
    role: 'coordinator',
    networkIds: [south.id],
    coordinatedNetworkIds: [north.id],
  });
  const northMember = await add('C-north', { networkIds: [north.id, west.id] });
  const northArchived = await add('D-north-archived', { status: 'deleted', networkIds: [north.id] });
  const southMember = await add('E-south', { networkIds: [south.id] });
  const westMember = await add('F-west', { networkIds: [west.id] });

  const elsewhere = await createTenant(t.db);
  const foreignNetwork = await createNetwork(t.db, elsewhere.tenantId, 'North');
  const foreign = await addAdvisor(t.db, elsewhere.tenantId, { surname: 'C-north', networkIds: [foreignNetwork.id] });

  const as = async (member: { user: { id: string; email: string } }) => {
    const token = await accessToken(t.db, member.user, tenant.tenantId);
    return (url: string) => t.call({ method: 'GET', url, host: tenant.host, token });
  };
  return {
    tenant,
    networks: { north, south, west, foreign: foreignNetwork },
    admin,
    coordinator,
    northMember,
    northArchived,
    southMember,
    westMember,
    foreign,
    as,
  };
}

const surnames = (body: unknown) => (body as { surname: string }[]).map((row) => row.surname);
const names = (body: unknown) => (body as { name: string }[]).map((row) => row.name);

describe('who sees which advisors', () => {
  it('an admin: every advisor of the tenant, none of another', async () => {
    const w = await scopedTenant();
    const get = await w.as(w.admin);
    const list = await get('/api/advisor/advisor');
    expect(surnames(list.json())).toEqual([
      'A-admin',
      'B-coordinator',
      'C-north',
      'D-north-archived',
      'E-south',
      'F-west',
    ]);
    expect(list.headers['x-total-count']).toBe('6');
    expect((await get(`/api/advisor/advisor/${w.westMember.advisor.id}`)).statusCode).toBe(200);
    expect((await get(`/api/advisor/advisor/${w.foreign.advisor.id}`)).statusCode).toBe(404);
    const filtered = await get(`/api/advisor/advisor?filter[brokerNetworkIds][in]=${w.networks.foreign.id}`);
    expect(filtered.json()).toEqual([]);
    expect(filtered.headers['x-total-count']).toBe('0');
  });

  it('a coordinator: itself and the members of the networks it coordinates, not of those it only belongs to', async () => {
    const w = await scopedTenant();
    const get = await w.as(w.coordinator);
    const list = await get('/api/advisor/advisor');
    expect(surnames(list.json())).toEqual(['B-coordinator', 'C-north', 'D-north-archived']);
    expect(list.headers['x-total-count']).toBe('3');
    expect(surnames((await get('/api/advisor/advisor?filter[status][in]=active')).json())).toEqual([
      'B-coordinator',
      'C-north',
    ]);
    // A filter cannot widen the scope.
    const south = await get(`/api/advisor/advisor?filter[brokerNetworkIds][in]=${w.networks.south.id}`);
    expect(surnames(south.json())).toEqual(['B-coordinator']);

    const member = await get(`/api/advisor/advisor/${w.northMember.advisor.id}`);
    expect(member.statusCode).toBe(200);
    // Only the networks the coordinator can name: west is not one of them.
    expect(member.json()).toMatchObject({ brokerNetworkIds: [w.networks.north.id] });
    for (const hidden of [w.southMember, w.westMember, w.admin, w.foreign]) {
      const response = await get(`/api/advisor/advisor/${hidden.advisor.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ label: 'Not Found', code: 'error.not_found', parameters: {}, violations: [] });
    }
    expect((await get(`/api/advisor/advisor/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('an advisor: only itself', async () => {
    const w = await scopedTenant();
    const get = await w.as(w.northMember);
    const list = await get('/api/advisor/advisor?limit=99999&offset=0');
    expect(list.json()).toEqual([
      {
        id: w.northMember.advisor.id,
        firstName: 'Adam',
        surname: 'C-north',
        email: w.northMember.email,
        brokerNetworkIds: [w.networks.north.id, w.networks.west.id].sort(),
        status: 'active',
      },
    ]);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await get(`/api/advisor/advisor/${w.northMember.advisor.id}`)).statusCode).toBe(200);
    for (const other of [w.coordinator, w.northArchived, w.admin]) {
      expect((await get(`/api/advisor/advisor/${other.advisor.id}`)).statusCode).toBe(404);
    }
  });
});

describe('who sees which networks', () => {
  it('GET /api/advisor/network and the form options follow the same scope', async () => {
    const w = await scopedTenant();
    const expected = [
      [w.admin, ['North', 'South', 'West']],
      [w.coordinator, ['North', 'South']],
      [w.northMember, ['North', 'West']],
      [w.southMember, ['South']],
    ] as const;
    for (const [member, networkNames] of expected) {
      const get = await w.as(member);
      const networks = await get('/api/advisor/network');
      expect(networks.statusCode).toBe(200);
      expect(names(networks.json())).toEqual(networkNames);
      const form = await get('/api/advisor/advisor-form');
      expect(form.statusCode).toBe(200);
      expect(form.json()).toEqual({ brokerNetworks: networks.json() });
    }
    const get = await w.as(w.admin);
    expect((await get('/api/advisor/network')).json()).toContainEqual({ id: w.networks.north.id, name: 'North' });
  });

  it('an advisor in no network sees an empty list, not an error', async () => {
    const w = await scopedTenant();
    const loner = await addAdvisor(t.db, w.tenant.tenantId, {});
    const get = await w.as(loner);
    const response = await get('/api/advisor/network');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('a detail of an advisor not made through the form', () => {
  it('reads the missing document fields as null instead of failing', async () => {
    const w = await scopedTenant();
    const user = await t.db.user.create({
      data: {
        tenantId: w.tenant.tenantId,
        email: `seeded-${randomUUID().slice(0, 8)}@example.test`,
        firstName: 'Sam',
        surname: 'Seeded',
      },
    });
    const bare = await t.db.advisor.create({
      data: { tenantId: w.tenant.tenantId, userId: user.id, role: 'admin', status: 'active' },
    });
    const get = await w.as(w.admin);
    const response = await get(`/api/advisor/advisor/${bare.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: bare.id,
      status: 'active',
      firstName: 'Sam',
      surname: 'Seeded',
      email: user.email,
      documentType: null,
      documentNumber: null,
      documentExpiryDate: null,
      country: null,
      powerOfAttorneyStart: null,
      brokerNetworkIds: [],
    });
  });
});
