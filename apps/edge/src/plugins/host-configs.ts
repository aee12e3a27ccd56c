import { normalizeHost } from '@wl/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HostConfigStore, type HostEntry, type HostConfigStore as Store } from '../hosts/host-config-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    hostConfigs: Store;
    /** The host config answering this request (Host, or X-Forwarded-Host behind a trusted proxy). */
    hostEntry(request: FastifyRequest): HostEntry;
  }
}

export default fp(
  async (app) => {
    const store = new HostConfigStore(app.db, app.databaseUrl, app.log);
    await store.start();
    app.decorate('hostConfigs', store);
    app.decorate('hostEntry', (request: FastifyRequest) => store.resolve(normalizeHost(request.host)));
    app.addHook('onClose', () => store.close());
  },
  { name: 'host-configs', dependencies: ['db'] },
);
