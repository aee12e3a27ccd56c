import type { HostBranding, Language } from '@wl/shared';
import type { FastifyRequest } from 'fastify';

/**
 * Who the request is for: the tenant of the host it came to (DESIGN §3), that host, where its
 * links point and its branding and language (mails are rendered per host). The edge resolves it
 * from its in-memory host configs; a standalone API from the database.
 */
export interface TenantContext {
  tenantId: string;
  /** The host name the visitor used, e.g. `demo.localhost`; `localhost` for the default row. */
  host: string;
  /**
   * Scheme and host (with port) of every absolute URL made for this host (mails, PDFs, provider
   * callbacks and return URLs), e.g. `https://demo.broker.pl`: the host row's configured public
   * origin, or the configured fallback (decision 028). Never built from the request's Host.
   */
  origin: string;
  language: Language;
  branding: HostBranding;
  /**
   * The host_config row answering (null: the built-in default, no row). Acceptances of its legal
   * documents name it (decision 043).
   */
  hostConfigId?: string | null;
  /** The support address the footer of every mail of this host names (decision 042); none: no line. */
  supportEmail?: string | null;
  /** Where replies to its mails go (decision 042); none: the footer asks not to reply. */
  replyTo?: string | null;
}

export type TenantResolver = (request: FastifyRequest) => TenantContext | Promise<TenantContext>;
