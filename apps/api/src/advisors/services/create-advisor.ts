import type { Database } from '@wl/db';
import type { AdvisorDetail, AdvisorForm } from '@wl/shared';
import { audit } from '../../audit/audit.ts';
import { sendActivationMail } from '../../auth/one-time-tokens.ts';
import { emailTaken } from '../advisor-errors.ts';
import { advisorRecordInclude, toDetail } from '../advisor-record.ts';
import { assertCanManageAdvisors } from '../advisor-scope.ts';
import type { AdvisorWriteContext } from '../service-context.ts';
import { advisorColumns, isUniqueViolation, normalizeEmail, tenantNetworkIds } from './advisor-records.ts';

/**
 * POST /api/advisor/advisor (admins). One account per e-mail across the platform: a person who
 * already has one (an investor here, an advisor of another tenant) gets the advisor-panel context
 * of this tenant on that account, and keeps the names they have; a new address gets a new user
 * without a password. The advisor starts `initial`, and the activation mail is queued in the
 * same transaction, so there is never an advisor without a mail or a mail without an advisor.
 * An advisor of this tenant with the address already is "e-mail already used" (409).
 */
export async function createAdvisor(db: Database, ctx: AdvisorWriteContext, form: AdvisorForm): Promise<AdvisorDetail> {
  assertCanManageAdvisors(ctx.caller);
  const { tenantId } = ctx.caller;
  const email = normalizeEmail(form.email);
  try {
    return await db.$transaction(async (tx) => {
      const networkIds = await tenantNetworkIds(tx, tenantId, form.brokerNetworkIds, ctx.language);
      const existing = await tx.user.findUnique({
        where: { email },
        include: { advisors: { where: { tenantId }, select: { id: true } } },
      });
      if (existing && existing.advisors.length > 0) throw emailTaken(ctx.language);
      const user =
        existing ?? (await tx.user.create({ data: { email, firstName: form.firstName, surname: form.surname } }));
      await tx.userContext.upsert({
        where: { userId_tenantId_type: { userId: user.id, tenantId, type: 'advisor_panel' } },
        create: { userId: user.id, tenantId, type: 'advisor_panel' },
        update: {},
      });
      const advisor = await tx.advisor.create({
        data: {
          tenantId,
          userId: user.id,
          role: 'advisor',
          status: 'initial',
          ...advisorColumns(form),
          networks: { create: networkIds.map((networkId) => ({ networkId })) },
        },
        include: advisorRecordInclude,
      });
      await sendActivationMail(tx, ctx.tenant, user);
      await audit(tx, {
        event: 'advisor.created',
        tenantId,
        targetUserId: user.id,
        ...ctx.actor,
        data: { advisorId: advisor.id, reusedUser: existing !== null },
      });
      return toDetail(advisor, ctx.caller);
    });
  } catch (error) {
    // Two creations with one address at once: the loser meets the unique index, not a 500.
    if (isUniqueViolation(error)) throw emailTaken(ctx.language);
    throw error;
  }
}
