import { edgeErrorCodes, errorBody, isApiPath, portalRoutePatterns, translate } from '@wl/shared';
import fp from 'fastify-plugin';

const PAGE_ROUTES = new Set<string>(portalRoutePatterns);

/**
 * A host that is not live (pending since onboarding, or suspended; decision 038) serves no
 * brand and no data: its platform API and landing data answer 503 in the error shape, before any
 * handler runs. Its pages answer the neutral page (routes/portal.ts); the console, health checks
 * and static files are the platform's, not the host's, and stay open.
 */
export default fp(
  async (app) => {
    // A callback hook, not an async one: every request of every host passes here (issue 18).
    app.addHook('onRequest', (request, reply, done) => {
      const entry = app.hostEntry(request);
      if (entry.status === 'live') return done();
      const path = request.url.split('?', 1)[0] ?? '/';
      // `/auth/confirm-login` and friends are portal pages under an API-looking prefix.
      if (!isApiPath(path) || PAGE_ROUTES.has(request.routeOptions.url ?? '')) return done();
      const label = translate(entry.branding.landing.language, 'common:hostUnavailable.apiLabel');
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '3600')
        .send(errorBody(label, edgeErrorCodes.hostUnavailable, { status: entry.status }));
    });
  },
  { name: 'host-availability', dependencies: ['host-configs'] },
);
