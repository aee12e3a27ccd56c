import type { Language } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '../../audit/audit.ts';
import { auditActor } from '../../audit/audit.ts';
import { type AdvisorCaller, advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import type { TenantContext } from '../../core/tenant-context.ts';

/**
 * What a write of the advisor services needs besides the database: who acts (already checked
 * against the database by the principal), for which host (mails link back to it), in which
 * language errors are worded, and who the audit trail names. Built from a request by the REST
 * routes; another transport builds it from its own session.
 */
export interface AdvisorWriteContext {
  caller: AdvisorCaller;
  tenant: TenantContext;
  language: Language;
  actor: Pick<AuditEntry, 'actorUserId' | 'impersonatorUserId' | 'ip'>;
}

export function writeContextOf(request: FastifyRequest): AdvisorWriteContext {
  return {
    caller: advisorCallerOfRequest(request),
    tenant: request.tenant,
    language: requestLanguage(request),
    actor: auditActor(request),
  };
}
