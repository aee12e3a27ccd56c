import { productSchema } from '@wl/shared';
import {
  consoleCampaignListSchema,
  consoleCampaignSchema,
  consoleNetworkListSchema,
  consoleNetworkSchema,
  createCampaignSchema,
  createNetworkSchema,
  createProductSchema,
  createTenantAdminSchema,
  renameNetworkSchema,
  tenantAdminResultSchema,
  tenantRefSchema,
  updateCampaignSchema,
  updateProductSchema,
} from '@wl/shared/console';
import { adminProcedure, type ConsoleContext, editorProcedure, operatorProcedure, router } from '../trpc.ts';
import {
  createCampaign,
  createNetwork,
  createProduct,
  createTenantAdmin,
  listCampaigns,
  listNetworks,
  renameNetwork,
  updateCampaign,
  updateProduct,
} from './catalogue-service.ts';
import type { ConsoleActor } from './catalogue-support.ts';

function actorOf(ctx: ConsoleContext & { operator: NonNullable<ConsoleContext['operator']> }): ConsoleActor {
  return { operator: ctx.operator, ip: ctx.ip, publicOrigins: ctx.publicOrigins };
}

/** A new broker's catalogue (issue #8): networks, admins of advisors, campaigns and products. */
export const catalogueRouter = router({
  networks: router({
    list: operatorProcedure
      .input(tenantRefSchema)
      .output(consoleNetworkListSchema)
      .query(({ ctx, input }) => listNetworks(ctx.db, input.tenantId)),
    create: editorProcedure
      .input(createNetworkSchema)
      .output(consoleNetworkSchema)
      .mutation(({ ctx, input }) => createNetwork(ctx.db, actorOf(ctx), input)),
    rename: editorProcedure
      .input(renameNetworkSchema)
      .output(consoleNetworkSchema)
      .mutation(({ ctx, input }) => renameNetwork(ctx.db, actorOf(ctx), input)),
  }),
  admins: router({
    create: adminProcedure
      .input(createTenantAdminSchema)
      .output(tenantAdminResultSchema)
      .mutation(({ ctx, input }) => createTenantAdmin(ctx.db, actorOf(ctx), input)),
  }),
  campaigns: router({
    list: operatorProcedure
      .input(tenantRefSchema)
      .output(consoleCampaignListSchema)
      .query(({ ctx, input }) => listCampaigns(ctx.db, input.tenantId)),
    create: editorProcedure
      .input(createCampaignSchema)
      .output(consoleCampaignSchema)
      .mutation(({ ctx, input }) => createCampaign(ctx.db, actorOf(ctx), input)),
    update: editorProcedure
      .input(updateCampaignSchema)
      .output(consoleCampaignSchema)
      .mutation(({ ctx, input }) => updateCampaign(ctx.db, actorOf(ctx), input)),
  }),
  products: router({
    create: editorProcedure
      .input(createProductSchema)
      .output(productSchema)
      .mutation(({ ctx, input }) => createProduct(ctx.db, actorOf(ctx), input)),
    update: editorProcedure
      .input(updateProductSchema)
      .output(productSchema)
      .mutation(({ ctx, input }) => updateProduct(ctx.db, actorOf(ctx), input)),
  }),
});
