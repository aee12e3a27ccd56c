import type { IncomingMessage, ServerResponse } from 'node:http';
import { edgeErrorCodes, errorBody } from '@wl/shared/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The Content-Security-Policy of the console's pages: the same policy, except that the console
 * may frame (the draft preview) and show images from (mail previews) any host **of the edge it
 * was opened on**: the same scheme and port, any host name, since every broker's host is a
 * preview target. Script sources stay `'self'`.
 */
export function consoleContentSecurityPolicy(protocol: string, host: string): string {
  const port = /:(\d+)$/.exec(host)?.[1];
  const edgeHosts = `${protocol}://*${port ? `:${port}` : ''}`;
  const directives = (helmetOptions.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
  const headers = securityHeaders({
    ...helmetOptions,
    contentSecurityPolicy: {
      directives: {
        ...directives,
        frameSrc: ["'self'", edgeHosts],
        imgSrc: [...(directives.imgSrc ?? []), edgeHosts],
      },
    },
  });
  return headers['content-security-policy'] ?? '';
}

const liveChatPolicies = new Map<string, string>();

/**
 * The Content-Security-Policy of the pages of a host whose live chat is on (decision 041): the
 * same policy, with the vendor's one origin (never a wildcard) allowed to run its script, style,
 * fonts, frames and connections (https and its WebSocket). Other hosts keep the constant policy.
 * Computed once per origin.
 */
export function liveChatContentSecurityPolicy(scriptUrl: string): string {
  const origin = new URL(scriptUrl).origin;
  const cached = liveChatPolicies.get(origin);
  if (cached) return cached;
  const socket = origin.replace(/^https:/, 'wss:');
  const directives = (helmetOptions.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
  const extend = (name: string) => [...(directives[name] ?? ["'self'"]), origin];
  const policy =
    securityHeaders({
      ...helmetOptions,
      contentSecurityPolicy: {
        directives: {
          ...directives,
          scriptSrc: extend('scriptSrc'),
          styleSrc: extend('styleSrc'),
          fontSrc: extend('fontSrc'),
          connectSrc: [...extend('connectSrc'), socket],
          frameSrc: ["'self'", origin],
        },
      },
    })['content-security-policy'] ?? '';
  // A handful of vendors across all hosts; bounded anyway.
  if (liveChatPolicies.size > 1000) liveChatPolicies.clear();
  liveChatPolicies.set(origin, policy);
  return policy;
}

const HSTS = `max-age=${ONE_YEAR}; includeSubDomains`;
let constantHeaders: Record<string, string> | undefined;

/** Puts the security headers on a reply (HSTS only when the request arrived over TLS). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  constantHeaders ??= securityHeaders();
  reply.headers(constantHeaders);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (bad percent-encoding, an over-long
 * parameter) is refused before any hook runs, so without this the answer would carry neither
 * the security headers nor the error body of spec §8.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send(errorBody('Bad Request', edgeErrorCodes.validation));
}

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request, reply);
      done();
    });
  },
  { name: 'security-headers' },
);
