import { type Database, seedDemo } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { HostConfigStore } from './host-config-store.ts';

let db: Database;
let url: string;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  await seedDemo(db);
});

const silent = { info: () => {}, warn: () => {} };

describe('a full load while a host changes', () => {
  it('ends with the change, though the row was reloaded before the older full read replaced everything', async () => {
    // The full read comes back only when the test lets it: meanwhile the row changes, and the
    // notification's own reload finishes first (the order that used to leave the old row behind).
    let release: () => void = () => {};
    let holding = false;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'hostConfig') return Reflect.get(target, property, receiver);
        return new Proxy(target.hostConfig, {
          get(model, method, modelReceiver) {
            if (method !== 'findMany' || !holding) return Reflect.get(model, method, modelReceiver);
            return async (args: Parameters<typeof model.findMany>[0]) => {
              const rows = await model.findMany(args);
              await gate;
              return rows;
            };
          },
        });
      },
    });
    const store = new HostConfigStore(held, url, silent);
    await store.start();
    try {
      const before = store.resolve('demo.localhost').branding.landing.theme;
      const after = before === 'theme-navy' ? 'theme-default' : 'theme-navy';

      holding = true;
      const loading = store.loadAll();
      await db.$executeRaw`UPDATE host_config SET theme = ${after}, updated_at = now() WHERE hostname = 'demo.localhost'`;
      await expect
        .poll(() => store.resolve('demo.localhost').branding.landing.theme, { timeout: 5000, interval: 10 })
        .toBe(after);
      release();
      await loading;

      expect(store.resolve('demo.localhost').branding.landing.theme).toBe(after);
    } finally {
      holding = false;
      release();
      await store.close();
    }
  });
});

describe('a full load of more hosts than one read takes', () => {
  it('serves every host, each once, the first and the last of the reads alike', async () => {
    await db.$executeRaw`
      INSERT INTO host_config (id, hostname, tenant_id, language, site_title, updated_at)
      SELECT gen_random_uuid(), 'many-' || i || '.load.localhost', tenant_id, 'pl', jsonb_build_object('pl', 'Many ' || i), now()
        FROM generate_series(1, 1203) AS i, (SELECT tenant_id FROM host_config WHERE hostname = 'demo.localhost') AS demo`;
    const rows = await db.hostConfig.count();
    const store = new HostConfigStore(db, url, silent);
    await store.start();
    try {
      await store.loadAll();
      expect(store.status().hosts).toBe(rows);
      for (const i of [1, 500, 501, 1000, 1203]) {
        expect(store.resolve(`many-${i}.load.localhost`).hostname).toBe(`many-${i}.load.localhost`);
      }
      expect(store.resolve('demo.localhost').hostname).toBe('demo.localhost');
    } finally {
      await store.close();
      await db.$executeRaw`DELETE FROM host_config WHERE hostname LIKE '%.load.localhost'`;
    }
  });
});
