import type { Database } from '@wl/db';
import type { FollowUpSettings } from '@wl/shared/schemas';
import { type AuditEntry, audit } from '../../audit/audit.ts';

const settingsColumns = { followUpStallDays: true, automaticReminders: true } as const;
const toSettings = (row: { followUpStallDays: number; automaticReminders: boolean }): FollowUpSettings => ({
  stallDays: row.followUpStallDays,
  automaticReminders: row.automaticReminders,
});

/** GET /api/advisor/follow-up/settings: the tenant's N and whether it reminds by itself (decision 072). */
export async function followUpSettings(db: Database, tenantId: string): Promise<FollowUpSettings> {
  return toSettings(await db.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: settingsColumns }));
}

/**
 * PUT /api/advisor/follow-up/settings (an admin; the route checks): both values at once, with the
 * change (before and after) in the audit log, in the same transaction.
 */
export async function updateFollowUpSettings(
  db: Database,
  tenantId: string,
  settings: FollowUpSettings,
  actor: Pick<AuditEntry, 'actorUserId' | 'impersonatorUserId' | 'ip'>,
): Promise<FollowUpSettings> {
  return db.$transaction(async (tx) => {
    const before = toSettings(await tx.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: settingsColumns }));
    const after = toSettings(
      await tx.tenant.update({
        where: { id: tenantId },
        data: { followUpStallDays: settings.stallDays, automaticReminders: settings.automaticReminders },
        select: settingsColumns,
      }),
    );
    await audit(tx, { event: 'follow_up.settings_changed', tenantId, ...actor, data: { before, after } });
    return after;
  });
}
