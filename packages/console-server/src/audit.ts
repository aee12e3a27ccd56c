import type { Database, Prisma } from '@wl/db';

/**
 * Operator actions recorded in the audit log (issue #8: every console action), all named
 * `console.<action>`: sign_in, sign_in_failed, sign_out, draft_saved, draft_discarded, published,
 * rolled_back, host_onboarded, …
 */
export type ConsoleAuditEvent = `console.${string}`;

/**
 * One audit entry of the console. Operators are not platform users, so they go in `data`
 * (`operatorId`, `email`) rather than in the user columns; never a password, token or code.
 */
export async function auditConsole(
  db: Pick<Database, 'auditLog'>,
  event: ConsoleAuditEvent,
  entry: { ip: string | undefined; data: Prisma.InputJsonObject },
): Promise<void> {
  await db.auditLog.create({ data: { event, ip: entry.ip ?? null, data: { ...entry.data, ip: entry.ip ?? null } } });
}
