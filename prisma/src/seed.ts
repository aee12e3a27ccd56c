import { customHostColumns, defaultHostColumns, demoHostColumns, investorDemoHostColumns } from '@wl/shared/demo';
import type { Prisma } from '../generated/client/client.ts';
import type { Database } from './client.ts';
import { ensureDemoAccounts } from './demo-accounts.ts';
import { ensureDemoCampaigns } from './demo-campaigns.ts';
import { type DemoDocumentBrand, demoLegalDocuments, storeDemoDocuments } from './demo-documents.ts';
import { hostConfigSnapshot } from './host-config-snapshot.ts';
import { seedIds } from './seed-ids.ts';

export { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts.ts';
export { demoCampaignIds, demoOfferToken, demoProductIds } from './demo-campaigns.ts';
export { seedIds } from './seed-ids.ts';

type HostConfigData = Omit<Prisma.HostConfigUncheckedCreateInput, 'id'>;

const defaultHost: HostConfigData = { ...defaultHostColumns, isDefault: true, tenantId: seedIds.defaultTenant };

/** Each demo host with the brand of its legal documents (decision 043). */
const demoHosts: { data: HostConfigData; documents: DemoDocumentBrand }[] = [
  { data: { ...demoHostColumns, tenantId: seedIds.demoTenant }, documents: 'demo' },
  { data: { ...investorDemoHostColumns, tenantId: seedIds.demoTenant }, documents: 'demo' },
  { data: { ...customHostColumns, tenantId: seedIds.customTenant }, documents: 'custom' },
];

async function ensureTenant(db: Database, id: string, name: string): Promise<void> {
  await db.tenant.upsert({ where: { id }, create: { id, name }, update: {} });
}

/** Creates a host config and its first revision, unless a row for that host exists already. */
async function ensureHostConfig(
  db: Database,
  data: HostConfigData,
  publishedBy: string,
  documents?: DemoDocumentBrand,
): Promise<boolean> {
  const existing = data.isDefault
    ? await db.hostConfig.findFirst({ where: { isDefault: true } })
    : await db.hostConfig.findUnique({ where: { hostname: data.hostname as string } });
  if (existing) return false;
  await db.$transaction(async (tx) => {
    const row = await tx.hostConfig.create({
      data: documents ? { ...data, legalDocuments: demoLegalDocuments(documents) as Prisma.InputJsonObject } : data,
    });
    if (documents) await storeDemoDocuments(tx, row.id, documents, publishedBy);
    await tx.hostConfigRevision.create({
      data: {
        hostConfigId: row.id,
        version: row.version,
        snapshot: hostConfigSnapshot(row) as Prisma.InputJsonValue,
        publishedBy,
      },
    });
  });
  return true;
}

/**
 * What every installation needs: the default tenant and the default row, which answers for
 * `localhost` and every host without a row of its own. Creates only what is missing.
 */
export async function ensureDefaultHost(db: Database): Promise<void> {
  await ensureTenant(db, seedIds.defaultTenant, 'Platforma inwestycyjna');
  await ensureHostConfig(db, defaultHost, 'seed');
}

/**
 * The demo hosts and accounts of the README. Idempotent: creates what is missing, never
 * overwrites edits. `created` lists the hosts made, `accounts` the e-mails of the accounts made.
 */
export async function seedDemo(db: Database): Promise<{ created: string[]; accounts: string[] }> {
  await ensureDefaultHost(db);
  await ensureTenant(db, seedIds.demoTenant, 'Demo Dom Maklerski');
  await ensureTenant(db, seedIds.customTenant, 'Custom Capital');
  const created: string[] = [];
  for (const host of demoHosts) {
    if (await ensureHostConfig(db, host.data, 'seed', host.documents)) created.push(host.data.hostname as string);
  }
  const accounts = await ensureDemoAccounts(db);
  await ensureDemoCampaigns(db);
  return { created, accounts };
}
