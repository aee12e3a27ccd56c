import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const ONE_YEAR = 31_536_000;

/**
 * Security headers on every response. Scripts only from our origin: the branding the edge
 * injects is `type="application/json"`, data that never executes. Styles allow inline because
 * Mantine writes its CSS variables into <style> elements at run time. Framing is refused
 * (except a draft preview for the console: {@link previewSecurityHeaders}). HSTS is sent only on
 * requests that arrived over TLS (directly or per X-Forwarded-Proto from a trusted proxy).
 */
export const helmetOptions: HelmetOptions = {
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
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Helmet's headers for our options, collected once. They do not depend on the request, and
 * running the middleware per request cost about a third of the edge's page throughput
 * (measured with `pnpm bench`), so every response gets this constant set instead.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of a draft preview page (docs/decisions/024-draft-preview.md): the same policy,
 * except that the host itself and the console origin the signed token names may frame it, and
 * no X-Frame-Options (it cannot name another origin, and frame-ancestors supersedes it).
 */
export function previewSecurityHeaders(consoleOrigin: string): Record<string, string> {
  const directives = helmetOptions.contentSecurityPolicy as { directives: Record<string, unknown> };
  const headers = securityHeaders({
    ...helmetOptions,
    contentSecurityPolicy: { directives: { ...directives.directives, frameAncestors: ["'self'", consoleOrigin] } },
  });
  delete headers['x-frame-options'];
  return headers;
}

export default fp(
  async (app) => {
    const headers = securityHeaders();
    const hsts = `max-age=${ONE_YEAR}; includeSubDomains`;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'security-headers' },
);
