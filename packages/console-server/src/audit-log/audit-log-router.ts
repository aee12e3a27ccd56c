import type { Database, Prisma } from '@wl/db';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditLogExport,
  type AuditLogFilter,
  type AuditLogPage,
  auditLogEventsSchema,
  auditLogExportInputSchema,
  auditLogExportSchema,
  auditLogListInputSchema,
  auditLogPageSchema,
  type ConsoleListCursor,
  type SnapshotChange,
  snapshotChangesSchema,
} from '@wl/shared/console';
import { stringify } from 'csv-stringify/sync';
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

/** A console event about one of these hosts (its `data.hostConfigId`). */
function aboutHosts(hostIds: string[]): Prisma.AuditLogWhereInput[] {
  return hostIds.map((id) => ({ data: { path: ['hostConfigId'], equals: id } }));
}

async function filterWhere(db: Database, filter: AuditLogFilter): Promise<Prisma.AuditLogWhereInput[]> {
  const where: Prisma.AuditLogWhereInput[] = [];
  if (filter.event && filter.event.length > 0) where.push({ event: { in: filter.event } });
  if (filter.tenantId) {
    // The console writes no tenant id: its events about the tenant's hosts count as the tenant's.
    const hosts = await db.hostConfig.findMany({ where: { tenantId: filter.tenantId }, select: { id: true } });
    where.push({ OR: [{ tenantId: filter.tenantId }, ...aboutHosts(hosts.map((host) => host.id))] });
  }
  if (filter.hostConfigId) where.push({ OR: aboutHosts([filter.hostConfigId]) });
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

  return { items: await describeRows(db, items), nextCursor };
}

/** A console event's host (`data.hostConfigId`), if it names one. */
function hostIdOf(data: Prisma.JsonValue): string | null {
  if (data && typeof data === 'object' && !Array.isArray(data) && typeof data.hostConfigId === 'string') {
    return UUID.test(data.hostConfigId) ? data.hostConfigId : null;
  }
  return null;
}

type AuditRow = Awaited<ReturnType<Database['auditLog']['findMany']>>[number];

/** Events that published a revision of a host: their rows show its changes, old → new. */
const PUBLISHING_EVENTS = new Set(['console.published', 'console.rolled_back']);

function publishedVersion(row: AuditRow): { hostConfigId: string; version: number } | null {
  if (!PUBLISHING_EVENTS.has(row.event)) return null;
  const data = row.data as { hostConfigId?: unknown; version?: unknown } | null;
  const hostConfigId = hostIdOf(row.data);
  return hostConfigId && typeof data?.version === 'number' ? { hostConfigId, version: data.version } : null;
}

/** The changes of the revisions a page's publish and rollback rows made, in one query. */
async function publishedChanges(db: Database, rows: AuditRow[]) {
  const wanted = rows.flatMap((row) => publishedVersion(row) ?? []);
  const revisions =
    wanted.length > 0
      ? await db.hostConfigRevision.findMany({
          where: { OR: wanted.map((key) => ({ hostConfigId: key.hostConfigId, version: key.version })) },
          select: { hostConfigId: true, version: true, changes: true },
        })
      : [];
  const byKey = new Map(
    revisions.map((revision) => [`${revision.hostConfigId}/${revision.version}`, revision.changes]),
  );
  return (row: AuditRow): SnapshotChange[] | null => {
    const key = publishedVersion(row);
    const stored = key ? byKey.get(`${key.hostConfigId}/${key.version}`) : undefined;
    return stored === undefined ? null : (snapshotChangesSchema.safeParse(stored).data ?? null);
  };
}

/**
 * Rows as the console shows them: the tenant's name (a console event's through the host it is
 * about) and the actor's e-mail, with one query each for the whole page.
 */
async function describeRows(db: Database, rows: AuditRow[]): Promise<AuditLogPage['items']> {
  const hostIds = [
    ...new Set(
      rows.flatMap((row) => {
        const id = row.tenantId ? null : hostIdOf(row.data);
        return id ? [id] : [];
      }),
    ),
  ];
  const hosts =
    hostIds.length > 0
      ? await db.hostConfig.findMany({ where: { id: { in: hostIds } }, select: { id: true, tenantId: true } })
      : [];
  const tenantOfHost = new Map(hosts.map((host) => [host.id, host.tenantId]));
  const tenantIdOf = (row: AuditRow) => row.tenantId ?? tenantOfHost.get(hostIdOf(row.data) ?? '') ?? null;
  const tenantIds = [
    ...new Set(
      rows.flatMap((row) => {
        const id = tenantIdOf(row);
        return id ? [id] : [];
      }),
    ),
  ];
  const userIds = [...new Set(rows.flatMap((row) => (row.actorUserId ? [row.actorUserId] : [])))];
  const [tenants, users] = await Promise.all([
    tenantIds.length > 0
      ? db.tenant.findMany({ where: { id: { in: tenantIds } }, select: { id: true, name: true } })
      : [],
    userIds.length > 0 ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }) : [],
  ]);
  const tenantById = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  const emailById = new Map(users.map((user) => [user.id, user.email]));
  const changesOf = await publishedChanges(db, rows);
  return rows.map((row) => {
    const tenantId = tenantIdOf(row);
    const changes = changesOf(row);
    return {
      ...(changes ? { changes } : {}),
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      event: row.event,
      tenant: (tenantId && tenantById.get(tenantId)) || null,
      actor: operatorEmail(row.data) ?? (row.actorUserId ? (emailById.get(row.actorUserId) ?? row.actorUserId) : null),
      ip: row.ip,
      data: row.data,
    };
  });
}

/**
 * `auditLog.exportCsv`: every entry the filter matches, newest first, up to
 * {@link AUDIT_EXPORT_MAX_ROWS}, read in keyset pages. Cells that a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@` …) are escaped; `data` is the entry's JSON.
 */
export async function exportAuditLog(db: Database, filter: AuditLogFilter): Promise<AuditLogExport> {
  const base = await filterWhere(db, filter);
  const records: (string | null)[][] = [];
  let cursor: ConsoleListCursor | undefined;
  let truncated = false;
  for (;;) {
    const rows = await db.auditLog.findMany({
      where: { AND: [...base, olderThan(cursor)] },
      orderBy: newestFirst,
      take: EXPORT_PAGE + 1,
    });
    const current = page(rows, EXPORT_PAGE);
    for (const item of await describeRows(db, current.items)) {
      if (records.length === AUDIT_EXPORT_MAX_ROWS) {
        truncated = true;
        break;
      }
      records.push([
        item.createdAt,
        item.event,
        item.tenant?.name ?? null,
        item.actor,
        item.ip,
        item.data === null || item.data === undefined ? null : JSON.stringify(item.data),
      ]);
    }
    if (truncated || !current.nextCursor) break;
    cursor = current.nextCursor;
  }
  const csv = stringify(records, {
    header: true,
    columns: ['createdAt', 'event', 'tenant', 'actor', 'ip', 'data'],
    escape_formulas: true,
    bom: true,
  });
  return { csv, rows: records.length, truncated };
}

const EXPORT_PAGE = 500;

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
  exportCsv: operatorProcedure
    .input(auditLogExportInputSchema)
    .output(auditLogExportSchema)
    .query(({ ctx, input }) => exportAuditLog(ctx.db, input.filter)),
});
