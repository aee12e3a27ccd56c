import type { TRPCError } from '@trpc/server';
import type { Database, HostConfig } from '@wl/db';
import { hostConfigSnapshot } from '@wl/db';
import type { PublicOriginSettings } from '@wl/shared';
import {
  type BrandingDraftState,
  type BrandingPublishResult,
  type BrandingRevision,
  type BrandingState,
  brandingMessages,
  type CompareRevisions,
  type ConsoleRefusal,
  type ContrastOverride,
  type DiscardBrandingDraft,
  diffSnapshots,
  draftFromSnapshot,
  type HostConfigSnapshot,
  type HostDraft,
  hostConfigSnapshotSchema,
  hostDraftSchema,
  type Operator,
  type PublishBranding,
  type RevisionComparison,
  type RollbackBranding,
  type SaveBrandingDraft,
  type SnapshotChange,
  snapshotChangesSchema,
  snapshotFromDraft,
} from '@wl/shared/console';
import { contrastDecision, hostOrThrow, lockHost, snapshotOf, type Tx, writeSnapshot } from '../hosts/host-row.ts';
import { takeLive } from '../hosts/lifecycle.ts';
import { refuseWhileRequested } from '../hosts/publish-guard.ts';
import { assignLegalVersions } from '../legal-documents/legal-document-service.ts';
import { refuse, refuseField } from '../trpc.ts';
import { auditBranding, type BrandingAuditEvent } from './branding-audit.ts';

/** Who acts, from where (kept in the audit log), and the origins a go-live's mail links to. */
export interface BrandingActor {
  operator: Operator;
  ip: string | undefined;
  publicOrigins?: PublicOriginSettings | undefined;
}
type DraftRow = { draft: unknown; revision: number; baseVersion: number; updatedBy: string; updatedAt: Date };

function draftState(row: DraftRow): BrandingDraftState {
  return {
    draft: row.draft as HostDraft,
    revision: row.revision,
    baseVersion: row.baseVersion,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function conflict(refusal: ConsoleRefusal): TRPCError {
  return refuse('CONFLICT', refusal);
}

/**
 * A draft keeps the host's name and tenant: moving a host to another tenant (its campaigns,
 * advisors and offers stay with the old one) or renaming it is not a branding change.
 */
function checkIdentity(host: HostConfig, draft: Pick<HostDraft, 'hostname' | 'tenantId'>, path: string[]): void {
  if (draft.tenantId !== host.tenantId) throw refuseField([...path, 'tenantId'], brandingMessages.tenantFixed);
  if (draft.hostname !== host.hostname) throw refuseField([...path, 'hostname'], brandingMessages.hostnameFixed);
}

function changedFields(changes: SnapshotChange[]): string[] {
  return changes.map((change) => change.field);
}

/* ------------------------------------------------------------------------------------------ */
/* Reading.                                                                                    */
/* ------------------------------------------------------------------------------------------ */

export async function getBranding(db: Database, hostConfigId: string): Promise<BrandingState> {
  const row = await db.hostConfig.findUnique({
    where: { id: hostConfigId },
    include: {
      tenant: { select: { id: true, name: true } },
      draft: true,
      firstAdmin: { select: { status: true, user: { select: { email: true } } } },
      aliases: { select: { hostname: true }, orderBy: { hostname: 'asc' } },
    },
  });
  if (!row) throw refuse('NOT_FOUND', brandingMessages.hostNotFound);
  const { tenant, draft, firstAdmin, aliases, ...host } = row;
  return {
    host: {
      id: host.id,
      hostname: host.hostname,
      isDefault: host.isDefault,
      tenant,
      status: host.status,
      firstAdmin: firstAdmin ? { email: firstAdmin.user.email, status: firstAdmin.status } : null,
      aliases: aliases.map((alias) => alias.hostname),
    },
    version: host.version,
    published: draftFromSnapshot(snapshotOf(host)),
    draft: draft ? draftState(draft) : null,
  };
}

/**
 * `branding.compare`: the changes from one published version to another, field by field, as
 * the publish diff shows them (`diffSnapshots` of the two stored snapshots).
 */
export async function compareRevisions(db: Database, input: CompareRevisions): Promise<RevisionComparison> {
  await hostOrThrow(db, input.hostConfigId);
  const rows = await db.hostConfigRevision.findMany({
    where: { hostConfigId: input.hostConfigId, version: { in: [input.from, input.to] } },
    select: { version: true, snapshot: true },
  });
  const snapshotOfVersion = (version: number) => {
    const row = rows.find((candidate) => candidate.version === version);
    if (!row) throw refuse('NOT_FOUND', brandingMessages.revisionNotFound(version));
    return hostConfigSnapshotSchema.parse(row.snapshot);
  };
  const from = snapshotOfVersion(input.from);
  const to = snapshotOfVersion(input.to);
  return { from: input.from, to: input.to, changes: diffSnapshots(from, to) };
}

export async function listRevisions(db: Database, hostConfigId: string): Promise<BrandingRevision[]> {
  await hostOrThrow(db, hostConfigId);
  const rows = await db.hostConfigRevision.findMany({
    where: { hostConfigId },
    orderBy: { version: 'desc' },
    select: { version: true, publishedAt: true, publishedBy: true, changes: true, rollbackOf: true },
  });
  return rows.map((row) => {
    const changes = snapshotChangesSchema.safeParse(row.changes);
    return {
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      rollbackOf: row.rollbackOf,
      changes: changes.success ? changes.data : [],
    };
  });
}

/* ------------------------------------------------------------------------------------------ */
/* Drafts.                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * Saves the draft when `expectedRevision` is still the draft's revision (null: no draft yet).
 * The update is conditional on the revision, and a new draft relies on the unique host id, so
 * of two simultaneous saves exactly one wins; the other is refused and overwrites nothing.
 */
export async function saveDraft(
  db: Database,
  actor: BrandingActor,
  input: SaveBrandingDraft,
): Promise<BrandingDraftState> {
  const host = await hostOrThrow(db, input.hostConfigId);
  checkIdentity(host, input.draft, ['draft']);
  // A draft waiting for approval or its time stays as it was asked for (decision 047).
  await refuseWhileRequested(db, host.id, { fourEyes: false });
  const by = actor.operator.email;
  const fields = changedFields(diffSnapshots(snapshotOf(host), snapshotFromDraft(input.draft)));
  const audit = (tx: Pick<Database, 'auditLog'>, saved: DraftRow) =>
    auditBranding(tx, 'console.draft_saved', actor.operator, actor.ip, {
      hostConfigId: host.id,
      hostname: host.hostname,
      version: host.version,
      revision: saved.revision,
      baseVersion: saved.baseVersion,
      fields,
    });
  const { expectedRevision } = input;
  if (expectedRevision === null) {
    let saved: DraftRow;
    try {
      saved = await db.hostConfigDraft.create({
        data: { hostConfigId: host.id, draft: input.draft, baseVersion: host.version, updatedBy: by },
      });
    } catch (error) {
      if ((error as { code?: string }).code !== 'P2002') throw error;
      const existing = await db.hostConfigDraft.findUnique({ where: { hostConfigId: host.id } });
      throw conflict(existing ? brandingMessages.draftExists(existing) : brandingMessages.draftChanged(null));
    }
    await audit(db, saved);
    return draftState(saved);
  }
  return db.$transaction(async (tx) => {
    const { count } = await tx.hostConfigDraft.updateMany({
      where: { hostConfigId: host.id, revision: expectedRevision },
      data: { draft: input.draft, revision: { increment: 1 }, updatedBy: by, updatedAt: new Date() },
    });
    // After a successful update this transaction holds the row lock: the read is our own write.
    const current = await tx.hostConfigDraft.findUnique({ where: { hostConfigId: host.id } });
    if (count === 0 || !current) throw conflict(brandingMessages.draftChanged(current));
    await audit(tx, current);
    return draftState(current);
  });
}

export async function discardDraft(
  db: Database,
  actor: BrandingActor,
  input: DiscardBrandingDraft,
): Promise<{ discarded: true }> {
  const host = await hostOrThrow(db, input.hostConfigId);
  await refuseWhileRequested(db, host.id, { fourEyes: false });
  return db.$transaction(async (tx) => {
    const { count } = await tx.hostConfigDraft.deleteMany({
      where: { hostConfigId: host.id, revision: input.expectedRevision },
    });
    if (count === 0) {
      const current = await tx.hostConfigDraft.findUnique({ where: { hostConfigId: host.id } });
      throw conflict(brandingMessages.draftChanged(current));
    }
    await auditBranding(tx, 'console.draft_discarded', actor.operator, actor.ip, {
      hostConfigId: host.id,
      hostname: host.hostname,
      version: host.version,
      revision: input.expectedRevision,
      fields: [],
    });
    return { discarded: true as const };
  });
}

/* ------------------------------------------------------------------------------------------ */
/* Publishing.                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** Makes `next` the live branding as version+1: the row, the revision with its changes, the audit entry. */
async function publishSnapshot(
  tx: Tx,
  actor: BrandingActor,
  host: HostConfig,
  next: HostConfigSnapshot,
  event: BrandingAuditEvent,
  extra: Record<string, number>,
  override: ContrastOverride | undefined,
): Promise<BrandingPublishResult> {
  // Name and tenant stay the host's own (see checkIdentity), also when a revision recorded others.
  // Each legal document gets its version for this host now (decision 043).
  const legalDocuments = await assignLegalVersions(tx, host.id, next.legalDocuments, actor.operator.email);
  const target = {
    ...next,
    hostname: host.hostname,
    tenantId: host.tenantId,
    legalDocuments: legalDocuments as HostConfigSnapshot['legalDocuments'],
  };
  const live = snapshotOf(host);
  const changes = diffSnapshots(live, target);
  if (changes.length === 0) throw refuse('BAD_REQUEST', brandingMessages.nothingToChange);
  // A pending host has nothing live yet: every colour below AA needs the reason (decision 038).
  const contrast = contrastDecision(host.status === 'pending' ? null : live, target, override);
  const version = host.version + 1;
  await writeSnapshot(tx, host.id, target, version);
  const written = await tx.hostConfig.findUniqueOrThrow({ where: { id: host.id } });
  await tx.hostConfigRevision.create({
    data: {
      hostConfigId: host.id,
      version,
      snapshot: hostConfigSnapshot(written) as object,
      changes: changes as object[],
      publishedBy: actor.operator.email,
      rollbackOf: event === 'console.rolled_back' ? (extra.toVersion ?? null) : null,
    },
  });
  await auditBranding(tx, event, actor.operator, actor.ip, {
    hostConfigId: host.id,
    hostname: host.hostname,
    version,
    ...extra,
    ...contrast,
    fields: changedFields(changes),
  });
  return { version, changes };
}

/**
 * Publishes the draft as a new version in one transaction, when the host is still at
 * `expectedVersion` and the draft at `expectedRevision`; the draft is deleted. A tenant with the
 * four-eyes rule publishes through an approved request instead, and no publish passes a waiting
 * request (decision 047).
 */
export function publishDraft(
  db: Database,
  actor: BrandingActor,
  input: PublishBranding,
): Promise<BrandingPublishResult> {
  return db.$transaction(async (tx) => {
    await refuseWhileRequested(tx, input.hostConfigId, { fourEyes: true });
    return publishDraftIn(tx, actor, input);
  });
}

/** The publish of the draft inside the caller's transaction (a direct publish, or an approved request's). */
export async function publishDraftIn(
  tx: Tx,
  actor: BrandingActor,
  input: PublishBranding,
): Promise<BrandingPublishResult> {
  const host = await lockHost(tx, input.hostConfigId, input.expectedVersion);
  // Locking the draft row too: a save racing this publish waits, then finds the draft gone.
  const [locked] = await tx.$queryRaw<{ revision: number }[]>`
    SELECT "revision" FROM "host_config_draft" WHERE "host_config_id" = ${host.id}::uuid FOR UPDATE`;
  if (!locked) throw conflict(brandingMessages.draftChanged(null));
  const draftRow = await tx.hostConfigDraft.findUniqueOrThrow({ where: { hostConfigId: host.id } });
  if (draftRow.revision !== input.expectedRevision) throw conflict(brandingMessages.draftChanged(draftRow));
  // Saved drafts were valid; parse again so a rule tightened since then cannot go live.
  const parsed = hostDraftSchema.safeParse(draftRow.draft);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['draft', ...issue.path] }));
    throw refuse(
      'BAD_REQUEST',
      { key: 'console:editor.invalid' },
      { message: parsed.error.message, cause: { issues } },
    );
  }
  checkIdentity(host, parsed.data, ['draft']);
  const result = await publishSnapshot(
    tx,
    actor,
    host,
    snapshotFromDraft(parsed.data),
    'console.published',
    {
      revision: draftRow.revision,
      baseVersion: draftRow.baseVersion,
    },
    input.contrastOverride,
  );
  await tx.hostConfigDraft.delete({ where: { hostConfigId: host.id } });
  // The first publish of a pending host takes it live (decision 038).
  if (host.status !== 'pending') return result;
  const live = await takeLive(tx, actor, host.id, { version: result.version });
  return { ...result, wentLive: true, activationSentTo: live.activationSentTo };
}

/**
 * Publishes the snapshot of an earlier revision as a new version (history is never rewritten).
 * A pending draft is left alone: it is someone's unfinished work, and `get` shows that its
 * `baseVersion` is behind.
 */
export function rollback(db: Database, actor: BrandingActor, input: RollbackBranding): Promise<BrandingPublishResult> {
  return db.$transaction(async (tx) => {
    const host = await lockHost(tx, input.hostConfigId, input.expectedVersion);
    if (input.toVersion === host.version) {
      throw refuse('BAD_REQUEST', brandingMessages.nothingToChange);
    }
    const revision = await tx.hostConfigRevision.findUnique({
      where: { hostConfigId_version: { hostConfigId: host.id, version: input.toVersion } },
    });
    if (!revision) throw refuse('NOT_FOUND', brandingMessages.revisionNotFound(input.toVersion));
    const snapshot = hostConfigSnapshotSchema.parse(revision.snapshot);
    return publishSnapshot(
      tx,
      actor,
      host,
      snapshot,
      'console.rolled_back',
      { toVersion: input.toVersion },
      input.contrastOverride,
    );
  });
}
