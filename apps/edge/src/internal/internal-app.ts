import { normalizeHost } from '@wl/shared';
import { edgeErrorCodes, errorBody } from '@wl/shared/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { HostConfigStore } from '../hosts/host-config-store.ts';

export interface InternalAppOptions {
  hostConfigs: Pick<HostConfigStore, 'namedStatus'>;
  /** PUBLIC_ORIGIN's and the console's host names: certificates for them too. */
  platformHosts: readonly string[];
  /** The edge's metrics, served at GET /metrics in Prometheus' text format. */
  metrics?: Registry;
  logger?: boolean | object;
}

/** A name Caddy asks about: one host name, no port, no more than DNS allows. */
const askQuerySchema = z.object({ domain: z.string().min(1).max(253) });

/**
 * What may get a certificate (decision 039): a host name a host row names (exactly or by a
 * wildcard) that is not suspended (a pending host needs one for its neutral page and the
 * operator's preview), and the platform's own names. Never the default row's "everything else":
 * an unknown name gets no certificate, so nobody can make the proxy request certificates for
 * names of their choosing.
 */
export function mayHaveCertificate(
  options: Pick<InternalAppOptions, 'hostConfigs' | 'platformHosts'>,
  domain: string,
): boolean {
  const host = normalizeHost(domain);
  // A port, an address or anything that is not a plain name is never asked for by Caddy.
  if (host === null || host !== domain.toLowerCase().replace(/\.$/, '') || /^[\d.]+$/.test(host)) return false;
  if (options.platformHosts.includes(host)) return true;
  const status = options.hostConfigs.namedStatus(host);
  return status !== null && status !== 'suspended';
}

/**
 * The edge's internal listener (INTERNAL_PORT, never published): Caddy's on-demand TLS question
 * `GET /tls/ask?domain=<name>`, 200 to allow, 403 to refuse, 400 without a name; and the
 * Prometheus metrics at `GET /metrics` (issue 18, item 6). It shares the
 * edge's in-memory host configs, so a host onboarded or suspended a moment ago is answered right.
 */
export function buildInternalApp(options: InternalAppOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/tls/ask', async (request, reply) => {
    const query = askQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send(errorBody('domain is required', edgeErrorCodes.validation));
    }
    const allowed = mayHaveCertificate(options, query.data.domain);
    reply.header('cache-control', 'no-store');
    return reply.code(allowed ? 200 : 403).send({ domain: query.data.domain, allowed });
  });
  const { metrics } = options;
  if (metrics) {
    app.get('/metrics', async (_request, reply) => {
      reply.header('cache-control', 'no-store').type(metrics.contentType);
      return metrics.metrics();
    });
  }
  return app;
}
