import type { Database, Prisma } from '@wl/db';
import type { PublicOriginSettings } from '@wl/shared';
import {
  type ApprovePublishResult,
  type BrandingPublishResult,
  type ContrastOverride,
  contrastOverrideSchema,
  hasRole,
  type Operator,
  operatorMessages,
  PUBLISH_SCHEDULE_MAX_DAYS,
  type PublishRequest,
  type PublishRules,
  publishRequestMessages,
  type RequestPublish,
} from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { publishDraftIn } from '../branding/branding-service.ts';
import { hostOrThrow, type Tx } from '../hosts/host-row.ts';
import { goLiveIn } from '../hosts/lifecycle.ts';
import { ConsoleRefusalError, refuse, refuseField } from '../trpc.ts';

/** Who acts, from where, and the origins a go-live's activation mail links to. */
export interface RequestActor {
  operator: Operator;
  ip: string | undefined;
  publicOrigins?: PublicOriginSettings | undefined;
}

type RequestRow = Prisma.PublishRequestGetPayload<object>;
const OPEN = ['awaiting_approval', 'scheduled'] as const;

function view(row: RequestRow): PublishRequest {
  const override = contrastOverrideSchema.safeParse(row.contrastOverride);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    expectedVersion: row.expectedVersion,
    draftRevision: row.draftRevision,
    publishAt: row.publishAt?.toISOString() ?? null,
    requestedBy: row.requestedBy,
    requestedById: row.requestedById,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    publishedVersion: row.publishedVersion,
    contrastReason: override.success ? override.data.reason : null,
  };
}

function audit(tx: Pick<Database, 'auditLog'>, actor: RequestActor, event: string, data: Prisma.InputJsonObject) {
  return auditConsole(tx, `console.${event}`, {
    ip: actor.ip,
    data: { ...data, operatorId: actor.operator.id, email: actor.operator.email },
  });
}

/** `branding.publishRules`: the tenant's four-eyes rule, the host's open request and its last ones. */
export async function publishRules(db: Database, hostConfigId: string): Promise<PublishRules> {
  const host = await db.hostConfig.findUnique({
    where: { id: hostConfigId },
    select: { tenant: { select: { fourEyesPublish: true } } },
  });
  if (!host) throw refuse('NOT_FOUND', { key: 'console:refusals.branding.hostNotFound' });
  const rows = await db.publishRequest.findMany({
    where: { hostConfigId },
    orderBy: { requestedAt: 'desc' },
    take: 6,
  });
  const open = rows.find((row) => (OPEN as readonly string[]).includes(row.status)) ?? null;
  return {
    fourEyes: host.tenant.fourEyesPublish,
    open: open ? view(open) : null,
    recent: rows.filter((row) => row !== open).map(view),
  };
}

/** What a request runs: the publish of its draft revision, or the go-live, on the version it saw. */
interface Runnable {
  hostConfigId: string;
  kind: 'publish' | 'go_live';
  expectedVersion: number;
  draftRevision: number | null;
  contrastOverride: ContrastOverride | undefined;
}

async function run(tx: Tx, actor: RequestActor, request: Runnable): Promise<BrandingPublishResult> {
  const override = request.contrastOverride ? { contrastOverride: request.contrastOverride } : {};
  if (request.kind === 'publish') {
    return publishDraftIn(tx, actor, {
      hostConfigId: request.hostConfigId,
      expectedVersion: request.expectedVersion,
      expectedRevision: request.draftRevision ?? 0,
      ...override,
    });
  }
  const live = await goLiveIn(tx, actor, {
    hostConfigId: request.hostConfigId,
    expectedVersion: request.expectedVersion,
    ...override,
  });
  return { version: request.expectedVersion, changes: [], wentLive: true, activationSentTo: live.activationSentTo };
}

function runnableOf(row: RequestRow): Runnable {
  const override = contrastOverrideSchema.safeParse(row.contrastOverride);
  return {
    hostConfigId: row.hostConfigId,
    kind: row.kind,
    expectedVersion: row.expectedVersion,
    draftRevision: row.draftRevision,
    contrastOverride: override.success ? override.data : undefined,
  };
}

/** Thrown to roll a dry run back once every check of the publish passed. */
class DryRunPassed extends Error {}

/**
 * `branding.requestPublish`: a publish (or go-live) that waits for another operator's approval
 * when the tenant has the four-eyes rule, and/or for `publishAt`. The publish is tried now in a
 * transaction that is rolled back, so a request that could not be published (stale version,
 * changed draft, colours below AA without a reason) is refused at once, not at its time.
 */
export async function requestPublish(
  db: Database,
  actor: RequestActor,
  input: RequestPublish,
  now: Date = new Date(),
): Promise<PublishRequest> {
  const host = await hostOrThrow(db, input.hostConfigId);
  const tenant = await db.tenant.findUniqueOrThrow({
    where: { id: host.tenantId },
    select: { fourEyesPublish: true },
  });
  const fourEyes = tenant.fourEyesPublish;
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  if (!fourEyes && !publishAt) throw refuse('BAD_REQUEST', publishRequestMessages.nothingToWaitFor);
  // Without four-eyes a scheduled publish is the requester's own publish: a publisher's.
  if (!fourEyes && !hasRole(actor.operator.role, 'publisher')) {
    throw refuse('FORBIDDEN', operatorMessages.roleRequired('publisher'));
  }
  const latest = now.getTime() + PUBLISH_SCHEDULE_MAX_DAYS * 24 * 3600_000;
  if (publishAt && (publishAt.getTime() <= now.getTime() || publishAt.getTime() > latest)) {
    throw refuseField(['publishAt'], publishRequestMessages.badTime);
  }
  if (input.kind === 'publish' && input.expectedRevision === undefined) {
    throw refuseField(['expectedRevision'], { key: 'validation:required' });
  }
  const runnable: Runnable = {
    hostConfigId: host.id,
    kind: input.kind,
    expectedVersion: input.expectedVersion,
    draftRevision: input.kind === 'publish' ? (input.expectedRevision ?? null) : null,
    contrastOverride: input.contrastOverride,
  };
  try {
    await db.$transaction(async (tx) => {
      await run(tx, actor, runnable);
      throw new DryRunPassed();
    });
  } catch (error) {
    if (!(error instanceof DryRunPassed)) throw error;
  }
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.publishRequest.create({
        data: {
          hostConfigId: host.id,
          kind: input.kind,
          status: fourEyes ? 'awaiting_approval' : 'scheduled',
          expectedVersion: input.expectedVersion,
          draftRevision: runnable.draftRevision,
          contrastOverride: input.contrastOverride ?? undefined,
          publishAt,
          requestedById: actor.operator.id,
          requestedBy: actor.operator.email,
          requestedAt: now,
        },
      });
      await audit(tx, actor, fourEyes ? 'publish_requested' : 'publish_scheduled', {
        requestId: row.id,
        hostConfigId: host.id,
        hostname: host.hostname,
        kind: input.kind,
        version: input.expectedVersion,
        publishAt: publishAt?.toISOString() ?? null,
      });
      return view(row);
    });
  } catch (error) {
    // The partial unique index: another request of this host is open.
    if ((error as { code?: unknown }).code === 'P2002') {
      const open = await db.publishRequest.findFirst({
        where: { hostConfigId: host.id, status: { in: [...OPEN] } },
      });
      throw refuse('CONFLICT', publishRequestMessages.requestOpen(open?.requestedBy ?? ''));
    }
    throw error;
  }
}

/** The request row, locked; refused unless it is in one of `statuses`. */
async function lockedRequest(tx: Tx, requestId: string, statuses: readonly string[]): Promise<RequestRow> {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "publish_request" WHERE "id" = ${requestId}::uuid FOR UPDATE`;
  if (!locked) throw refuse('NOT_FOUND', publishRequestMessages.notOpen);
  const row = await tx.publishRequest.findUniqueOrThrow({ where: { id: requestId } });
  if (!statuses.includes(row.status)) throw refuse('CONFLICT', publishRequestMessages.notOpen);
  return row;
}

const decided = (actor: RequestActor, now: Date) => ({
  decidedById: actor.operator.id,
  decidedBy: actor.operator.email,
  decidedAt: now,
});

/**
 * `branding.approveRequest`: another operator than the requester approves; the publish runs now
 * under the approver's name (or waits for its time, then runs under it). A publish that no
 * longer passes is refused and the request stays open: reject it, or the requester cancels it.
 */
export function approveRequest(
  db: Database,
  actor: RequestActor,
  requestId: string,
  now: Date = new Date(),
): Promise<ApprovePublishResult> {
  return db.$transaction(async (tx) => {
    const row = await lockedRequest(tx, requestId, ['awaiting_approval']);
    if (row.requestedById === actor.operator.id) throw refuse('FORBIDDEN', publishRequestMessages.ownRequest);
    const base = { requestId: row.id, hostConfigId: row.hostConfigId, requestedBy: row.requestedBy, kind: row.kind };
    if (row.publishAt && row.publishAt > now) {
      await tx.publishRequest.update({ where: { id: row.id }, data: { status: 'scheduled', ...decided(actor, now) } });
      await audit(tx, actor, 'publish_approved', { ...base, publishAt: row.publishAt.toISOString() });
      return { status: 'scheduled' as const, publishAt: row.publishAt.toISOString() };
    }
    const result = await run(tx, actor, runnableOf(row));
    await tx.publishRequest.update({
      where: { id: row.id },
      data: { status: 'published', ...decided(actor, now), publishedVersion: result.version, finishedAt: now },
    });
    await audit(tx, actor, 'publish_approved', { ...base, version: result.version });
    return { status: 'published' as const, result };
  });
}

/** `branding.rejectRequest`: another operator than the requester says no, with a reason. */
export function rejectRequest(
  db: Database,
  actor: RequestActor,
  input: { requestId: string; reason: string },
  now: Date = new Date(),
): Promise<PublishRequest> {
  return db.$transaction(async (tx) => {
    const row = await lockedRequest(tx, input.requestId, ['awaiting_approval']);
    if (row.requestedById === actor.operator.id) throw refuse('FORBIDDEN', publishRequestMessages.ownRequest);
    const updated = await tx.publishRequest.update({
      where: { id: row.id },
      data: { status: 'rejected', ...decided(actor, now), reason: input.reason, finishedAt: now },
    });
    await audit(tx, actor, 'publish_rejected', {
      requestId: row.id,
      hostConfigId: row.hostConfigId,
      requestedBy: row.requestedBy,
      reason: input.reason,
    });
    return view(updated);
  });
}

/**
 * `branding.cancelRequest`: the requester withdraws an open request (awaiting approval or
 * scheduled), or a publisher stops it; the draft can be edited again.
 */
export function cancelRequest(
  db: Database,
  actor: RequestActor,
  requestId: string,
  now: Date = new Date(),
): Promise<PublishRequest> {
  return db.$transaction(async (tx) => {
    const row = await lockedRequest(tx, requestId, OPEN);
    if (row.requestedById !== actor.operator.id && !hasRole(actor.operator.role, 'publisher')) {
      throw refuse('FORBIDDEN', operatorMessages.roleRequired('publisher'));
    }
    const updated = await tx.publishRequest.update({
      where: { id: row.id },
      data: { status: 'cancelled', ...decided(actor, now), finishedAt: now },
    });
    await audit(tx, actor, 'publish_cancelled', {
      requestId: row.id,
      hostConfigId: row.hostConfigId,
      requestedBy: row.requestedBy,
      wasStatus: row.status,
    });
    return view(updated);
  });
}

/**
 * Publishes every scheduled request whose time has come, oldest first. Any number of edges may
 * run this at once: each request is claimed with `FOR UPDATE SKIP LOCKED` in the transaction
 * that publishes it, so the database decides who publishes, and nothing is published twice. It
 * runs under the approver's name (or the requester's, without four-eyes), who must still be an
 * active publisher; a publish that fails (the live version or the draft changed meanwhile) marks
 * the request `failed` with the refusal's key. Returns how many requests were handled.
 */
export async function runDueRequests(
  db: Database,
  settings: { publicOrigins?: PublicOriginSettings | undefined },
  now: () => Date = () => new Date(),
): Promise<number> {
  let handled = 0;
  for (;;) {
    const done = await db.$transaction(async (tx) => {
      const [due] = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "publish_request"
         WHERE "status" = 'scheduled' AND "publish_at" <= ${now()}
         ORDER BY "publish_at" LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!due) return false;
      const row = await tx.publishRequest.findUniqueOrThrow({ where: { id: due.id } });
      const runAsId = row.decidedById ?? row.requestedById;
      const runAs = await tx.operator.findUnique({ where: { id: runAsId } });
      const actor: RequestActor = {
        operator: {
          id: runAsId,
          email: runAs?.email ?? row.decidedBy ?? row.requestedBy,
          role: runAs?.role ?? 'viewer',
        },
        ip: undefined,
        publicOrigins: settings.publicOrigins,
      };
      const finishedAt = now();
      const fail = async (reason: string) => {
        await tx.publishRequest.update({ where: { id: row.id }, data: { status: 'failed', reason, finishedAt } });
        await audit(tx, actor, 'scheduled_publish_failed', {
          requestId: row.id,
          hostConfigId: row.hostConfigId,
          reason,
        });
      };
      if (!runAs?.active || !hasRole(runAs.role, 'publisher')) {
        await fail(publishRequestMessages.runnerGone.key);
        return true;
      }
      await tx.$executeRaw`SAVEPOINT "scheduled_publish"`;
      try {
        const result = await run(tx, actor, runnableOf(row));
        await tx.publishRequest.update({
          where: { id: row.id },
          data: { status: 'published', publishedVersion: result.version, finishedAt },
        });
        await audit(tx, actor, 'scheduled_publish_done', {
          requestId: row.id,
          hostConfigId: row.hostConfigId,
          version: result.version,
          publishAt: row.publishAt?.toISOString() ?? null,
        });
      } catch (error) {
        if (!(error instanceof ConsoleRefusalError)) throw error;
        await tx.$executeRaw`ROLLBACK TO SAVEPOINT "scheduled_publish"`;
        await fail(error.refusal.key);
      }
      return true;
    });
    if (!done) return handled;
    handled += 1;
  }
}

/** When the next scheduled request is due (null: none waits). */
export async function nextDueAt(db: Database): Promise<Date | null> {
  const next = await db.publishRequest.findFirst({
    where: { status: 'scheduled' },
    orderBy: { publishAt: 'asc' },
    select: { publishAt: true },
  });
  return next?.publishAt ?? null;
}

/** `tenants.setFourEyes` (admins): the rule applies to the tenant's next publish. */
export async function setFourEyes(
  db: Database,
  actor: RequestActor,
  input: { tenantId: string; enabled: boolean },
): Promise<{ enabled: boolean }> {
  return db.$transaction(async (tx) => {
    const tenant = await tx.tenant.findUnique({ where: { id: input.tenantId } });
    if (!tenant) throw refuse('NOT_FOUND', { key: 'console:refusals.catalogue.tenantNotFound' });
    if (tenant.fourEyesPublish === input.enabled) return { enabled: input.enabled };
    await tx.tenant.update({ where: { id: tenant.id }, data: { fourEyesPublish: input.enabled } });
    await audit(tx, actor, 'four_eyes_changed', {
      tenantId: tenant.id,
      tenantName: tenant.name,
      enabled: input.enabled,
    });
    return { enabled: input.enabled };
  });
}
