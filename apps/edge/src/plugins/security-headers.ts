import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

const ONE_YEAR = 31_536_000;

/**
 * Security headers on every response. Scripts only from our origin: the branding the edge
 * injects is `type="application/json"`, data that never executes. Styles allow inline because
 * Mantine writes its CSS variables into <style> elements at run time. Framing is refused
 * (the console preview, a later issue, will be the one exception). HSTS is sent only on
 * requests that arrived over TLS (directly or per X-Forwarded-Proto from a trusted proxy).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      hsts: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`);
      }
    });
  },
  { name: 'security-headers' },
);
