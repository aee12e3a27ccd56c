import type { FastifyInstance } from 'fastify';

/**
 * Some HTTP clients send `Content-Type: application/json` on every call (spec §7: "JSON bodies use
 * JSON content and accept headers"), also on the bodiless activate, archive and send-activation
 * calls. Fastify refuses an empty JSON body with a 400; here it is a request without a body.
 * Anything else goes through Fastify's own parser (prototype-poisoning checks included).
 */
export function acceptEmptyJsonBodies(api: FastifyInstance): void {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
