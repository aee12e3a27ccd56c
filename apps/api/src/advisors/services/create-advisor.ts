import type { Database } from '@wl/db';
import type { AdvisorDetail, AdvisorForm, AdvisorRole, Language } from '@wl/shared';
import { audit } from '../../audit/audit.ts';
import { sendActivationMail } from '../../auth/services/one-time-tokens.ts';
import type { TenantContext } from '../../core/tenant-context.ts';
import { emailTaken } from '../advisor-errors.ts';
import { type AdvisorRecord, advisorRecordInclude, toDetail } from '../advisor-record.ts';
import { assertCanManageAdvisors } from '../advisor-scope.ts';
import { advisorColumns, type Db, isUniqueViolation, normalizeEmail, tenantNetworkIds } from './advisor-records.ts';
import type { AdvisorWriteContext } from './service-context.ts';

/** Who a new advisor is created for and by: the tenant's host (its mail links), and the audit actor. */
export interface NewAdvisorTarget {
  tenant: TenantContext;
  language: Language;
  actor: AdvisorWriteContext['actor'];
}

/** A new advisor account: the person, the role, the networks (already checked), the form columns. */
export interface NewAdvisor {
  email: string;
  firstName: string;
  surname: string;
  role: AdvisorRole;
  networkIds: readonly string[];
  columns?: ReturnType<typeof advisorColumns>;
  /** Extra audit data (who created it, e.g. `{ by: 'console' }`). */
  auditData?: Record<string, string>;
  /**
   * False: no activation mail now (the console's onboarding of a host that is not live yet sends
   * it when the host goes live, under the brand visitors then see). Default true.
   */
  sendActivation?: boolean;
}

/**
 * The creation itself, inside the caller's transaction (the REST route's and the console's):
 * reuses this tenant's account with the address or creates one without a password, gives it the tenant's
 * advisor-panel context, creates the advisor `initial` in the networks, queues the activation
 * mail for `target.tenant`'s host and audits `advisor.created`. E-mail taken in the tenant: 409.
 */
export async function insertAdvisor(tx: Db, target: NewAdvisorTarget, input: NewAdvisor): Promise<AdvisorRecord> {
  const { tenantId } = target.tenant;
  const email = normalizeEmail(input.email);
  // Only this tenant's accounts are looked at (decision 027): an address known to another broker
  // is a new account here, with the names typed here, and the answer is the same either way.
  const existing = await tx.user.findUnique({
    where: { tenantId_email: { tenantId, email } },
    include: { advisors: { select: { id: true } } },
  });
  if (existing && existing.advisors.length > 0) throw emailTaken(target.language);
  const user =
    existing ??
    (await tx.user.create({ data: { tenantId, email, firstName: input.firstName, surname: input.surname } }));
  await tx.userContext.upsert({
    where: { userId_tenantId_type: { userId: user.id, tenantId, type: 'advisor_panel' } },
    create: { userId: user.id, tenantId, type: 'advisor_panel' },
    update: {},
  });
  const advisor = await tx.advisor.create({
    data: {
      tenantId,
      userId: user.id,
      role: input.role,
      status: 'initial',
      ...input.columns,
      networks: { create: input.networkIds.map((networkId) => ({ networkId })) },
    },
    include: advisorRecordInclude,
  });
  if (input.sendActivation !== false) await sendActivationMail(tx, target.tenant, user);
  await audit(tx, {
    event: 'advisor.created',
    tenantId,
    targetUserId: user.id,
    ...target.actor,
    data: { advisorId: advisor.id, reusedUser: existing !== null, role: input.role, ...input.auditData },
  });
  return advisor;
}

/**
 * POST /api/advisor/advisor (admins). Accounts are per tenant (decision 027): an investor of this
 * tenant with the address gets the advisor-panel context on that account and keeps the names they
 * have; any other address gets a new account of this tenant without a password (whether the
 * person is known to another broker is neither looked at nor told). The person accepts by
 * following the activation link and setting a password. The advisor starts `initial`, and the activation mail is queued in the
 * same transaction, so there is never an advisor without a mail or a mail without an advisor.
 * An advisor of this tenant with the address already is "e-mail already used" (409).
 */
export async function createAdvisor(db: Database, ctx: AdvisorWriteContext, form: AdvisorForm): Promise<AdvisorDetail> {
  assertCanManageAdvisors(ctx.caller);
  const { tenantId } = ctx.caller;
  try {
    return await db.$transaction(async (tx) => {
      const networkIds = await tenantNetworkIds(tx, tenantId, form.brokerNetworkIds, ctx.language);
      const advisor = await insertAdvisor(
        tx,
        { tenant: ctx.tenant, language: ctx.language, actor: ctx.actor },
        { ...form, role: 'advisor', networkIds, columns: advisorColumns(form) },
      );
      return toDetail(advisor, ctx.caller);
    });
  } catch (error) {
    // Two creations with one address at once: the loser meets the unique index, not a 500.
    if (isUniqueViolation(error)) throw emailTaken(ctx.language);
    throw error;
  }
}
