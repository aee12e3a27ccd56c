import {
  campaignData,
  createCampaign as createCampaignRow,
  createProduct as createProductRow,
  toCampaignSummary,
  toProduct,
  updateCampaign as updateCampaignRow,
  updateProduct as updateProductRow,
} from '@wl/api';
import type { Database, Prisma } from '@wl/db';
import type { Product } from '@wl/shared';
import {
  type ConsoleCampaign,
  type ConsoleNetwork,
  type ConsoleRefusal,
  type CreateCampaign,
  type CreateNetwork,
  type CreateProduct,
  type CreateTenantAdmin,
  catalogueMessages,
  type RenameNetwork,
  type TenantAdminResult,
  type UpdateCampaign,
  type UpdateProduct,
} from '@wl/shared/console';
import {
  auditCatalogue,
  type ConsoleActor,
  conflict,
  createAdmin,
  fieldError,
  fromApiError,
  isUniqueViolation,
  notFound,
  type Tx,
  tenantMailHost,
} from './catalogue-support.ts';

async function tenantOrThrow(db: Tx, tenantId: string): Promise<void> {
  const tenant = await db.tenant.findUnique({ where: { id: tenantId }, select: { id: true } });
  if (!tenant) throw notFound(catalogueMessages.tenantNotFound);
}

/* Broker networks. */

export async function listNetworks(db: Database, tenantId: string): Promise<ConsoleNetwork[]> {
  await tenantOrThrow(db, tenantId);
  const rows = await db.brokerNetwork.findMany({
    where: { tenantId },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, _count: { select: { members: true } } },
  });
  return rows.map((row) => ({ id: row.id, name: row.name, memberCount: row._count.members }));
}

/** Names are unique per tenant, whatever their case (as in the onboarding wizard). */
async function assertNameFree(db: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const taken = await db.brokerNetwork.findFirst({
    where: { tenantId, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw conflict(catalogueMessages.networkTaken(name));
}

export async function createNetwork(db: Database, actor: ConsoleActor, input: CreateNetwork): Promise<ConsoleNetwork> {
  try {
    return await db.$transaction(async (tx) => {
      await tenantOrThrow(tx, input.tenantId);
      await assertNameFree(tx, input.tenantId, input.name);
      const row = await tx.brokerNetwork.create({ data: { tenantId: input.tenantId, name: input.name } });
      await auditCatalogue(tx, actor, 'console.network_created', {
        tenantId: input.tenantId,
        networkId: row.id,
        name: row.name,
      });
      return { id: row.id, name: row.name, memberCount: 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(catalogueMessages.networkTaken(input.name));
    throw error;
  }
}

export async function renameNetwork(db: Database, actor: ConsoleActor, input: RenameNetwork): Promise<ConsoleNetwork> {
  try {
    return await db.$transaction(async (tx) => {
      const network = await tx.brokerNetwork.findFirst({
        where: { id: input.networkId, tenantId: input.tenantId },
        select: { id: true, name: true, _count: { select: { members: true } } },
      });
      if (!network) throw notFound(catalogueMessages.networkNotFound);
      await assertNameFree(tx, input.tenantId, input.name, network.id);
      await tx.brokerNetwork.update({ where: { id: network.id }, data: { name: input.name } });
      await auditCatalogue(tx, actor, 'console.network_renamed', {
        tenantId: input.tenantId,
        networkId: network.id,
        from: network.name,
        name: input.name,
      });
      return { id: network.id, name: input.name, memberCount: network._count.members };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(catalogueMessages.networkTaken(input.name));
    throw error;
  }
}

/* Admins of advisors. */

/** Another admin of advisors of the tenant, with the activation mail for the tenant's host. */
export function createTenantAdmin(
  db: Database,
  actor: ConsoleActor,
  input: CreateTenantAdmin,
): Promise<TenantAdminResult> {
  return db.$transaction(async (tx) => {
    await tenantOrThrow(tx, input.tenantId);
    const networkIds = [...new Set(input.networkIds)];
    const found = await tx.brokerNetwork.count({ where: { tenantId: input.tenantId, id: { in: networkIds } } });
    if (found !== networkIds.length) throw fieldError(['networkIds'], catalogueMessages.networkNotFound);
    const host = await tenantMailHost(tx, input.tenantId);
    if (!host) throw fieldError(['tenantId'], catalogueMessages.tenantWithoutHost);
    const admin = await createAdmin(tx, actor, host, { ...input, networkIds });
    await auditCatalogue(tx, actor, 'console.admin_created', {
      tenantId: input.tenantId,
      adminId: admin.adminId,
      userId: admin.userId,
      networkIds,
      activationOrigin: admin.activationOrigin,
    });
    return admin;
  });
}

/* Campaigns and products. */

type CampaignWithProducts = Prisma.CampaignGetPayload<{ include: { products: true } }>;

function toConsoleCampaign(row: CampaignWithProducts): ConsoleCampaign {
  const { active: _active, ...summary } = toCampaignSummary(row);
  return {
    ...summary,
    tenantId: row.tenantId,
    active: row.active,
    data: campaignData(row),
    products: row.products.map(toProduct),
  };
}

const productOrder = [{ code: 'asc' as const }, { id: 'asc' as const }];

async function campaignWithProducts(db: Tx, id: string): Promise<ConsoleCampaign> {
  return toConsoleCampaign(
    await db.campaign.findUniqueOrThrow({ where: { id }, include: { products: { orderBy: productOrder } } }),
  );
}

export async function listCampaigns(db: Database, tenantId: string): Promise<ConsoleCampaign[]> {
  await tenantOrThrow(db, tenantId);
  const rows = await db.campaign.findMany({
    where: { tenantId },
    include: { products: { orderBy: productOrder } },
    orderBy: [{ startDate: 'desc' }, { name: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toConsoleCampaign);
}

/** The API service's refusals (ApiError) as tRPC errors, with console wording for not-found. */
async function apiCall<T>(
  call: () => Promise<T>,
  notFoundMessage: ConsoleRefusal,
  conflictMessage?: ConsoleRefusal,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const mapped = fromApiError(error);
    const code = mapped === error ? undefined : (mapped as { code?: string }).code;
    if (code === 'NOT_FOUND') throw notFound(notFoundMessage);
    if (code === 'CONFLICT' && conflictMessage) throw conflict(conflictMessage);
    throw mapped;
  }
}

export function createCampaign(db: Database, actor: ConsoleActor, input: CreateCampaign): Promise<ConsoleCampaign> {
  const { tenantId, ...fields } = input;
  return apiCall(
    () =>
      db.$transaction(async (tx) => {
        const row = await createCampaignRow(tx, tenantId, fields);
        await auditCatalogue(tx, actor, 'console.campaign_created', { tenantId, campaignId: row.id, name: row.name });
        return campaignWithProducts(tx, row.id);
      }),
    catalogueMessages.tenantNotFound,
  );
}

export function updateCampaign(db: Database, actor: ConsoleActor, input: UpdateCampaign): Promise<ConsoleCampaign> {
  const { campaignId, ...fields } = input;
  return apiCall(
    () =>
      db.$transaction(async (tx) => {
        const row = await updateCampaignRow(tx, campaignId, fields);
        await auditCatalogue(tx, actor, 'console.campaign_updated', {
          tenantId: row.tenantId,
          campaignId: row.id,
          name: row.name,
        });
        return campaignWithProducts(tx, row.id);
      }),
    catalogueMessages.campaignNotFound,
  );
}

export function createProduct(db: Database, actor: ConsoleActor, input: CreateProduct): Promise<Product> {
  const { campaignId, ...fields } = input;
  return apiCall(
    () =>
      db.$transaction(async (tx) => {
        const product = await createProductRow(tx, campaignId, fields);
        await auditCatalogue(tx, actor, 'console.product_created', {
          campaignId,
          productId: product.id,
          code: product.code,
        });
        return product;
      }),
    catalogueMessages.campaignNotFound,
    catalogueMessages.productCodeTaken(fields.code),
  );
}

export function updateProduct(db: Database, actor: ConsoleActor, input: UpdateProduct): Promise<Product> {
  const { productId, ...fields } = input;
  return apiCall(
    () =>
      db.$transaction(async (tx) => {
        const product = await updateProductRow(tx, productId, fields);
        await auditCatalogue(tx, actor, 'console.product_updated', {
          campaignId: product.campaignId,
          productId: product.id,
          code: product.code,
        });
        return product;
      }),
    catalogueMessages.productNotFound,
    catalogueMessages.productCodeTaken(fields.code),
  );
}
