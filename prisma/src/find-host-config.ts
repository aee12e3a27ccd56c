import { hostLookupCandidates } from '@wl/shared';
import type { HostConfig } from '../generated/client/client.ts';
import type { Database } from './client.ts';

/**
 * The host config answering for a normalized host, straight from the database: exact name,
 * nearest wildcard, default row (DESIGN §3). The edge keeps all of them in memory instead; this
 * is for a standalone API and tests.
 */
export async function findHostConfig(db: Database, host: string | null): Promise<HostConfig | null> {
  const candidates = host ? hostLookupCandidates(host) : [];
  const rows = candidates.length ? await db.hostConfig.findMany({ where: { hostname: { in: candidates } } }) : [];
  for (const candidate of candidates) {
    const row = rows.find((r) => r.hostname === candidate);
    if (row) return row;
  }
  return db.hostConfig.findFirst({ where: { isDefault: true } });
}
