import type { Database, Prisma } from '@wl/db';
import {
  type AuditLogFilter,
  type AuditLogPage,
  auditLogEventsSchema,
  auditLogListInputSchema,
  auditLogPageSchema,
  type ConsoleListCursor,
} from '@wl/shared/console';
import { operatorProcedure, router } from '../trpc.ts';
import { fromBound, newestFirst, olderThan, page, toBoundExclusive } from './keyset.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** At most this many users match one actor search (a search box, not an export). */
const MAX_ACTOR_USERS = 500;

/** The e-mail of the operator a console event was written for (`data.email`), if any. */
function operatorEmail(data: Prisma.JsonValue): string | null {
  if (data && typeof data === 'object' && !Array.isArray(data) && typeof data.email === 'string') return data.email;
  return null;
}

/** The actor filter: the operator's e-mail in `data`, the acting user's e-mail, or a user id. */
async function actorWhere(db: Database, actor: string): Promise<Prisma.AuditLogWhereInput> {
  const users = await db.user.findMany({
    where: { email: { contains: actor, mode: 'insensitive' } },
    select: { id: true },
    take: MAX_ACTOR_USERS,
  });
  const userIds = users.map((user) => user.id);
  if (UUID.test(actor)) userIds.push(actor.toLowerCase());
  return {
    OR: [
      { data: { path: ['email'], string_contains: actor.toLowerCase() } },
      { data: { path: ['email'], string_contains: actor } },
      ...(userIds.length > 0 ? [{ actorUserId: { in: userIds } }] : []),
    ],
  };
}

async function filterWhere(db: Database, filter: AuditLogFilter): Promise<Prisma.AuditLogWhereInput[]> {
  const where: Prisma.AuditLogWhereInput[] = [];
  if (filter.event && filter.event.length > 0) where.push({ event: { in: filter.event } });
  if (filter.tenantId) where.push({ tenantId: filter.tenantId });
  if (filter.from) where.push({ createdAt: { gte: fromBound(filter.from) } });
  if (filter.to) where.push({ createdAt: { lt: toBoundExclusive(filter.to) } });
  if (filter.actor) where.push(await actorWhere(db, filter.actor));
  return where;
}

/**
 * One page of the audit log, newest first, keyset-paginated by (createdAt, id). The filters on
 * event and tenant follow the (event, createdAt) and (tenantId, createdAt) indexes.
 */
export async function listAuditLog(
  db: Database,
  input: { filter: AuditLogFilter; limit: number; cursor?: ConsoleListCursor | undefined },
): Promise<AuditLogPage> {
  const where = [...(await filterWhere(db, input.filter)), olderThan(input.cursor)];
  const rows = await db.auditLog.findMany({ where: { AND: where }, orderBy: newestFirst, take: input.limit + 1 });
  const { items, nextCursor } = page(rows, input.limit);

  const tenantIds = [...new Set(items.flatMap((row) => (row.tenantId ? [row.tenantId] : [])))];
  const userIds = [...new Set(items.flatMap((row) => (row.actorUserId ? [row.actorUserId] : [])))];
  const [tenants, users] = await Promise.all([
    tenantIds.length > 0
      ? db.tenant.findMany({ where: { id: { in: tenantIds } }, select: { id: true, name: true } })
      : [],
    userIds.length > 0 ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }) : [],
  ]);
  const tenantById = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  const emailById = new Map(users.map((user) => [user.id, user.email]));

  return {
    items: items.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      event: row.event,
      tenant: (row.tenantId && tenantById.get(row.tenantId)) || null,
      actor: operatorEmail(row.data) ?? (row.actorUserId ? (emailById.get(row.actorUserId) ?? row.actorUserId) : null),
      ip: row.ip,
      data: row.data,
    })),
    nextCursor,
  };
}

/** Every event name the log holds, for the filter's select (a GROUP BY the event index serves). */
export async function auditLogEvents(db: Database): Promise<string[]> {
  const rows = await db.auditLog.groupBy({ by: ['event'], orderBy: { event: 'asc' } });
  return rows.map((row) => row.event);
}

export const auditLogRouter = router({
  list: operatorProcedure
    .input(auditLogListInputSchema)
    .output(auditLogPageSchema)
    .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  events: operatorProcedure.output(auditLogEventsSchema).query(({ ctx }) => auditLogEvents(ctx.db)),
});
