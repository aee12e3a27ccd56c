import { builtInDefaultBranding, type Database, findHostConfig, toHostBranding } from '@wl/db';
import { normalizeHost } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import { requestOrigin, type TenantContext } from './tenant-context.ts';

/**
 * Tenant resolution for an API that runs on its own: the host the visitor used (the edge
 * forwards it as X-Forwarded-Host) looked up in the database. The edge, which keeps every
 * host config in memory, passes its own resolver instead.
 */
export function resolveTenantFromDatabase(db: Database) {
  return async (request: FastifyRequest): Promise<TenantContext> => {
    const host = normalizeHost(request.host);
    const row = await findHostConfig(db, host);
    const branding = row ? toHostBranding(row) : builtInDefaultBranding;
    return {
      tenantId: branding.tenantId,
      host: host ?? 'localhost',
      origin: requestOrigin(request),
      language: branding.landing.language,
      branding,
    };
  };
}
