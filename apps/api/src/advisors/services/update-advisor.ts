import type { Database } from '@wl/db';
import type { AdvisorDetail, AdvisorForm } from '@wl/shared';
import { audit } from '../../audit/audit.ts';
import { sendActivationMail } from '../../auth/services/one-time-tokens.ts';
import { emailTaken, sharedAccountEmail } from '../advisor-errors.ts';
import { type AdvisorRecord, advisorRecordInclude, toDetail } from '../advisor-record.ts';
import { assertCanManageAdvisors } from '../advisor-scope.ts';
import {
  advisorColumns,
  type Db,
  findAdvisorInScope,
  isUniqueViolation,
  normalizeEmail,
  tenantNetworkIds,
} from './advisor-records.ts';
import type { AdvisorWriteContext } from './service-context.ts';

/**
 * The e-mail is the account's login in this tenant (decision 027). It may change only when no other
 * account of the tenant has the new address, and only for an account that is solely this tenant's
 * advisor: otherwise an admin could move this tenant's investor's login to an address they
 * control and take it over with a link.
 */
async function assertEmailChangeAllowed(tx: Db, ctx: AdvisorWriteContext, record: AdvisorRecord, email: string) {
  const owner = await tx.user.findUnique({
    where: { tenantId_email: { tenantId: ctx.caller.tenantId, email } },
    select: { id: true },
  });
  if (owner && owner.id !== record.userId) throw emailTaken(ctx.language);
  const otherPanels = await tx.userContext.count({ where: { userId: record.userId, type: { not: 'advisor_panel' } } });
  if (otherPanels > 0) throw sharedAccountEmail();
}

/**
 * PUT /api/advisor/advisor/{id} (admins): every form field, the networks replaced by the form's.
 * The status does not change. A changed e-mail retires the links mailed to the old address; an
 * advisor not activated yet gets a new activation mail at the new one (a typo in the address
 * is the usual reason for the change).
 */
export async function updateAdvisor(
  db: Database,
  ctx: AdvisorWriteContext,
  id: string,
  form: AdvisorForm,
): Promise<AdvisorDetail> {
  assertCanManageAdvisors(ctx.caller);
  const { tenantId } = ctx.caller;
  const email = normalizeEmail(form.email);
  try {
    return await db.$transaction(async (tx) => {
      const record = await findAdvisorInScope(tx, ctx.caller, id);
      const networkIds = await tenantNetworkIds(tx, tenantId, form.brokerNetworkIds, ctx.language);
      const emailChanged = email !== record.user.email;
      if (emailChanged) await assertEmailChangeAllowed(tx, ctx, record, email);
      const user = await tx.user.update({
        where: { id: record.userId },
        data: { email, firstName: form.firstName, surname: form.surname },
      });
      const updated = await tx.advisor.update({
        where: { id: record.id },
        data: {
          ...advisorColumns(form),
          networks: { deleteMany: {}, create: networkIds.map((networkId) => ({ networkId })) },
        },
        include: advisorRecordInclude,
      });
      if (emailChanged) {
        await tx.oneTimeToken.updateMany({
          where: { userId: user.id, tenantId, usedAt: null, purpose: { in: ['activation', 'password_reset'] } },
          data: { usedAt: new Date() },
        });
        if (updated.status === 'initial') await sendActivationMail(tx, ctx.tenant, user);
      }
      await audit(tx, {
        event: 'advisor.updated',
        tenantId,
        targetUserId: user.id,
        ...ctx.actor,
        data: { advisorId: record.id, emailChanged },
      });
      return toDetail(updated, ctx.caller);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(ctx.language);
    throw error;
  }
}
