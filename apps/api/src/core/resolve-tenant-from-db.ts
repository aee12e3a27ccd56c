import { builtInDefaultBranding, type Database, findHostConfig, toHostBranding } from '@wl/db';
import { normalizeHost, type PublicOriginSettings, publicOriginOf } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import type { TenantContext } from './tenant-context.ts';

/**
 * Tenant resolution for an API that runs on its own: the host the visitor used (the edge
 * forwards it as X-Forwarded-Host) looked up in the database; its links go to the row's public
 * origin or the configured fallback (decision 028). The edge, which keeps every host config in
 * memory, passes its own resolver instead.
 */
export function resolveTenantFromDatabase(db: Database, origins: PublicOriginSettings) {
  return async (request: FastifyRequest): Promise<TenantContext> => {
    const host = normalizeHost(request.host);
    const row = await findHostConfig(db, host);
    const branding = row ? toHostBranding(row) : builtInDefaultBranding;
    return {
      tenantId: branding.tenantId,
      host: host ?? 'localhost',
      origin: row ? publicOriginOf(row, origins) : origins.defaultOrigin,
      language: branding.landing.language,
      branding,
      hostConfigId: row?.id ?? null,
    };
  };
}
