import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Database } from '@wl/db';
import { uniqueHost } from './test-api.ts';

export const TEST_PASSWORD = 'Str0ng!Passw0rd';

export interface TestTenant {
  tenantId: string;
  host: string;
}

/**
 * A tenant with its own host (language pl unless asked), as an operator would onboard it; its
 * links go to `publicOrigin` when given, else to `http://<host>` (decision 028).
 */
export async function createTenant(
  db: Database,
  options: { language?: 'pl' | 'en'; host?: string; publicOrigin?: string } = {},
): Promise<TestTenant> {
  const host = options.host ?? uniqueHost();
  const tenant = await db.tenant.create({ data: { name: `Tenant ${host}` } });
  await db.hostConfig.create({
    data: {
      hostname: host,
      tenantId: tenant.id,
      language: options.language ?? 'pl',
      publicOrigin: options.publicOrigin ?? null,
    },
  });
  return { tenantId: tenant.id, host };
}

export async function createNetwork(db: Database, tenantId: string, name = `Network ${randomUUID().slice(0, 6)}`) {
  return db.brokerNetwork.create({ data: { tenantId, name } });
}

export interface AdvisorOptions {
  role?: 'advisor' | 'coordinator' | 'admin';
  status?: 'initial' | 'active' | 'deleted';
  email?: string;
  password?: string | null;
  networkIds?: string[];
  coordinatedNetworkIds?: string[];
  totpSecret?: string;
}

/** A user with an advisor of the tenant and an advisor-panel context there. */
export async function createAdvisor(db: Database, tenantId: string, options: AdvisorOptions = {}) {
  const email = options.email ?? `advisor-${randomUUID().slice(0, 8)}@example.test`;
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const secrets = {
    passwordHash: password ? await hash(password) : null,
    ...(options.totpSecret ? { totpSecret: options.totpSecret, totpEnabled: true } : {}),
  };
  // The tenant's account of the address (decision 027): an investor of this tenant may become an advisor too.
  const user = await db.user.upsert({
    where: { tenantId_email: { tenantId, email } },
    create: { tenantId, email, firstName: 'Adam', surname: 'Doradca', ...secrets },
    update: secrets,
  });
  await db.userContext.create({ data: { userId: user.id, tenantId, type: 'advisor_panel' } });
  const advisor = await db.advisor.create({
    data: {
      tenantId,
      userId: user.id,
      role: options.role ?? 'advisor',
      status: options.status ?? 'active',
      networks: { create: (options.networkIds ?? []).map((networkId) => ({ networkId })) },
      coordinatedNetworks: { create: (options.coordinatedNetworkIds ?? []).map((networkId) => ({ networkId })) },
    },
  });
  return { user, advisor, email, password };
}

/** A user with an investor of the tenant and an investor-panel context there. */
export async function createInvestor(
  db: Database,
  tenantId: string,
  email = `investor-${randomUUID().slice(0, 8)}@example.test`,
) {
  const user = await db.user.upsert({
    where: { tenantId_email: { tenantId, email } },
    create: { tenantId, email, firstName: 'Irena', surname: 'Inwestor' },
    update: {},
  });
  await db.userContext.create({ data: { userId: user.id, tenantId, type: 'investor_panel' } });
  const investor = await db.investor.create({ data: { tenantId, userId: user.id } });
  return { user, investor, email };
}
