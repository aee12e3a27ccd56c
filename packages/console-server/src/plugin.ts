import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { defaultRateLimits, type RateLimits } from '@wl/api';
import type {} from '@wl/db/fastify';
import { type PublicOriginSettings, parseHostHeader } from '@wl/shared';
import { edgeErrorCodes, errorBody } from '@wl/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brandingUploadRoute } from './branding-assets/upload-route.ts';
import { createConsoleContext, signInLimits } from './context.ts';
import type { MailDnsSettings } from './hosts/mail-settings.ts';
import { PreviewTokens } from './preview/preview-token.ts';
import { PublishScheduler } from './publish-requests/publish-scheduler.ts';
import { type ConsoleRouter, consoleRouter } from './router.ts';

export interface ConsolePluginOptions {
  /** The built console app (`apps/console/dist`); it may be built after the edge starts. */
  distDir: string;
  /** Sign-in attempts per e-mail and per IP address in a window; default the platform API's. */
  rateLimits?: RateLimits;
  /** How hosts without a public origin of their own get one (decision 028); default development's. */
  publicOrigins?: PublicOriginSettings;
  /**
   * Where the console may be opened (decision 031): these origins, and loopback hosts when
   * `loopback`. Other hosts (every broker's domain) answer 404 for /console/*. Unset: anywhere.
   */
  access?: ConsoleAccess;
  /** The edge delivers no mail (no SMTP_URL): the outbox may show mails with their live links (decision 032). */
  showLiveMail?: boolean;
  /** The platform's sender and the DNS records a broker's sending domain needs (decision 042). */
  mailDns?: MailDnsSettings;
  /**
   * The secret the draft previews' tokens are signed with (the edge's JWT secret: every replica
   * shares it), read at the first preview. Unset: a random one of this process.
   */
  previewSecret?: () => string;
  /**
   * How often this edge looks for scheduled publishes made on other edges (decision 047); false:
   * this edge runs none (tests that schedule nothing). Default 15 s.
   */
  publishSchedulerPollMs?: number | false;
  /** The Content-Security-Policy of the console's pages, for the scheme and host they were asked on (the edge's policy). */
  contentSecurityPolicy?: (protocol: string, host: string) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the console's draft-preview tokens (the edge's portal route checks them). */
    previewTokens: PreviewTokens;
  }
}

/** Without the edge's policy: nothing but the console's own origin. */
const selfOnlyPolicy = () => "default-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export interface ConsoleAccess {
  origins: readonly string[];
  loopback: boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a request reached the console on one of its origins (scheme, host and port as the client used them). */
export function isConsoleOrigin(request: FastifyRequest, access: ConsoleAccess): boolean {
  const host = parseHostHeader(request.host);
  if (!host) return false;
  if (access.loopback && LOOPBACK_HOSTS.has(host.hostname)) return true;
  const scheme = request.protocol;
  const defaultPort = scheme === 'https' ? 443 : 80;
  const origin = `${scheme}://${host.hostname}${host.port && host.port !== defaultPort ? `:${host.port}` : ''}`;
  return access.origins.some((allowed) => new URL(allowed).origin === origin);
}

/**
 * The origin operators' mails link to: the first configured console origin; without any, in
 * development (loopback allowed), the default public origin; else none (the invitation is refused).
 */
export function consoleLinkOrigin(
  access: ConsoleAccess | undefined,
  publicOrigins: PublicOriginSettings | undefined,
): string | null {
  const configured = access?.origins[0];
  if (configured) return new URL(configured).origin;
  if (!access || access.loopback) return publicOrigins?.defaultOrigin ?? null;
  return null;
}

const PREFIX = '/console';
const TRPC_PREFIX = `${PREFIX}/trpc`;
/** Vite puts a content hash in every asset name, so an asset URL never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notBuiltBody = errorBody(
  'The operator console is not built (run `pnpm --filter @wl/console build`)',
  edgeErrorCodes.serviceUnavailable,
);
const notFoundBody = errorBody('Not found', edgeErrorCodes.notFound);
const unsupportedBody = errorBody('Console calls must be sent as application/json', edgeErrorCodes.validation);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The operator console: its tRPC API under /console/trpc and the single-page app under
 * /console/. Everything sits in one encapsulated scope, so the tRPC body parsers never touch the
 * rest of the edge. Procedures check the operator themselves (decision 022): the app's files are
 * public, the data behind them is not.
 */
export default fp<ConsolePluginOptions>(
  async (app, options) => {
    const { distDir, rateLimits = defaultRateLimits, publicOrigins, access, showLiveMail = false } = options;
    const contentSecurityPolicy = options.contentSecurityPolicy ?? selfOnlyPolicy;
    const randomSecret = randomBytes(32).toString('base64url');
    const previewTokens = new PreviewTokens(options.previewSecret ?? (() => randomSecret));
    app.decorate('previewTokens', previewTokens);
    const root = resolve(distDir);
    const indexFile = join(root, 'index.html');
    const assetsDir = join(root, 'assets') + sep;

    async function sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      // Read per request: the app is rebuilt in development while the edge keeps running.
      const html = await readFile(indexFile);
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', contentSecurityPolicy(request.protocol, request.host))
        .type('text/html; charset=utf-8')
        .send(html);
    }

    // Operators' mails link here (decision 046): configuration only, never a request's Host.
    const consoleOrigin = consoleLinkOrigin(access, publicOrigins);
    const pollMs = options.publishSchedulerPollMs ?? 15_000;
    const publishScheduler =
      pollMs === false ? undefined : new PublishScheduler(app.db, { publicOrigins }, app.log, pollMs);
    if (publishScheduler) {
      app.addHook('onReady', async () => publishScheduler.start());
      app.addHook('onClose', async () => publishScheduler.stop());
    }
    await app.register(async (scope) => {
      const limits = signInLimits(rateLimits, app.db);
      // Only on the console's own origin(s): on a broker's domain /console/* is not there (decision 031).
      if (access) {
        scope.addHook('onRequest', async (request, reply) => {
          if (!isConsoleOrigin(request, access)) return reply.code(404).send(notFoundBody);
        });
      }
      // A mutation must be a JSON request: a cross-site HTML form cannot send one without a CORS
      // preflight, so no other site can sign an operator in or out (the cookie's SameSite=Strict
      // covers the rest).
      scope.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'POST' || !request.url.startsWith(`${TRPC_PREFIX}/`)) return;
        if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
          return reply.code(415).send(unsupportedBody);
        }
      });

      await scope.register(fastifyTRPCPlugin, {
        prefix: TRPC_PREFIX,
        trpcOptions: {
          router: consoleRouter,
          createContext: ({ req, res }) =>
            createConsoleContext(app.db, req, res, {
              limits,
              previewTokens,
              publicOrigins,
              showLiveMail,
              mailDns: options.mailDns,
              consoleOrigin,
              ...(publishScheduler ? { publishScheduler } : {}),
            }),
          onError: ({ error, path, req }) => {
            if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'console procedure failed');
          },
        } satisfies FastifyTRPCPluginOptions<ConsoleRouter>['trpcOptions'],
      });

      // Logo and favicon uploads: a raw body parser of their own, away from tRPC's.
      await scope.register(async (uploads) => brandingUploadRoute(uploads, app.db));

      scope.get(PREFIX, async (request, reply) => {
        const [path = '', query] = request.url.split('?', 2);
        // With the router's ignoreTrailingSlash this route also answers /console/.
        if (path.endsWith('/')) {
          if (!(await isFile(indexFile))) return reply.code(503).send(notBuiltBody);
          return sendIndex(request, reply);
        }
        return reply.redirect(query === undefined ? `${PREFIX}/` : `${PREFIX}/?${query}`, 301);
      });

      await scope.register(async (spa) => {
        // Decides before @fastify/static runs: real files are served by it, anything else under
        // /console/ is a client-side route and gets index.html (assets and tRPC paths excepted).
        spa.addHook('preHandler', async (request, reply) => {
          if (!(await isFile(indexFile))) return reply.code(503).send(notBuiltBody);
          const wanted = (request.params as { '*'?: string })['*'] ?? '';
          const file = resolve(root, wanted);
          if (wanted !== '' && file.startsWith(root + sep) && (await isFile(file))) return;
          if (wanted.startsWith('assets/') || /^(trpc|uploads)(\/|$)/.test(wanted)) {
            return reply.code(404).send(notFoundBody);
          }
          return sendIndex(request, reply);
        });

        await spa.register(fastifyStatic, {
          root,
          prefix: `${PREFIX}/`,
          decorateReply: false,
          index: false,
          cacheControl: false,
          suppressWarning: true,
          // The build's brotli and gzip copies (scripts/precompress.mjs), by Accept-Encoding.
          preCompressed: true,
          setHeaders: (reply, path) => {
            reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
          },
        });
      });
    });
  },
  { name: 'console', dependencies: ['db'] },
);
