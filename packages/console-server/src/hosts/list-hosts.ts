import type { Database } from '@wl/db';
import { themeName } from '@wl/db';
import { type HostList, hostListSchema } from '@wl/shared/console';
import { operatorProcedure } from '../trpc.ts';

/** Every host config, the default row first, then by host name, with its latest revision. */
export async function listHosts(db: Database): Promise<HostList> {
  const rows = await db.hostConfig.findMany({
    orderBy: [{ isDefault: 'desc' }, { hostname: { sort: 'asc', nulls: 'first' } }],
    select: {
      id: true,
      hostname: true,
      isDefault: true,
      theme: true,
      language: true,
      investorPanelBlocked: true,
      legalPersonsEnabled: true,
      version: true,
      updatedAt: true,
      status: true,
      firstAdmin: { select: { status: true, user: { select: { email: true } } } },
      tenant: { select: { id: true, name: true } },
      revisions: { orderBy: { version: 'desc' }, take: 1, select: { publishedBy: true, publishedAt: true } },
    },
  });
  return rows.map(({ revisions, theme, updatedAt, firstAdmin, ...row }) => {
    const latest = revisions[0];
    return {
      ...row,
      firstAdmin: firstAdmin ? { email: firstAdmin.user.email, status: firstAdmin.status } : null,
      theme: themeName(theme),
      updatedAt: updatedAt.toISOString(),
      lastPublishedAt: latest ? latest.publishedAt.toISOString() : null,
      lastPublishedBy: latest ? latest.publishedBy : null,
    };
  });
}

export const list = operatorProcedure.output(hostListSchema).query(({ ctx }) => listHosts(ctx.db));
