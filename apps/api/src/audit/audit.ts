import type { Prisma } from '@wl/db';
import type { FastifyRequest } from 'fastify';

/**
 * Security events of issue #4 (logins, failures, 2FA, impersonation, status changes, tokens) and
 * the actions on an offer's link (decision 065). The console shows each in words
 * (`console:audit.platformEvents`), checked by audit.test.ts.
 */
export const auditEvents = [
  'login.succeeded',
  'login.failed',
  'login.two_factor_required',
  'two_factor.succeeded',
  'two_factor.failed',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.remembered_device',
  'token.refreshed',
  'token.refresh_repeated',
  'token.reuse_detected',
  'logout',
  'context.changed',
  'impersonation.started',
  'impersonation.ended',
  'investor.login_link_sent',
  'investor.login',
  'activation.sent',
  'activation.completed',
  'password.reset_requested',
  'password.set',
  'advisor.created',
  'advisor.updated',
  'advisor.activated',
  'advisor.archived',
  'offer.owner_changed',
  'offer.invitation_resent',
  'offer.invitation_link_issued',
  'schedule_payment.marked',
  'follow_up.settings_changed',
] as const;
export type AuditEvent = (typeof auditEvents)[number];

export interface AuditEntry {
  event: AuditEvent;
  tenantId?: string | null;
  actorUserId?: string | null;
  impersonatorUserId?: string | null;
  targetUserId?: string | null;
  ip?: string | null;
  /** Never secrets: no passwords, tokens, codes. */
  data?: Prisma.InputJsonObject;
}

type AuditWriter = { auditLog: { create(args: { data: Prisma.AuditLogUncheckedCreateInput }): Promise<unknown> } };

/** Writes one audit entry, in the caller's transaction when given one. */
export async function audit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      event: entry.event,
      tenantId: entry.tenantId ?? null,
      actorUserId: entry.actorUserId ?? null,
      impersonatorUserId: entry.impersonatorUserId ?? null,
      targetUserId: entry.targetUserId ?? null,
      ip: entry.ip ?? null,
      data: entry.data ?? {},
    },
  });
}

/** The actor fields of an entry from the signed-in caller of a request. */
export function auditActor(request: FastifyRequest): Pick<AuditEntry, 'actorUserId' | 'impersonatorUserId' | 'ip'> {
  return {
    actorUserId: request.principal?.userId ?? null,
    impersonatorUserId: request.principal?.impersonatorUserId ?? null,
    ip: request.ip,
  };
}
