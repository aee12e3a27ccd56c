import { describe, expect, it } from 'vitest';
import { prepareDatabase } from './database.ts';
import { createTestDatabase } from './testing/index.ts';

describe('preparing a fresh database from several replicas at once', () => {
  it('seeds the demo data once, whichever replica comes first', async () => {
    const { url, db } = await createTestDatabase();
    expect(await db.tenant.count()).toBe(0);

    const logs: string[] = [];
    await Promise.all([1, 2, 3].map(() => prepareDatabase(url, { seedDemoData: true, log: (m) => logs.push(m) })));

    expect(logs.filter((line) => line.startsWith('Seeded demo hosts'))).toHaveLength(1);
    const counts = {
      tenants: await db.tenant.count(),
      offers: await db.offer.count(),
      hosts: await db.hostConfig.count(),
    };
    // A later start finds the data and leaves it as it is.
    await prepareDatabase(url, { seedDemoData: true });
    expect({
      tenants: await db.tenant.count(),
      offers: await db.offer.count(),
      hosts: await db.hostConfig.count(),
    }).toEqual(counts);
  });
});
