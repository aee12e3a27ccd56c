import type { Prisma } from '@wl/db';
import type { AdvisorForm, Language } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { notFound } from '../../core/api-error.ts';
import { unknownNetworks } from '../advisor-errors.ts';
import { type AdvisorRecord, advisorRecordInclude, fromCalendarDate } from '../advisor-record.ts';
import { advisorScope } from '../advisor-scope.ts';

export { normalizeEmail } from '../../auth/services/accounts.ts';

/** The client or a transaction: the helpers below run inside the services' transactions. */
export type Db = Prisma.TransactionClient;

/**
 * The advisor with this id if the caller may see it. Anything else (another tenant's advisor,
 * one outside a coordinator's networks, no such id) is the same 404: existence is never revealed.
 */
export async function findAdvisorInScope(db: Db, caller: AdvisorCaller, id: string): Promise<AdvisorRecord> {
  const record = await db.advisor.findFirst({
    where: { AND: [advisorScope(caller), { id }] },
    include: advisorRecordInclude,
  });
  if (!record) throw notFound();
  return record;
}

/** The form's network ids, once each, after checking that all are networks of the tenant (else 422). */
export async function tenantNetworkIds(
  db: Db,
  tenantId: string,
  ids: readonly string[],
  language: Language,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await db.brokerNetwork.count({ where: { tenantId, id: { in: unique } } });
  if (found !== unique.length) throw unknownNetworks(language);
  return unique;
}

/** The advisor's own columns from the form (names and e-mail live on the user). */
export function advisorColumns(form: AdvisorForm) {
  return {
    externalId: form.externalId ? form.externalId : null,
    documentType: form.documentType,
    documentNumber: form.documentNumber,
    documentExpiryDate: fromCalendarDate(form.documentExpiryDate),
    country: form.country,
    powerOfAttorneyStart: fromCalendarDate(form.powerOfAttorneyStart),
    powerOfAttorneyEnd: form.powerOfAttorneyEnd ? fromCalendarDate(form.powerOfAttorneyEnd) : null,
  } satisfies Prisma.AdvisorUncheckedUpdateInput;
}

/** A unique constraint refused the write: two requests raced for the same e-mail or advisor. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
