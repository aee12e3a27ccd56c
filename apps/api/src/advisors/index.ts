import type { FastifyInstance } from 'fastify';
import { networkRoutes } from './networks/network-routes.ts';
import { advisorReadRoutes } from './routes/read-routes.ts';
import { advisorWriteRoutes } from './routes/write-routes.ts';

/**
 * Some HTTP clients send `Content-Type: application/json` on every call (spec §7: "JSON bodies use
 * JSON content and accept headers"), also on the bodiless activate, archive and send-activation
 * calls. Fastify refuses an empty JSON body with a 400; here it is a request without a body.
 * Anything else goes through Fastify's own parser (prototype-poisoning checks included).
 */
function acceptEmptyJsonBodies(api: FastifyInstance): void {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

/**
 * Advisor and network routes of spec §7: reads for every advisor-panel role within its scope
 * (advisor-scope.ts), management for admins of advisors. `GET /api/advisor/campaign-choices`
 * belongs to the campaigns module.
 */
export async function advisorModule(api: FastifyInstance): Promise<void> {
  acceptEmptyJsonBodies(api);
  await api.register(advisorReadRoutes);
  await api.register(advisorWriteRoutes);
  await api.register(networkRoutes);
}
