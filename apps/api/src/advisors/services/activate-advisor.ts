import type { Database } from '@wl/db';
import type { AdvisorDetail } from '@wl/shared';
import { audit } from '../../audit/audit.ts';
import { invalidTransition } from '../advisor-errors.ts';
import { toDetail } from '../advisor-record.ts';
import { assertCanManageAdvisors } from '../advisor-scope.ts';
import { findAdvisorInScope } from './advisor-records.ts';
import { advisorTransitions, moveStatus } from './advisor-transitions.ts';
import type { AdvisorWriteContext } from './service-context.ts';

/** PATCH /api/advisor/advisor/{id}/activate (admins): `initial` or `deleted` → `active`. */
export async function activateAdvisor(db: Database, ctx: AdvisorWriteContext, id: string): Promise<AdvisorDetail> {
  assertCanManageAdvisors(ctx.caller);
  return db.$transaction(async (tx) => {
    const record = await findAdvisorInScope(tx, ctx.caller, id);
    if (!advisorTransitions.activate.includes(record.status)) throw invalidTransition(record.status, 'active');
    const activated = await moveStatus(tx, record, 'active');
    await audit(tx, {
      event: 'advisor.activated',
      tenantId: ctx.caller.tenantId,
      targetUserId: record.userId,
      ...ctx.actor,
      data: { advisorId: record.id, from: record.status },
    });
    return toDetail(activated, ctx.caller);
  });
}
