import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { edgeErrorCodes, errorBody, isApiPath, portalRoutePatterns } from '@wl/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalPages } from '../hosts/portal-page.ts';

export interface PortalRoutesOptions {
  distDir: string;
  pages: PortalPages;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendPage(
  app: FastifyInstance,
  pages: PortalPages,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
) {
  const page = pages.page(app.hostEntry(request));
  if (!page) {
    return reply
      .code(503)
      .send(errorBody('The portal is not built yet: run `pnpm build`.', edgeErrorCodes.serviceUnavailable));
  }
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-length', page.length)
    .send(page.html);
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
    app.get(pattern, (request, reply) => sendPage(app, pages, request, reply, 200));
  }

  app.get('/favicon.svg', async (_request, reply) => {
    const svg = await readFile(join(distDir, 'favicon.svg')).catch(() => undefined);
    if (!svg) return reply.code(404).send(errorBody('Not Found', edgeErrorCodes.notFound));
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(svg);
  });

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendPage(app, pages, request, reply, 404);
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
