import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type PreviewTokenCheck, previewBranding } from '@wl/console-server';
import { edgeErrorCodes, errorBody, isApiPath, portalRoutePatterns } from '@wl/shared';
import { PREVIEW_QUERY_PARAM } from '@wl/shared/console';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalPages } from '../hosts/portal-page.ts';
import { liveChatContentSecurityPolicy, previewSecurityHeaders } from '../plugins/security-headers.ts';

export interface PortalRoutesOptions {
  distDir: string;
  pages: PortalPages;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The host's published page for `route` (the pattern the request matched; none for a not-found
 * page). Sent, not returned: a handler that returns the reply (a thenable) makes Fastify wait
 * for the response to finish, and this answers every visitor's page (issue 18).
 */
function sendPage(
  app: FastifyInstance,
  pages: PortalPages,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string | undefined,
): void {
  const entry = app.hostEntry(request);
  if (entry.status !== 'live') {
    // Not live (decision 038): the neutral page, whatever the path; never cached, never indexed.
    const unavailable = pages.unavailable(entry);
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', '3600')
      .header('x-robots-tag', 'noindex')
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-length', unavailable.length)
      .send(unavailable.html);
    return;
  }
  // The route's pattern names its page's chunks (when the build lists them); a 404 has none.
  const page = pages.page(entry, route);
  if (!page) {
    reply
      .code(503)
      .send(errorBody('The portal is not built yet: run `pnpm build`.', edgeErrorCodes.serviceUnavailable));
    return;
  }
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  const liveChat = entry.branding.features.liveChatScriptUrl;
  if (liveChat) reply.header('content-security-policy', liveChatContentSecurityPolicy(liveChat));
  if (route !== undefined && request.headers['if-none-match'] === page.etag) {
    reply.code(304).send();
    return;
  }
  reply
    .code(route === undefined ? 404 : 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-length', page.length)
    .send(page.html);
}

function previewTokenOf(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_QUERY_PARAM];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A draft preview (docs/decisions/024-draft-preview.md): with a valid, unexpired token issued
 * for the host config this request resolves to, the page carries that host's draft branding in
 * the token's language, is never cached and may be framed by the console that asked for it.
 * Anything else (tampered, expired, another host's token, a database error) is not an error:
 * false, and the caller sends the published page.
 */
async function sendPreview(
  app: FastifyInstance,
  pages: PortalPages,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string | undefined,
  token: string,
): Promise<boolean> {
  let check: PreviewTokenCheck;
  try {
    check = app.previewTokens.verify(token);
  } catch (error) {
    request.log.warn({ err: error }, 'preview token not checked (no secret)');
    return false;
  }
  if (!check.ok) {
    request.log.debug({ reason: check.reason }, 'preview token refused; serving the published page');
    return false;
  }
  const entry = app.hostEntry(request);
  if (entry.id !== check.payload.h) {
    request.log.debug({ reason: 'host' }, 'preview token of another host; serving the published page');
    return false;
  }
  let branding: Awaited<ReturnType<typeof previewBranding>>;
  try {
    branding = await previewBranding(app.db, entry.id, check.payload.l);
  } catch (error) {
    request.log.warn({ err: error }, 'preview draft not loaded; serving the published page');
    return false;
  }
  const page = branding ? pages.render(branding, route) : undefined;
  if (!page) return false;
  reply.removeHeader('x-frame-options');
  reply
    .headers(previewSecurityHeaders(check.payload.o))
    .code(route === undefined ? 404 : 200)
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-length', page.length)
    .send(page.html);
  return true;
}

/**
 * The host's page for `route` (a pattern; none for a not-found page), or its draft preview when
 * the request carries a preview token. Without one (every visitor's request) nothing is awaited.
 */
function sendPageOrPreview(
  app: FastifyInstance,
  pages: PortalPages,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string | undefined,
): undefined | Promise<void> {
  const token = previewTokenOf(request);
  if (token === undefined) {
    sendPage(app, pages, request, reply, route);
    return;
  }
  return sendPreview(app, pages, request, reply, route, token).then((sent) => {
    if (!sent) sendPage(app, pages, request, reply, route);
  });
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(path) &&
    !path.startsWith('/console') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Every portal route of spec §2 answers with the host's branded index.html, rendered once per
 * host config and kept until that config changes. Hashed assets are cached forever, the HTML
 * never (no-cache + ETag). Unknown paths get the same page with a 404 status when a browser
 * asks for HTML (the portal shows its not-found screen), and the JSON error body otherwise.
 */
export default async function portalRoutes(app: FastifyInstance, { distDir, pages }: PortalRoutesOptions) {
  for (const pattern of portalRoutePatterns) {
    app.get(pattern, (request, reply) => sendPageOrPreview(app, pages, request, reply, pattern));
  }

  app.get('/favicon.svg', async (_request, reply) => {
    const svg = await readFile(join(distDir, 'favicon.svg')).catch(() => undefined);
    if (!svg) return reply.code(404).send(errorBody('Not Found', edgeErrorCodes.notFound));
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(svg);
  });

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendPageOrPreview(app, pages, request, reply, undefined);
    return reply
      .code(404)
      .send(errorBody('Not Found', edgeErrorCodes.notFound, { path: request.url.split('?', 1)[0] ?? '' }));
  });

  // Without a build (tests of the edge alone) there is nothing to serve statically.
  if (!existsSync(join(distDir, 'assets'))) return;
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // The build's brotli and gzip copies (scripts/precompress.mjs), by the browser's Accept-Encoding.
    preCompressed: true,
    setHeaders: (res) => {
      res.header('cache-control', IMMUTABLE);
    },
  });
  await app.register(fastifyStatic, {
    root: join(distDir, 'images'),
    prefix: '/images/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });
}
