import fp from 'fastify-plugin';

/**
 * A host's other names (apex + www, a former name; decision 048) answer every request with a
 * permanent redirect to the same path on the host's configured public origin: 308, so a form's
 * POST stays a POST. The target comes from configuration (decision 028), never from the request;
 * an origin that is the alias itself is not redirected to (no loop), the request is served.
 */
export default fp(
  async (app) => {
    // A callback hook, not an async one: every request of every host passes here (issue 18).
    app.addHook('onRequest', (request, reply, done) => {
      const target = app.aliasTarget(request);
      if (!target) return done();
      const origin = new URL(target.publicOrigin);
      if (target.aliases.includes(origin.hostname)) return done();
      reply
        .code(308)
        .header('location', `${origin.origin}${request.url}`)
        .header('cache-control', 'public, max-age=3600')
        .send();
    });
  },
  { name: 'host-aliases', dependencies: ['host-configs'] },
);
