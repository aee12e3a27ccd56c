import type { Database } from '@wl/db';
import { audit } from '../../audit/audit.ts';
import { sendActivationMail } from '../../auth/services/one-time-tokens.ts';
import { notAwaitingActivation } from '../advisor-errors.ts';
import { assertCanManageAdvisors } from '../advisor-scope.ts';
import { findAdvisorInScope } from './advisor-records.ts';
import type { AdvisorWriteContext } from './service-context.ts';

/**
 * POST /api/advisor/advisor/{id}/send-activation (admins): a new activation link for an advisor
 * still `initial` (the earlier link stops working). Anyone else has no use for one: 409.
 */
export async function sendAdvisorActivation(db: Database, ctx: AdvisorWriteContext, id: string): Promise<void> {
  assertCanManageAdvisors(ctx.caller);
  await db.$transaction(async (tx) => {
    const record = await findAdvisorInScope(tx, ctx.caller, id);
    if (record.status !== 'initial') throw notAwaitingActivation(record.status);
    await sendActivationMail(tx, ctx.tenant, record.user);
    await audit(tx, {
      event: 'activation.sent',
      tenantId: ctx.caller.tenantId,
      targetUserId: record.userId,
      ...ctx.actor,
      data: { advisorId: record.id, by: 'admin' },
    });
  });
}
