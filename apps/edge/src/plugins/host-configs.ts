import { developmentOrigins, normalizeHost, type PublicOriginSettings } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HostConfigStore, type HostEntry, type HostConfigStore as Store } from '../hosts/host-config-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    hostConfigs: Store;
    /** How host rows without a public origin get one (decision 028). */
    publicOrigins: PublicOriginSettings;
    /** The host config answering this request (Host, or X-Forwarded-Host behind a trusted proxy). */
    hostEntry(request: FastifyRequest): HostEntry;
    /** The host this request's Host is an alias of (decision 048), else null. */
    aliasTarget(request: FastifyRequest): HostEntry | null;
  }
}

const NORMALIZED_LIMIT = 10_000;

/**
 * `normalizeHost` per distinct Host header, remembered: the same few headers arrive on almost
 * every request. Bounded, because the header is the client's to choose: when full, it starts over.
 */
function memoizedNormalizeHost(): (raw: string) => string | null {
  let seen = new Map<string, string | null>();
  return (raw) => {
    const known = seen.get(raw);
    if (known !== undefined) return known;
    const host = normalizeHost(raw);
    if (seen.size >= NORMALIZED_LIMIT) seen = new Map();
    seen.set(raw, host);
    return host;
  };
}

export interface HostConfigsOptions {
  publicOrigins?: PublicOriginSettings;
}

export default fp<HostConfigsOptions>(
  async (app, { publicOrigins = developmentOrigins }) => {
    const store = new HostConfigStore(app.db, app.databaseUrl, app.log, publicOrigins);
    await store.start();
    app.decorate('hostConfigs', store);
    app.decorate('publicOrigins', publicOrigins);
    const normalize = memoizedNormalizeHost();
    app.decorate('hostEntry', (request: FastifyRequest) => store.resolve(normalize(request.host ?? '')));
    app.decorate('aliasTarget', (request: FastifyRequest) => store.aliasTarget(normalize(request.host ?? '')));
    app.addHook('onClose', () => store.close());
  },
  { name: 'host-configs', dependencies: ['db'] },
);
