import { sendActivationMail } from '@wl/api';
import type { Database, HostConfig, Prisma } from '@wl/db';
import type { PublicOriginSettings } from '@wl/shared';
import {
  type GoLive,
  type GoLiveResult,
  type HostStatusResult,
  lifecycleMessages,
  type Operator,
  type ResendActivationResult,
  type SuspendHost,
} from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { tenantContextOf } from '../catalogue/catalogue-support.ts';
import { refuse } from '../trpc.ts';
import { contrastDecision, hostOrThrow, lockHost, snapshotOf, type Tx } from './host-row.ts';
import { refuseWhileRequested } from './publish-guard.ts';

/** Who acts, from where, and how hosts without a public origin of their own get one (decision 028). */
export interface LifecycleActor {
  operator: Operator;
  ip: string | undefined;
  publicOrigins?: PublicOriginSettings | undefined;
}

export function audit(
  tx: Pick<Database, 'auditLog'>,
  actor: LifecycleActor,
  event: string,
  data: Prisma.InputJsonObject,
) {
  return auditConsole(tx, `console.${event}`, {
    ip: actor.ip,
    data: { ...data, operatorId: actor.operator.id, email: actor.operator.email },
  });
}

/**
 * The host's first admin, when they still wait for their activation link: the mail goes out for
 * the host's brand and public origin (decision 028). Null when there is nobody to mail.
 */
async function mailFirstAdmin(tx: Tx, actor: LifecycleActor, host: HostConfig): Promise<string | null> {
  if (!host.firstAdminId) return null;
  const admin = await tx.advisor.findUnique({ where: { id: host.firstAdminId }, include: { user: true } });
  if (admin?.status !== 'initial') return null;
  await sendActivationMail(tx, tenantContextOf(host, actor.publicOrigins), admin.user);
  return admin.user.email;
}

/**
 * Makes a pending host live inside the caller's transaction (the row is locked already): the
 * status, which every edge picks up through the host_config trigger, the first admin's
 * activation mail under the brand now live, and the audit entry.
 */
export async function takeLive(
  tx: Tx,
  actor: LifecycleActor,
  hostConfigId: string,
  extra: Prisma.InputJsonObject = {},
): Promise<GoLiveResult> {
  const host = await tx.hostConfig.update({
    where: { id: hostConfigId },
    data: { status: 'live', wentLiveAt: new Date() },
  });
  const activationSentTo = await mailFirstAdmin(tx, actor, host);
  await audit(tx, actor, 'host_went_live', {
    hostConfigId: host.id,
    hostname: host.hostname,
    version: host.version,
    activationSentTo,
    ...extra,
  });
  return { status: 'live', activationSentTo };
}

/**
 * `hosts.goLive`: a pending host goes live as it is (its latest version). A waiting draft is
 * refused: publishing it takes the host live with it, discarding it leaves no doubt what goes
 * live. Colours below WCAG AA need the override (decision 037), as nothing was live before.
 */
export function goLive(db: Database, actor: LifecycleActor, input: GoLive): Promise<GoLiveResult> {
  return db.$transaction(async (tx) => {
    // A tenant with the four-eyes rule goes live through an approved request (decision 047).
    await refuseWhileRequested(tx, input.hostConfigId, { fourEyes: true });
    return goLiveIn(tx, actor, input);
  });
}

/** The go-live inside the caller's transaction (a direct one, or an approved request's). */
export async function goLiveIn(tx: Tx, actor: LifecycleActor, input: GoLive): Promise<GoLiveResult> {
  const host = await lockHost(tx, input.hostConfigId, input.expectedVersion);
  if (host.status !== 'pending') throw refuse('CONFLICT', lifecycleMessages.notPending(host.status));
  const draft = await tx.hostConfigDraft.findUnique({ where: { hostConfigId: host.id }, select: { revision: true } });
  if (draft) throw refuse('CONFLICT', lifecycleMessages.draftWaiting);
  const contrast = contrastDecision(null, snapshotOf(host), input.contrastOverride);
  return takeLive(tx, actor, host.id, contrast);
}

/**
 * `hosts.resendActivation`: a new activation link for the host's first admin (the earlier one
 * stops working), once the host is live and while the admin has not activated their account.
 */
export function resendActivation(
  db: Database,
  actor: LifecycleActor,
  input: { hostConfigId: string },
): Promise<ResendActivationResult> {
  return db.$transaction(async (tx) => {
    const host = await hostOrThrow(tx, input.hostConfigId);
    if (host.status !== 'live') throw refuse('CONFLICT', lifecycleMessages.notLive);
    const admin = host.firstAdminId
      ? await tx.advisor.findUnique({ where: { id: host.firstAdminId }, include: { user: true } })
      : null;
    if (!admin) throw refuse('NOT_FOUND', lifecycleMessages.noFirstAdmin);
    if (admin.status !== 'initial') throw refuse('CONFLICT', lifecycleMessages.adminActive(admin.user.email));
    await sendActivationMail(tx, tenantContextOf(host, actor.publicOrigins), admin.user);
    await audit(tx, actor, 'activation_resent', {
      hostConfigId: host.id,
      hostname: host.hostname,
      adminId: admin.id,
      sentTo: admin.user.email,
    });
    return { sentTo: admin.user.email };
  });
}

/** Locks the host row for the rest of the transaction (a lifecycle change races nothing else). */
export async function lockRow(tx: Tx, hostConfigId: string): Promise<HostConfig> {
  await tx.$queryRaw`SELECT "id" FROM "host_config" WHERE "id" = ${hostConfigId}::uuid FOR UPDATE`;
  return hostOrThrow(tx, hostConfigId);
}

/**
 * `hosts.suspend`: a live host stops serving its brand at once on every edge (the host_config
 * trigger): pages answer the neutral "temporarily unavailable" page, the API 503. Nothing is
 * deleted; sessions stay, and work again on resume. The reason goes into the audit log.
 */
export function suspendHost(db: Database, actor: LifecycleActor, input: SuspendHost): Promise<HostStatusResult> {
  return db.$transaction(async (tx) => {
    const host = await lockRow(tx, input.hostConfigId);
    if (host.isDefault) throw refuse('BAD_REQUEST', lifecycleMessages.defaultAlwaysLive);
    if (host.status !== 'live') throw refuse('CONFLICT', lifecycleMessages.notSuspendable(host.status));
    await tx.hostConfig.update({ where: { id: host.id }, data: { status: 'suspended' } });
    await audit(tx, actor, 'host_suspended', { hostConfigId: host.id, hostname: host.hostname, reason: input.reason });
    return { status: 'suspended' };
  });
}

/** `hosts.resume`: a suspended host serves its brand again. */
export function resumeHost(
  db: Database,
  actor: LifecycleActor,
  input: { hostConfigId: string },
): Promise<HostStatusResult> {
  return db.$transaction(async (tx) => {
    const host = await lockRow(tx, input.hostConfigId);
    if (host.status !== 'suspended') throw refuse('CONFLICT', lifecycleMessages.notSuspended(host.status));
    await tx.hostConfig.update({ where: { id: host.id }, data: { status: 'live' } });
    await audit(tx, actor, 'host_resumed', { hostConfigId: host.id, hostname: host.hostname });
    return { status: 'live' };
  });
}
