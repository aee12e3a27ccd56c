import {
  clientErrorHandler,
  type FileStorage,
  loggerOptions,
  platformApi,
  type RateLimits,
  rejectInvalidHost,
  storageFromEnv,
} from '@wl/api';
import { brandingAssetRoutes, consolePlugin } from '@wl/console-server';
import dbPlugin, { DATABASE_POOL_MAX } from '@wl/db/fastify';
import { normalizeHost } from '@wl/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import {
  consoleOrigins,
  distExists,
  type EdgeConfig,
  jwtSecret,
  publicOriginSettings,
  trustProxyOption,
} from './config.ts';
import { BUILT_IN_DEFAULT_ID } from './hosts/host-config-store.ts';
import { loadPortalTemplate, PortalPages } from './hosts/portal-page.ts';
import { createEdgeMetrics } from './internal/metrics.ts';
import apiProxy from './plugins/api-proxy.ts';
import errorHandler from './plugins/error-handler.ts';
import hostAliases from './plugins/host-aliases.ts';
import hostAvailability from './plugins/host-availability.ts';
import hostConfigs from './plugins/host-configs.ts';
import securityHeaders, { consoleContentSecurityPolicy, frameworkErrors } from './plugins/security-headers.ts';
import healthRoutes from './routes/health.ts';
import legalDocumentRoutes from './routes/legal-documents.ts';
import portalRoutes from './routes/portal.ts';
import publicConfigRoutes from './routes/public-config.ts';

export interface BuildAppOptions {
  config: EdgeConfig;
  databaseUrl: string;
  /** Pino logger options; tests pass `false`. */
  logger?: boolean | object;
  /** Rate limits of the platform API's login and token endpoints (tests lower them). */
  rateLimits?: RateLimits;
  /** Where the platform API keeps files; default as STORAGE_DRIVER and the S3_* variables say. */
  storage?: FileStorage;
}

/** The edge's pino options (tokens, cookies and authorization kept out of the log). */
export { loggerOptions };

declare module 'fastify' {
  interface FastifyInstance {
    /** The edge's Prometheus metrics, served by the internal listener (issue 18, item 6). */
    metrics: Registry;
  }
}

/**
 * The edge: external plugins (security headers, errors, database), then the application's
 * (host configs), then routes. The platform API (apps/api) runs in-process for the tenant of
 * each request's host; with WHITE_LABEL_API_URL it is proxied there instead.
 */
export async function buildApp({
  config,
  databaseUrl,
  logger,
  rateLimits,
  storage,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    return503OnClosing: true,
    bodyLimit: 1_048_576,
    frameworkErrors,
    // What Node's parser refuses (431, malformed requests) in the error shape too (decision 030).
    clientErrorHandler,
  });

  await app.register(securityHeaders);
  // Before any handler: a Host that is not a host name never reaches the application (decision 028).
  app.addHook('onRequest', rejectInvalidHost);
  await app.register(errorHandler);
  await app.register(dbPlugin, { databaseUrl });
  await app.register(hostConfigs, { publicOrigins: publicOriginSettings(config) });
  // Counted before any route is registered, so every route is (served on the internal listener).
  const metrics = createEdgeMetrics({
    pool: app.pgPool,
    poolMax: DATABASE_POOL_MAX,
    hostConfigs: app.hostConfigs,
    principalCache: () => (app.hasDecorator('principalCache') ? app.principalCache.stats : undefined),
    listCache: () => (app.hasDecorator('listCache') ? app.listCache.stats : undefined),
  });
  metrics.observe(app);
  app.decorate('metrics', metrics.registry);
  // Before anything answers for a host: its aliases redirect to it (decision 048).
  await app.register(hostAliases);
  await app.register(hostAvailability);

  const pages = new PortalPages(distExists(config.PORTAL_DIST) ? loadPortalTemplate(config.PORTAL_DIST) : undefined);
  if (!pages.available) app.log.warn({ dir: config.PORTAL_DIST }, 'portal is not built; pages answer 503');

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(brandingAssetRoutes);
  await app.register(legalDocumentRoutes);
  await app.register(consolePlugin, {
    distDir: config.CONSOLE_DIST,
    publicOrigins: app.publicOrigins,
    access: consoleOrigins(config),
    showLiveMail: !config.SMTP_URL,
    mailDns: {
      mailFrom: config.MAIL_FROM,
      dkimSelector: config.MAIL_DKIM_SELECTOR,
      spfInclude: config.MAIL_SPF_INCLUDE ?? null,
    },
    previewSecret: () => jwtSecret(config),
    contentSecurityPolicy: consoleContentSecurityPolicy,
    ...(rateLimits ? { rateLimits } : {}),
  });
  if (config.WHITE_LABEL_API_URL) {
    await app.register(apiProxy, { upstream: config.WHITE_LABEL_API_URL });
  } else {
    await app.register(platformApi, {
      jwtSecret: jwtSecret(config),
      ...(rateLimits ? { rateLimits } : {}),
      storage: storage ?? storageFromEnv(config),
      linkLifetimes: { kycDays: config.KYC_LINK_TTL_DAYS, offerGraceDays: config.OFFER_LINK_GRACE_DAYS },
      publicOrigins: publicOriginSettings(config),
      automaticRemindersEveryMs: config.FOLLOW_UP_REMINDERS_EVERY_MS || false,
      resolveTenant: (request) => {
        const { id, branding, publicOrigin, supportEmail, replyTo } = app.hostEntry(request);
        return {
          tenantId: branding.tenantId,
          host: normalizeHost(request.host) ?? 'localhost',
          origin: publicOrigin,
          language: branding.landing.language,
          branding,
          // The built-in default (no row in the database) has no id to point at.
          hostConfigId: id === BUILT_IN_DEFAULT_ID ? null : id,
          supportEmail,
          replyTo,
        };
      },
    });
  }
  await app.register(portalRoutes, { distDir: config.PORTAL_DIST, pages });
  return app;
}
