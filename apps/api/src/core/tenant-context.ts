import type { HostBranding, Language } from '@wl/shared';
import type { FastifyRequest } from 'fastify';

/**
 * Who the request is for: the tenant of the host it came to (DESIGN §3), that host (links in
 * mails point back to it) and its branding and language (mails are rendered per host). The edge
 * resolves it from its in-memory host configs; a standalone API from the database.
 */
export interface TenantContext {
  tenantId: string;
  /** The host name the visitor used, e.g. `demo.localhost`; `localhost` for the default row. */
  host: string;
  /** Scheme and host (with port) for links back to the portal, e.g. `http://demo.localhost:3000`. */
  origin: string;
  language: Language;
  branding: HostBranding;
}

export type TenantResolver = (request: FastifyRequest) => TenantContext | Promise<TenantContext>;

/** Scheme and host of the request as the visitor sees it (honours a trusted proxy). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
