import type { TRPCError } from '@trpc/server';
import type { Database, HostConfig, HostConfigSnapshot as StoredSnapshot } from '@wl/db';
import { hostConfigSnapshot } from '@wl/db';
import {
  type BrandingDraftState,
  type BrandingPublishResult,
  type BrandingRevision,
  type BrandingState,
  brandingMessages,
  type ConsoleRefusal,
  type ContrastOverride,
  contrastChecksToOverride,
  type DiscardBrandingDraft,
  diffSnapshots,
  draftFromSnapshot,
  type HostConfigSnapshot,
  type HostDraft,
  hostConfigSnapshotSchema,
  hostDraftSchema,
  isStaleVersion,
  type Operator,
  type PublishBranding,
  type RollbackBranding,
  type SaveBrandingDraft,
  type SnapshotChange,
  snapshotChangesSchema,
  snapshotFromDraft,
  snapshotThemeColors,
  themeNameFromStored,
} from '@wl/shared/console';
import { refuse, refuseField } from '../trpc.ts';
import { auditBranding, type BrandingAuditEvent } from './branding-audit.ts';

/** Who acts, and from where (kept in the audit log). */
export interface BrandingActor {
  operator: Operator;
  ip: string | undefined;
}

type Tx = Parameters<Parameters<Database['$transaction']>[0]>[0];
type DraftRow = { draft: unknown; revision: number; baseVersion: number; updatedBy: string; updatedAt: Date };

function snapshotOf(row: HostConfig): HostConfigSnapshot {
  return hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot;
}

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

async function hostOrThrow(db: Pick<Database, 'hostConfig'>, hostConfigId: string): Promise<HostConfig> {
  const row = await db.hostConfig.findUnique({ where: { id: hostConfigId } });
  if (!row) throw refuse('NOT_FOUND', brandingMessages.hostNotFound);
  return row;
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
    include: { tenant: { select: { id: true, name: true } }, draft: true },
  });
  if (!row) throw refuse('NOT_FOUND', brandingMessages.hostNotFound);
  const { tenant, draft, ...host } = row;
  return {
    host: { id: host.id, hostname: host.hostname, isDefault: host.isDefault, tenant },
    version: host.version,
    published: draftFromSnapshot(snapshotOf(host)),
    draft: draft ? draftState(draft) : null,
  };
}

export async function listRevisions(db: Database, hostConfigId: string): Promise<BrandingRevision[]> {
  await hostOrThrow(db, hostConfigId);
  const rows = await db.hostConfigRevision.findMany({
    where: { hostConfigId },
    orderBy: { version: 'desc' },
    select: { version: true, publishedAt: true, publishedBy: true, changes: true },
  });
  return rows.map((row) => {
    const changes = snapshotChangesSchema.safeParse(row.changes);
    return {
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
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

function jsonb(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * Writes the branding columns of a snapshot into the host row and bumps its version. The row
 * update fires the host_config trigger, whose notification makes every edge reload the host.
 * Raw SQL because nullable Json columns take SQL NULL here (Prisma wants its DbNull sentinel).
 */
async function writeSnapshot(tx: Tx, id: string, snapshot: HostConfigSnapshot, version: number): Promise<void> {
  const theme = snapshot.theme ? themeNameFromStored(snapshot.theme) : null;
  await tx.$executeRaw`
    UPDATE "host_config" SET
      "language" = ${snapshot.language}::"language",
      "theme" = ${theme}::"theme_name",
      "favicon" = ${snapshot.favicon},
      "site_title" = ${jsonb(snapshot.siteTitle)}::jsonb,
      "investment_risks" = ${snapshot.investmentRisks},
      "reg" = ${snapshot.reg},
      "privacy_policy" = ${snapshot.privacyPolicy},
      "campaign_invest_button_text" = ${jsonb(snapshot.campaignInvestButtonText)}::jsonb,
      "form_invest_button_text" = ${jsonb(snapshot.formInvestButtonText)}::jsonb,
      "consent2" = ${jsonb(snapshot.consent2)}::jsonb,
      "consent3" = ${jsonb(snapshot.consent3)}::jsonb,
      "equity_placeholder" = ${jsonb(snapshot.equityPlaceholder)}::jsonb,
      "debt_placeholder" = ${jsonb(snapshot.debtPlaceholder)}::jsonb,
      "logo" = ${snapshot.logo},
      "logo_inverse" = ${snapshot.logoInverse},
      "headline" = ${jsonb(snapshot.headline)}::jsonb,
      "subheadline" = ${jsonb(snapshot.subheadline)}::jsonb,
      "admin_configuration" = ${jsonb(snapshot.adminConfiguration) ?? '{}'}::jsonb,
      "investor_panel_blocked" = ${snapshot.investorPanelBlocked},
      "legal_persons_enabled" = ${snapshot.legalPersonsEnabled},
      "version" = ${version},
      "updated_at" = now()
    WHERE "id" = ${id}::uuid`;
}

/**
 * Locks the host row for the rest of the transaction and checks the version the operator saw:
 * of two publishes (or rollbacks) from one version, the second waits here and is refused.
 */
async function lockHost(tx: Tx, hostConfigId: string, expectedVersion: number): Promise<HostConfig> {
  await tx.$queryRaw`SELECT "id" FROM "host_config" WHERE "id" = ${hostConfigId}::uuid FOR UPDATE`;
  const host = await hostOrThrow(tx, hostConfigId);
  if (isStaleVersion(expectedVersion, host.version)) {
    throw conflict(brandingMessages.staleVersion(expectedVersion, host.version));
  }
  return host;
}

/**
 * New colours that fail WCAG AA go live only with the operator's reason (decision 037); what the
 * audit entry keeps of it.
 */
function contrastDecision(
  live: HostConfigSnapshot,
  target: HostConfigSnapshot,
  override: ContrastOverride | undefined,
): Record<string, string | string[]> {
  const failing = contrastChecksToOverride(snapshotThemeColors(live), snapshotThemeColors(target));
  if (failing.length === 0) return {};
  if (!override) {
    const lowest = Math.min(...failing.map((check) => check.ratio));
    throw refuse('PRECONDITION_FAILED', brandingMessages.contrastBelowAa(failing.length, lowest));
  }
  return {
    contrastOverride: override.reason,
    contrastFailing: failing.map((check) => `${check.id} ${check.ratio.toFixed(2)}:1 < ${check.threshold}:1`),
  };
}

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
  const target = { ...next, hostname: host.hostname, tenantId: host.tenantId };
  const live = snapshotOf(host);
  const changes = diffSnapshots(live, target);
  if (changes.length === 0) throw refuse('BAD_REQUEST', brandingMessages.nothingToChange);
  const contrast = contrastDecision(live, target, override);
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
 * `expectedVersion` and the draft at `expectedRevision`; the draft is deleted.
 */
export function publishDraft(
  db: Database,
  actor: BrandingActor,
  input: PublishBranding,
): Promise<BrandingPublishResult> {
  return db.$transaction(async (tx) => {
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
    return result;
  });
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
