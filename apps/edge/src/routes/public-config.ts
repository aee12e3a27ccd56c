import type { FastifyInstance } from 'fastify';

/**
 * Spec §7: `GET /public-api/advisor-panel-configuration` (the host's admin configuration) and
 * `GET /public-api/landing-page` (its landing-page data). The host decides which tenant
 * answers; the Context-Id/Context-Type headers the portal sends are accepted but never
 * trusted to pick another tenant's configuration.
 */
export default async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get('/public-api/advisor-panel-configuration', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.hostEntry(request).branding.admin;
  });

  app.get('/public-api/landing-page', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.hostEntry(request).branding.landing;
  });
}
