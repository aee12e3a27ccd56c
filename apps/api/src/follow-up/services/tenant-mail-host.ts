import { type Database, toHostBranding } from '@wl/db';
import { type PublicOriginSettings, publicOriginOf } from '@wl/shared';
import type { TenantContext } from '../../core/tenant-context.ts';

/**
 * The host a tenant's mails come from when no request names one (the automatic reminders): its
 * oldest exact host, else its oldest wildcard (as `www.` of it), else its default row; its links
 * go to that row's configured public origin or the fallback (decision 028), never a request's
 * Host. The console picks a tenant's mail host by the same rule. Null: the tenant has no host.
 */
export async function tenantMailContext(
  db: Database,
  tenantId: string,
  origins: PublicOriginSettings,
): Promise<TenantContext | null> {
  const rows = await db.hostConfig.findMany({ where: { tenantId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const row =
    rows.find((candidate) => candidate.hostname && !candidate.hostname.startsWith('*.')) ??
    rows.find((candidate) => candidate.hostname) ??
    rows.find((candidate) => candidate.isDefault);
  if (!row) return null;
  const branding = toHostBranding(row);
  const host = row.hostname === null ? 'localhost' : row.hostname.replace(/^\*\./, 'www.');
  return {
    tenantId: row.tenantId,
    host,
    origin: publicOriginOf(row, origins),
    language: branding.landing.language,
    branding,
    hostConfigId: row.id,
    supportEmail: row.supportEmail,
    replyTo: row.mailReplyTo,
  };
}
