import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:tls';
import { type Database, seedDemo } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainStatus } from './domain-status.ts';

/*
 * Where a host's name points and what certificate it serves (decision 039), with the machine's
 * real resolver and a real TLS server (a self-signed certificate: what a proxy serves before
 * its real one, or a wrong one).
 */

let db: Database;
let tenantId: string;
const machine = hostname();
const https = { scheme: 'https', port: null, defaultOrigin: `https://${machine}` } as const;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedDemo(db);
  tenantId = (await db.tenant.findFirstOrThrow()).id;
});

async function hostNamed(name: string) {
  const row = await db.hostConfig.upsert({
    where: { hostname: name },
    create: { hostname: name, tenantId },
    update: {},
  });
  return row.id;
}

describe('domainStatus', () => {
  it('has nothing to look up for the default row, and a *.localhost name is this machine', async () => {
    const defaultRow = await db.hostConfig.findFirstOrThrow({ where: { isDefault: true } });
    expect(await domainStatus(db, defaultRow.id, https)).toMatchObject({ name: null, dns: 'none' });
    const demo = await db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } });
    expect(await domainStatus(db, demo.id, https)).toMatchObject({
      name: 'demo.localhost',
      dns: 'local',
      certificate: { state: 'not-checked' },
    });
  });

  it('says a name that does not resolve is unresolved (or unknown when no resolver answers)', async () => {
    const status = await domainStatus(db, await hostNamed('nothing-here.invalid'), https);
    expect(['unresolved', 'unknown']).toContain(status.dns);
    expect(status.addresses).toEqual([]);
    expect(status.certificate.state).toBe('not-checked');
  });

  it("looks up a wildcard row's www. name", async () => {
    const status = await domainStatus(db, await hostNamed('*.nothing-here.invalid'), https);
    expect(status.name).toBe('www.nothing-here.invalid');
  });

  describe('a name that points at the platform', () => {
    let server: Server;
    let port: number;

    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'wl-tls-'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '2',
          '-subj',
          `/O=Test Proxy/CN=${machine}`,
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) });
      await new Promise<void>((resolve) => server.listen(0, resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('resolves to the platform and reads the certificate it serves (self-signed: invalid)', async () => {
      const status = await domainStatus(db, await hostNamed(machine), https, { tlsPort: port });
      expect(status.dns).toBe('platform');
      expect(status.addresses.length).toBeGreaterThan(0);
      expect(status.addresses.some((address) => status.platformAddresses.includes(address))).toBe(true);
      expect(status.certificate).toMatchObject({ state: 'invalid', issuer: 'Test Proxy' });
      expect(status.certificate.reason).toMatch(/SELF_SIGNED|self.signed/i);
      expect(new Date(status.certificate.validTo ?? 0).getTime()).toBeGreaterThan(Date.now());
    });

    it('says missing when nothing answers TLS, and checks nothing on a plain-HTTP platform', async () => {
      const id = await hostNamed(machine);
      const closed = await domainStatus(db, id, https, { tlsPort: 1 });
      expect(closed.certificate.state).toBe('missing');
      const plain = await domainStatus(db, id, { ...https, scheme: 'http', defaultOrigin: `http://${machine}` });
      expect(plain).toMatchObject({ dns: 'platform', certificate: { state: 'not-checked' } });
    });

    it('says elsewhere when the platform is another machine', async () => {
      const status = await domainStatus(db, await hostNamed(machine), {
        ...https,
        defaultOrigin: 'https://nothing-here.invalid',
      });
      expect(status.dns).toBe('elsewhere');
      expect(status.certificate.state).toBe('not-checked');
    });
  });
});
