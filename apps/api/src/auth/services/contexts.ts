import type { Prisma } from '@wl/db';
import { accessDenied, accountNotActive } from '../auth-errors.ts';

/** A client of the database: the API's `db` or the client of a transaction. */
export type Db = Prisma.TransactionClient;

/** The two panels of spec §6, as the wire (and the token's `context_type`) names them. */
export type PanelType = 'advisor-panel' | 'investor-panel';

export const toDbContext = (type: PanelType) => (type === 'advisor-panel' ? 'advisor_panel' : 'investor_panel');
export const fromDbContext = (type: 'advisor_panel' | 'investor_panel'): PanelType =>
  type === 'advisor_panel' ? 'advisor-panel' : 'investor-panel';

export type ContextAccess = { ok: true } | { ok: false; reason: 'no_context' | 'account_not_active' };

/**
 * Whether a user may enter a panel of a tenant now: the context exists and its account is there
 * (an investor row; an advisor row that is `active` — `initial` and `deleted` advisors cannot
 * sign in, DESIGN §4). The same check as `loadPrincipal`, made before a token is issued.
 */
export async function contextAccess(db: Db, userId: string, tenantId: string, type: PanelType): Promise<ContextAccess> {
  const context = await db.userContext.findUnique({
    where: { userId_tenantId_type: { userId, tenantId, type: toDbContext(type) } },
  });
  if (!context) return { ok: false, reason: 'no_context' };
  if (type === 'investor-panel') {
    const investor = await db.investor.findUnique({ where: { tenantId_userId: { tenantId, userId } } });
    return investor ? { ok: true } : { ok: false, reason: 'no_context' };
  }
  const advisor = await db.advisor.findUnique({ where: { tenantId_userId: { tenantId, userId } } });
  if (!advisor) return { ok: false, reason: 'no_context' };
  return advisor.status === 'active' ? { ok: true } : { ok: false, reason: 'account_not_active' };
}

/** The refusal for a failed {@link contextAccess}: 'Access denied', or the inactive account's code. */
export function accessRefusal(access: Extract<ContextAccess, { ok: false }>) {
  return access.reason === 'account_not_active' ? accountNotActive() : accessDenied();
}
