import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, seedIds } from './seed.ts';
import { createTestDatabase, type TestDatabase } from './testing/index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

describe('seedDemo', () => {
  it('creates the default row and the two demo hosts with a first revision each', async () => {
    const { created } = await seedDemo(t.db);
    expect(created).toEqual(['demo.localhost', 'custom.localhost']);
    const hosts = await t.db.hostConfig.findMany({ orderBy: { hostname: 'asc' }, include: { revisions: true } });
    expect(hosts.map((h) => [h.hostname, h.isDefault, h.theme, h.language])).toEqual([
      ['custom.localhost', false, 'theme_custom', 'en'],
      ['demo.localhost', false, 'theme_navy', 'pl'],
      [null, true, 'theme_default', 'pl'],
    ]);
    expect(hosts.every((h) => h.revisions.length === 1 && h.revisions[0]?.publishedBy === 'seed')).toBe(true);
    const custom = hosts[0];
    expect(custom?.investorPanelBlocked).toBe(true);
    expect(custom?.legalPersonsEnabled).toBe(true);
    expect(custom?.adminConfiguration).toMatchObject({ themeColors: '#0f766e,#115e59,#f0fdfa' });
  });

  it('is idempotent and never overwrites what was changed since', async () => {
    await t.db.hostConfig.update({ where: { hostname: 'demo.localhost' }, data: { siteTitle: { pl: 'Zmieniony' } } });
    const { created } = await seedDemo(t.db);
    expect(created).toEqual([]);
    expect(await t.db.hostConfig.count()).toBe(3);
    expect(await t.db.tenant.count()).toBe(3);
    expect(await t.db.hostConfigRevision.count()).toBe(3);
    const demo = await t.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } });
    expect(demo.siteTitle).toEqual({ pl: 'Zmieniony' });
  });

  it('allows exactly one default row, and no host name on it', async () => {
    await expect(
      t.db.hostConfig.create({ data: { isDefault: true, hostname: null, tenantId: seedIds.demoTenant } }),
    ).rejects.toThrow();
    await expect(
      t.db.hostConfig.create({ data: { isDefault: false, hostname: null, tenantId: seedIds.demoTenant } }),
    ).rejects.toThrow();
    await expect(
      t.db.hostConfig.create({ data: { hostname: 'Upper.Case', tenantId: seedIds.demoTenant } }),
    ).rejects.toThrow();
  });
});
