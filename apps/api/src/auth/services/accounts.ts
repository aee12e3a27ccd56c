import type { Prisma } from '@wl/db';

type Db = Prisma.TransactionClient;

/**
 * Accounts belong to one tenant (decision 027): a person known to two brokers has two accounts,
 * and nothing one broker knows of them (names, password, second factor, sessions) is visible to
 * or changeable by the other. Every lookup of an account by e-mail goes through here, so it is
 * always scoped by the tenant of the request; no code path asks "does this address exist
 * anywhere".
 */

/** E-mails are stored and compared lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The tenant's account with this e-mail, or null (another tenant's accounts are never seen). */
export function findAccount(db: Db, tenantId: string, email: string) {
  return db.user.findUnique({ where: { tenantId_email: { tenantId, email: normalizeEmail(email) } } });
}

/**
 * The tenant's account with this e-mail, created without names or password when there is none
 * (an investor invited to an offer or to KYC: the names come from their own KYC later), with the
 * tenant's investor-panel context and investor row. The person accepts by using the mailed link.
 */
export async function ensureInvestorAccount(
  tx: Db,
  tenantId: string,
  email: string,
): Promise<{ user: { id: string; email: string }; investor: { id: string } }> {
  const address = normalizeEmail(email);
  const user = await tx.user.upsert({
    where: { tenantId_email: { tenantId, email: address } },
    create: { tenantId, email: address, firstName: '', surname: '' },
    update: {},
    select: { id: true, email: true },
  });
  await tx.userContext.upsert({
    where: { userId_tenantId_type: { userId: user.id, tenantId, type: 'investor_panel' } },
    create: { userId: user.id, tenantId, type: 'investor_panel' },
    update: {},
  });
  const investor = await tx.investor.upsert({
    where: { tenantId_userId: { tenantId, userId: user.id } },
    create: { tenantId, userId: user.id },
    update: {},
    select: { id: true },
  });
  return { user, investor };
}
