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

/** The request's host as looked up ('' when its Host is none), kept on it once read. */
const HOST = Symbol('wl.host');
/** The host config answering the request, kept on it once found. */
const ENTRY = Symbol('wl.hostEntry');

declare module 'fastify' {
  interface FastifyRequest {
    [HOST]: string | null;
    [ENTRY]: HostEntry | null;
  }
}

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
    // Every request asks for its host two or three times (its alias, its state, its page or
    // tenant): it is normalized and looked up once, and the answer kept on the request.
    app.decorateRequest(HOST, null);
    app.decorateRequest(ENTRY, null);
    const normalize = memoizedNormalizeHost();
    const hostOf = (request: FastifyRequest): string | null => {
      request[HOST] ??= normalize(request.host ?? '') ?? '';
      return request[HOST] || null;
    };
    app.decorate('hostEntry', (request: FastifyRequest) => {
      request[ENTRY] ??= store.resolve(hostOf(request));
      return request[ENTRY];
    });
    app.decorate('aliasTarget', (request: FastifyRequest) => store.aliasTarget(hostOf(request)));
    app.addHook('onClose', () => store.close());
  },
  { name: 'host-configs', dependencies: ['db'] },
);
