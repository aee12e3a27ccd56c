import type { Database } from '@wl/db';
import { createInvestor, createNetwork, createTenant } from './factories.ts';
import { accessToken, addAdvisor } from './matrix.ts';
import { createCampaign, createProduct } from './offer-factories.ts';

/**
 * One tenant for an offer test: network `main` coordinated by `coordinator`, with advisors
 * `advisor` and `colleague` in it; `outsider` only in network `other`; an admin; an active
 * campaign with a PLN product; and another tenant with its own admin.
 */
export async function offerWorld(db: Database) {
  const tenant = await createTenant(db, { language: 'en' });
  const main = await createNetwork(db, tenant.tenantId);
  const other = await createNetwork(db, tenant.tenantId);
  const withToken = async (options: Parameters<typeof addAdvisor>[2]) => {
    const created = await addAdvisor(db, tenant.tenantId, options);
    return { ...created, token: await accessToken(db, created.user, tenant.tenantId) };
  };
  const advisor = await withToken({ networkIds: [main.id], firstName: 'Anna', surname: 'Zielińska' });
  const colleague = await withToken({ networkIds: [main.id], firstName: 'Bartosz', surname: 'Adamski' });
  const outsider = await withToken({ networkIds: [other.id] });
  const coordinator = await withToken({
    role: 'coordinator',
    networkIds: [other.id],
    coordinatedNetworkIds: [main.id],
  });
  const admin = await withToken({ role: 'admin', networkIds: [other.id] });
  const campaign = await createCampaign(db, tenant.tenantId, { name: 'Green Bonds' });
  const product = await createProduct(db, campaign, { code: 'GB-1' });
  const investor = await createInvestor(db, tenant.tenantId);
  const foreign = await createTenant(db);
  const foreignAdmin = await addAdvisor(db, foreign.tenantId, { role: 'admin' });
  return {
    ...tenant,
    networks: { main, other },
    advisor,
    colleague,
    outsider,
    coordinator,
    admin,
    campaign,
    product,
    investor,
    foreign: {
      ...foreign,
      admin: { ...foreignAdmin, token: await accessToken(db, foreignAdmin.user, foreign.tenantId) },
    },
  };
}
export type OfferWorld = Awaited<ReturnType<typeof offerWorld>>;
