import type { Database } from '@wl/db';
import { onboardHostResultSchema, onboardHostSchema, type TenantListItem, tenantListSchema } from '@wl/shared/console';
import { adminProcedure, operatorProcedure, router } from '../trpc.ts';
import { onboardHost } from './onboard-host.ts';

/** `hosts.onboard`: the "onboard a new broker domain" wizard. */
export const onboard = adminProcedure
  .input(onboardHostSchema)
  .output(onboardHostResultSchema)
  .mutation(({ ctx, input }) =>
    onboardHost(ctx.db, { operator: ctx.operator, ip: ctx.ip, publicOrigins: ctx.publicOrigins }, input),
  );

/** Every tenant by name, with how many hosts it has (the wizard's "existing tenant" select). */
export async function listTenants(db: Database): Promise<TenantListItem[]> {
  const rows = await db.tenant.findMany({
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, _count: { select: { hostConfigs: true } } },
  });
  return rows.map((row) => ({ id: row.id, name: row.name, hostCount: row._count.hostConfigs }));
}

export const tenantsRouter = router({
  list: operatorProcedure.output(tenantListSchema).query(({ ctx }) => listTenants(ctx.db)),
});
