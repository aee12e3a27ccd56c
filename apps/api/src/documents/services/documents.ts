import type { Database, Prisma } from '@wl/db';
import { addDays } from '@wl/shared';
import type { DocumentListQuery, DocumentRow } from '@wl/shared/schemas';
import { type AdvisorCaller, advisorRows, scopeByRole } from '../../core/advisor-caller.ts';
import { forbidden, notFound } from '../../core/api-error.ts';
import { escapeLike } from '../../core/list-filters.ts';
import type { DownloadableFile } from '../../files/downloads.ts';
import { saveLinkedFile } from '../../files/save-file.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { Upload } from '../../files/uploads.ts';

/**
 * The advisor panel's documents (spec §3 "Documents": fileName, uploadedBy, createdAt). Who
 * sees what is decided here only (docs/decisions/009-documents-visibility.md):
 *
 * - a document without an owner (`ownerAdvisorId` null) is the tenant's: every advisor-panel
 *   role sees it;
 * - an advisor also sees its own;
 * - a coordinator also those of the advisors in the networks it coordinates;
 * - an admin every document of the tenant.
 *
 * Supporting documents of KYC forms (`onboardingRequestId` set) belong to their onboarding
 * request, not to this list, and are never shown here.
 */

/** The owners whose documents the caller sees besides the tenant's, or `all` (an admin). */
export async function visibleOwnerIds(db: Database, caller: AdvisorCaller): Promise<'all' | string[]> {
  if (caller.advisor.role === 'admin') return 'all';
  const owners = await db.advisor.findMany({ where: scopeByRole(caller, advisorRows), select: { id: true } });
  return [...new Set([caller.advisor.id, ...owners.map((owner) => owner.id)])];
}

/** The same rule as a Prisma where-clause (one document by id). */
function documentScope(caller: AdvisorCaller, owners: 'all' | string[]): Prisma.DocumentWhereInput {
  const base = { tenantId: caller.tenantId, onboardingRequestId: null };
  if (owners === 'all') return base;
  return { ...base, OR: [{ ownerAdvisorId: null }, { ownerAdvisorId: { in: owners } }] };
}

/** Parameters of a raw query, numbered as they are added. */
class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** A substring pattern for ILIKE … ESCAPE '\' (a typed % or _ matches itself). */
const likeLiteral = (text: string) => `%${escapeLike(text)}%`;
const dayStart = (day: string) => `${day}T00:00:00.000Z`;

/** "firstName surname" of the uploader, or the tenant's name for files the platform put there. */
const UPLOADED_BY = `CASE WHEN u.id IS NULL THEN COALESCE(NULLIF(t.name, ''), '—') ELSE trim(u.first_name || ' ' || u.surname) END`;

const sortColumns: Record<DocumentListQuery['sort'][number]['field'], string> = {
  createdAt: 'd.created_at',
  fileName: 'f.file_name',
  uploadedBy: UPLOADED_BY,
};

function whereClause(caller: AdvisorCaller, owners: 'all' | string[], query: DocumentListQuery, params: SqlParams) {
  const conditions = [`d.tenant_id = ${params.add(caller.tenantId, '::uuid')}`, 'd.onboarding_request_id IS NULL'];
  if (owners !== 'all') {
    conditions.push(`(d.owner_advisor_id IS NULL OR d.owner_advisor_id = ANY(${params.add(owners, '::uuid[]')}))`);
  }
  const text = (column: string, filter: { like?: string | undefined; leq?: string | undefined } | undefined) => {
    if (filter?.like !== undefined)
      conditions.push(`${column} ILIKE ${params.add(likeLiteral(filter.like))} ESCAPE '\\'`);
    if (filter?.leq !== undefined) conditions.push(`${column} <= ${params.add(filter.leq)}`);
  };
  text('f.file_name', query.filter.fileName);
  text(UPLOADED_BY, query.filter.uploadedBy);
  const created = query.filter.createdAt;
  if (created?.from !== undefined)
    conditions.push(`d.created_at >= ${params.add(dayStart(created.from), '::timestamptz')}`);
  if (created?.to !== undefined) {
    conditions.push(`d.created_at < ${params.add(dayStart(addDays(created.to, 1)), '::timestamptz')}`);
  }
  return conditions.join(' AND ');
}

const FROM = `FROM document d
  JOIN stored_file f ON f.id = d.file_id
  JOIN tenant t ON t.id = d.tenant_id
  LEFT JOIN app_user u ON u.id = f.uploaded_by_user_id`;

interface DocumentSqlRow {
  id: string;
  file_name: string;
  uploaded_by: string;
  created_at: Date;
}

const toRow = (row: DocumentSqlRow): DocumentRow => ({
  id: row.id,
  fileName: row.file_name,
  uploadedBy: row.uploaded_by,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * GET /api/advisor/advisor/documents: one page of the documents the caller sees, filtered and
 * sorted (newest first unless asked), and the total before paging. Raw SQL because the
 * uploader's name (a filter and a sort key) lives behind a column without a Prisma relation.
 * Every value is a bound parameter; column names come from the fixed map above.
 */
export async function listDocuments(
  db: Database,
  caller: AdvisorCaller,
  query: DocumentListQuery,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const owners = await visibleOwnerIds(db, caller);
  const params = new SqlParams();
  const where = whereClause(caller, owners, query, params);
  const order = [
    ...query.sort.map(({ field, direction }) => `${sortColumns[field]} ${direction === 'desc' ? 'DESC' : 'ASC'}`),
    'd.id ASC',
  ].join(', ');
  const count = params.values.length;
  const limit = params.add(query.limit, '::int');
  const offset = params.add(query.offset, '::int');
  const [totals, rows] = await Promise.all([
    db.$queryRawUnsafe<{ total: bigint | number }[]>(
      `SELECT count(*) AS total ${FROM} WHERE ${where}`,
      ...params.values.slice(0, count),
    ),
    db.$queryRawUnsafe<DocumentSqlRow[]>(
      `SELECT d.id::text AS id, f.file_name, ${UPLOADED_BY} AS uploaded_by, d.created_at
       ${FROM} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      ...params.values,
    ),
  ]);
  return { rows: rows.map(toRow), total: Number(totals[0]?.total ?? 0) };
}

async function findVisible(db: Database, caller: AdvisorCaller, id: string) {
  const owners = await visibleOwnerIds(db, caller);
  const document = await db.document.findFirst({
    where: { ...documentScope(caller, owners), id },
    include: { file: true },
  });
  if (!document) throw notFound();
  return document;
}

/** The uploader's display name as the list shows it. */
async function uploadedByName(db: Database, tenantId: string, userId: string | null): Promise<string> {
  if (userId) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { firstName: true, surname: true } });
    if (user) return `${user.firstName} ${user.surname}`.trim();
  }
  const tenant = await db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } });
  return tenant?.name || '—';
}

/** POST /api/advisor/advisor/documents: a document of the caller's own. */
export async function createDocument(
  db: Database,
  storage: FileStorage,
  caller: AdvisorCaller,
  upload: Upload,
): Promise<DocumentRow> {
  const document = await saveLinkedFile(
    db,
    storage,
    {
      tenantId: caller.tenantId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      bytes: upload.bytes,
      uploadedByUserId: caller.userId,
    },
    (tx, file) =>
      tx.document.create({ data: { tenantId: caller.tenantId, fileId: file.id, ownerAdvisorId: caller.advisor.id } }),
  );
  return {
    id: document.id,
    fileName: upload.fileName,
    uploadedBy: await uploadedByName(db, caller.tenantId, caller.userId),
    createdAt: document.createdAt.toISOString(),
  };
}

/** GET /api/advisor/advisor/documents/{id}/file: a document the caller sees. */
export async function documentFile(db: Database, caller: AdvisorCaller, id: string): Promise<DownloadableFile> {
  return (await findVisible(db, caller, id)).file;
}

/**
 * DELETE /api/advisor/advisor/documents/{id}: the caller's own documents, or any of the tenant's
 * for an admin (a visible document of someone else is 403, an invisible one 404). The stored
 * file goes with it unless something else still links it; its object is removed last, so a
 * failure there leaves at most an unreferenced object, never a row without bytes.
 */
export async function deleteDocument(db: Database, storage: FileStorage, caller: AdvisorCaller, id: string) {
  const document = await findVisible(db, caller, id);
  if (caller.advisor.role !== 'admin' && document.ownerAdvisorId !== caller.advisor.id) throw forbidden();
  const removedKey = await db.$transaction(async (tx) => {
    await tx.document.delete({ where: { id: document.id } });
    const fileId = document.fileId;
    const stillLinked =
      (await tx.document.count({ where: { fileId } })) +
      (await tx.offerPaymentConfirmation.count({ where: { fileId } })) +
      (await tx.contract.count({ where: { documentFileId: fileId } }));
    if (stillLinked > 0) return null;
    await tx.storedFile.delete({ where: { id: fileId } });
    return document.file.storageKey;
  });
  if (removedKey) await storage.delete(removedKey).catch(() => undefined);
}
