import type { Database } from '@wl/db';
import type { AdvisorDetail } from '@wl/shared';
import { audit } from '../../audit/audit.ts';
import { cannotArchiveSelf, invalidTransition } from '../advisor-errors.ts';
import { toDetail } from '../advisor-record.ts';
import { assertCanManageAdvisors } from '../advisor-scope.ts';
import { findAdvisorInScope } from './advisor-records.ts';
import { advisorTransitions, moveStatus } from './advisor-transitions.ts';
import type { AdvisorWriteContext } from './service-context.ts';

/**
 * DELETE /api/advisor/advisor/{id} (admins): `initial` or `active` → `deleted`. Nothing is removed.
 * The advisor's next call is refused at once (the principal requires an active advisor), its
 * refresh tokens in this tenant are revoked (also those of sessions it impersonated from), and
 * links mailed to it stop working. An admin cannot archive themself: the tenant would be left
 * without the person who could undo it.
 */
export async function archiveAdvisor(db: Database, ctx: AdvisorWriteContext, id: string): Promise<AdvisorDetail> {
  assertCanManageAdvisors(ctx.caller);
  const { tenantId } = ctx.caller;
  return db.$transaction(async (tx) => {
    const record = await findAdvisorInScope(tx, ctx.caller, id);
    if (record.id === ctx.caller.advisor.id) throw cannotArchiveSelf();
    if (!advisorTransitions.archive.includes(record.status)) throw invalidTransition(record.status, 'deleted');
    const archived = await moveStatus(tx, record, 'deleted');
    const now = new Date();
    const revoked = await tx.refreshToken.updateMany({
      where: {
        tenantId,
        revokedAt: null,
        OR: [{ userId: record.userId, contextType: 'advisor_panel' }, { impersonatorUserId: record.userId }],
      },
      data: { revokedAt: now },
    });
    await tx.oneTimeToken.updateMany({
      where: { userId: record.userId, tenantId, usedAt: null, purpose: { in: ['activation', 'password_reset'] } },
      data: { usedAt: now },
    });
    await audit(tx, {
      event: 'advisor.archived',
      tenantId,
      targetUserId: record.userId,
      ...ctx.actor,
      data: { advisorId: record.id, from: record.status, revokedRefreshTokens: revoked.count },
    });
    return toDetail(archived, ctx.caller);
  });
}
