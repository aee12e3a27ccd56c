import { randomUUID } from 'node:crypto';
import type { Database } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleCaller, createTestOperator, signedInToken } from '../testing/console-caller.ts';

let db: Database;
let token: string;
/** An event name of this file's own, so rows of other tests never match. */
const event = `test.audit_${randomUUID().slice(0, 8)}`;
let tenant: { id: string; name: string };
let user: { id: string; email: string };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  token = await signedInToken(db, await createTestOperator(db));
  tenant = await db.tenant.create({ data: { name: `Audit tenant ${randomUUID()}` }, select: { id: true, name: true } });
  user = await db.user.create({
    data: { tenantId: tenant.id, email: `actor-${randomUUID()}@audit.test`, firstName: 'Ada', surname: 'Actor' },
    select: { id: true, email: true },
  });
  // Five rows a minute apart, the newest last; two by the user, two by an operator, one anonymous.
  const base = new Date('2025-06-10T10:00:00.000Z').getTime();
  await db.auditLog.createMany({
    data: [
      { event, tenantId: tenant.id, actorUserId: user.id, ip: '10.0.0.1', data: { n: 1 } },
      { event, tenantId: tenant.id, actorUserId: user.id, ip: '10.0.0.2', data: { n: 2 } },
      { event, ip: '10.0.0.3', data: { n: 3, email: 'boss@operators.test', operatorId: randomUUID() } },
      { event, ip: '10.0.0.4', data: { n: 4, email: 'boss@operators.test', operatorId: randomUUID() } },
      { event: `${event}.other`, ip: null, data: { n: 5 } },
    ].map((row, index) => ({ ...row, createdAt: new Date(base + index * 60_000) })),
  });
});

async function caller() {
  return (await consoleCaller(db, token)).caller;
}

const numbers = (items: { data: unknown }[]) => items.map((item) => (item.data as { n: number }).n);

describe('auditLog.list', () => {
  it('refuses a caller without an operator session', async () => {
    const { caller: anonymous } = await consoleCaller(db);
    await expect(anonymous.auditLog.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.auditLog.events()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists newest first with tenant, actor (user e-mail or operator e-mail), ip and data', async () => {
    const result = await (await caller()).auditLog.list({ filter: { event: [event, `${event}.other`] } });

    expect(numbers(result.items)).toEqual([5, 4, 3, 2, 1]);
    expect(result.items[0]).toMatchObject({ event: `${event}.other`, actor: null, ip: null, tenant: null });
    expect(result.items[1]).toMatchObject({ actor: 'boss@operators.test', ip: '10.0.0.4' });
    expect(result.items[4]).toMatchObject({ actor: user.email, tenant, createdAt: '2025-06-10T10:00:00.000Z' });
    expect(result.nextCursor).toBeNull();
  });

  it('gives a publish row its revision’s changes, old → new, and other rows none (issue 17, item 11)', async () => {
    // A tenant of its own: the other tests count the console events about this file's tenant.
    const own = await db.tenant.create({ data: { name: `Publishing tenant ${randomUUID()}` } });
    const host = await db.hostConfig.create({
      data: { hostname: `audit-${randomUUID().slice(0, 8)}.test`, tenantId: own.id },
    });
    const changes = [{ field: 'siteTitle.pl', before: 'Acme', after: 'Acme Nowa' }];
    await db.hostConfigRevision.create({
      data: { hostConfigId: host.id, version: 2, snapshot: {}, changes, publishedBy: 'boss@operators.test' },
    });
    await db.auditLog.create({
      data: {
        event: 'console.published',
        data: { hostConfigId: host.id, hostname: host.hostname, version: 2, fields: ['siteTitle'] },
      },
    });
    const api = await caller();
    const published = await api.auditLog.list({ filter: { event: ['console.published'], hostConfigId: host.id } });
    expect(published.items.map((item) => item.changes)).toEqual([changes]);
    const others = await api.auditLog.list({ filter: { event: [event] } });
    expect(others.items.every((item) => item.changes === undefined)).toBe(true);
  });

  it('filters by actor (operator e-mail, user e-mail, user id), tenant and dates', async () => {
    const api = await caller();
    const only = async (filter: Parameters<typeof api.auditLog.list>[0]['filter']) =>
      numbers((await api.auditLog.list({ filter: { event: [event, `${event}.other`], ...filter } })).items);

    expect(await only({ actor: 'boss@operators' })).toEqual([4, 3]);
    expect(await only({ actor: user.email.slice(0, 20).toUpperCase() })).toEqual([2, 1]);
    expect(await only({ actor: user.id })).toEqual([2, 1]);
    expect(await only({ tenantId: tenant.id })).toEqual([2, 1]);
    expect(await only({ from: '2025-06-10T10:01:00.000Z', to: '2025-06-10T10:03:00.000Z' })).toEqual([4, 3, 2]);
    expect(await only({ from: '2025-06-10', to: '2025-06-10' })).toEqual([5, 4, 3, 2, 1]);
    expect(await only({ from: '2025-06-11' })).toEqual([]);
  });

  it('pages with a keyset cursor without gaps or repeats', async () => {
    const api = await caller();
    const filter = { event: [event, `${event}.other`] };
    const first = await api.auditLog.list({ filter, limit: 2 });
    expect(numbers(first.items)).toEqual([5, 4]);
    const second = await api.auditLog.list({ filter, limit: 2, cursor: first.nextCursor ?? undefined });
    expect(numbers(second.items)).toEqual([3, 2]);
    const third = await api.auditLog.list({ filter, limit: 2, cursor: second.nextCursor ?? undefined });
    expect(numbers(third.items)).toEqual([1]);
    expect(third.nextCursor).toBeNull();
  });

  it('validates the limit and the filter', async () => {
    const api = await caller();
    await expect(api.auditLog.list({ limit: 201 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.auditLog.list({ filter: { tenantId: 'nope' } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.auditLog.list({ filter: { from: 'yesterday' } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('lists the distinct event names, the console sign-in among them', async () => {
    const events = await (await caller()).auditLog.events();
    expect(events).toEqual(expect.arrayContaining([event, `${event}.other`, 'console.sign_in']));
    expect(new Set(events).size).toBe(events.length);
  });
});

describe("the console's events of a host (issue 17, item 11)", () => {
  const hostEvent = `${event}.host`;
  let hostId: string;

  beforeAll(async () => {
    const host = await db.hostConfig.create({
      data: { hostname: `audit-${randomUUID().slice(0, 8)}.test`, tenantId: tenant.id },
      select: { id: true },
    });
    hostId = host.id;
    await db.auditLog.createMany({
      data: [
        { event: hostEvent, ip: '10.0.0.9', data: { n: 6, hostConfigId: hostId, email: 'boss@operators.test' } },
        { event: hostEvent, ip: '10.0.0.9', data: { n: 7, hostConfigId: randomUUID(), email: '=cmd|calc!A1' } },
      ].map((row, index) => ({ ...row, createdAt: new Date(Date.UTC(2025, 5, 11, 10, index)) })),
    });
  });

  it('are named with the tenant of their host, and found by host and by tenant', async () => {
    const api = await caller();
    const byHost = await api.auditLog.list({ filter: { hostConfigId: hostId } });
    expect(numbers(byHost.items)).toEqual([6]);
    expect(byHost.items[0]?.tenant).toEqual(tenant);
    const byTenant = await api.auditLog.list({ filter: { tenantId: tenant.id } });
    // The tenant's own rows and the console's row about its host; not the other host's.
    expect(numbers(byTenant.items)).toEqual([6, 2, 1]);
  });

  it('export as CSV with the filters, formulas escaped, tenant names and the data as JSON', async () => {
    const api = await caller();
    const file = await api.auditLog.exportCsv({ filter: { event: [hostEvent, event] } });
    expect(file).toMatchObject({ rows: 6, truncated: false });
    const lines = file.csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe('createdAt,event,tenant,actor,ip,data');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain("'=cmd|calc!A1");
    expect(lines[2]).toContain(`${hostEvent},${tenant.name},boss@operators.test,10.0.0.9,`);
    expect(lines[2]).toContain('""hostConfigId""');
    const anonymous = (await consoleCaller(db)).caller;
    await expect(anonymous.auditLog.exportCsv({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
