import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type {} from '@wl/db/fastify';
import { developmentOrigins, type PublicOriginSettings } from '@wl/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BackgroundWork } from './core/background.ts';
import { acceptEmptyJsonBodies } from './core/empty-json-bodies.ts';
import { apiErrorHandler } from './core/error-handler.ts';
import { LIST_CHANNEL, ListCache } from './core/list-cache.ts';
import { CacheListener } from './core/notified-cache.ts';
import { loadPrincipal, type PrincipalFacts } from './core/principal.ts';
import { PRINCIPAL_CHANNEL, PrincipalCache } from './core/principal-cache.ts';
import { RateLimiter } from './core/rate-limiter.ts';
import type { TenantContext, TenantResolver } from './core/tenant-context.ts';
import { TokenService } from './core/tokens.ts';
import { defaultFileStorage } from './files/default-storage.ts';
import type { FileStorage } from './files/storage.ts';
import { uploadsPlugin } from './files/uploads.ts';
import { AutomaticReminderJob } from './follow-up/services/automatic-reminders.ts';
import { tenantMailContext } from './follow-up/services/tenant-mail-host.ts';
import { redactExpiredMails } from './mail/outbox.ts';
import type { CompanyRegister } from './providers/company-register.ts';
import { SandboxCompanyRegister } from './providers/sandbox-company-register.ts';
import { SandboxSigningProvider } from './providers/sandbox-signing.ts';
import type { SigningProvider } from './providers/signing-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Uploaded and generated files (local directory or S3-compatible). */
    storage: FileStorage;
    /** The e-signature and identity platform (sandbox unless configured). */
    signing: SigningProvider;
    /** The company register (sandbox unless configured). */
    companyRegister: CompanyRegister;
  }
  interface FastifyRequest {
    /** The tenant of the host the request came to (set for every API route). */
    tenant: TenantContext;
  }
}

export interface ApiOptions {
  /** HS256 secret shared by every replica, ≥ 32 characters. */
  jwtSecret: string;
  resolveTenant: TenantResolver;
  /** Rate limits of login and token-sending endpoints; tests lower them. */
  rateLimits?: RateLimits;
  /** Where files go; default a local directory (`.data/files`). */
  storage?: FileStorage;
  /** The e-signature and identity platform; default the built-in sandbox. */
  signing?: SigningProvider;
  /** The company register; default the built-in sandbox. */
  companyRegister?: CompanyRegister;
  /** How long public links work (decision 033); default {@link defaultLinkLifetimes}. */
  linkLifetimes?: LinkLifetimes;
  /**
   * Whether list pages may come from memory (decision 052); default true. The offers bench turns
   * it off to time the database's answer at each size, not a page kept from its first request.
   */
  cacheListPages?: boolean;
  /**
   * Where the links of mails no request causes go for hosts without a public origin of their own
   * (decision 028): the automatic reminders. Default the development origins.
   */
  publicOrigins?: PublicOriginSettings;
  /**
   * How often this process runs the tenants' automatic reminders (decision 072); every replica
   * may, the database decides who sends. False: never (tests call the job themselves). Default 5 min.
   */
  automaticRemindersEveryMs?: number | false;
}

/** How often the automatic reminders run unless configured (decision 072). */
export const DEFAULT_AUTOMATIC_REMINDERS_EVERY_MS = 5 * 60_000;

/** How long public links work (decision 033). */
export interface LinkLifetimes {
  /** A KYC link: this many days after it was (re)sent. */
  kycDays: number;
  /** An offer link: until this many days after its campaign's end date. */
  offerGraceDays: number;
}

export const defaultLinkLifetimes: LinkLifetimes = { kycDays: 14, offerGraceDays: 30 };

export interface RateLimits {
  /** Requests of one sign-in or token-sending route per client address per window (an office behind one NAT). */
  perIp: number;
  /** Attempts on one account (per tenant and e-mail) in a row before the growing back-off starts. */
  perEmail: number;
  windowMs: number;
  /** The first wait of the sign-in back-off (doubling up to 15 minutes); default 1 s. */
  signInBackoffMs?: number;
}

export const defaultRateLimits: RateLimits = { perIp: 300, perEmail: 5, windowMs: 15 * 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
    linkLifetimes: LinkLifetimes;
    /** Limits kept in PostgreSQL, shared by every replica (decision 035). */
    rateLimiter: RateLimiter;
    /** Work a route does after answering (decision 035). */
    background: BackgroundWork;
    /** Callers' sessions, contexts and roles, forgotten on every change (decision 049). */
    principalCache: PrincipalCache<PrincipalFacts>;
    /** Pages of the offers lists, forgotten on every change to their tables (decision 052). */
    listCache: ListCache;
    /** The LISTEN connection both caches hear their changes on; `settled()` after a write. */
    apiCaches: CacheListener;
  }
}

/** The routes of each module, registered inside the API's own scope. */
export type ApiModule = (api: FastifyInstance) => Promise<void>;

/** How the API caches' LISTEN connection names itself in pg_stat_activity. */
export const API_CACHES_APPLICATION = 'wl-api-caches';

const bearer = /^Bearer\s+(.+)$/i;
const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The platform API (spec §7) as one Fastify plugin: the edge mounts it in-process, and
 * `server.ts` runs it on its own. Everything sits in one encapsulated scope with its own zod
 * validation, error handler and OpenAPI document (`/api/docs`), so the edge's other routes are
 * untouched. Each request gets its tenant (from the host) and, with a valid Bearer token of that
 * tenant, its principal; route guards decide the rest.
 */
export function createApiPlugin(modules: ApiModule[]) {
  return fp<ApiOptions>(
    async (app, options) => {
      // On the instance that mounts the API (it is a fastify-plugin): the edge's console shares
      // the limiter, and tests wait for the background work.
      app.decorate('rateLimiter', new RateLimiter(app.db, app.log));
      app.decorate('linkLifetimes', options.linkLifetimes ?? defaultLinkLifetimes);
      app.decorate('background', new BackgroundWork(app.log));
      app.addHook('onClose', () => app.background.settled());
      // Callers and list pages from memory, emptied by triggers through one LISTEN connection.
      const principals = new PrincipalCache<PrincipalFacts>();
      const lists = new ListCache();
      const caches = new CacheListener({
        databaseUrl: app.databaseUrl,
        applicationName: API_CACHES_APPLICATION,
        caches: {
          [PRINCIPAL_CHANNEL]: principals,
          ...(options.cacheListPages !== false ? { [LIST_CHANNEL]: lists } : {}),
        },
        log: app.log,
      });
      await caches.start();
      app.decorate('principalCache', principals);
      app.decorate('listCache', lists);
      app.decorate('apiCaches', caches);
      app.addHook('onClose', () => caches.close());
      // Links in the outbox's copies die with their tokens (decision 032): any replica may redact.
      const sweep = setInterval(() => {
        redactExpiredMails(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'mail redaction failed'));
      }, 60_000);
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
      // The tenants' automatic reminders of stalled offers (decision 072).
      const remindersEvery = options.automaticRemindersEveryMs ?? DEFAULT_AUTOMATIC_REMINDERS_EVERY_MS;
      if (remindersEvery !== false) {
        const origins = options.publicOrigins ?? developmentOrigins;
        const reminders = new AutomaticReminderJob(
          app.db,
          {
            offerGraceDays: app.linkLifetimes.offerGraceDays,
            tenantContext: (tenantId) => tenantMailContext(app.db, tenantId, origins),
          },
          app.log,
          remindersEvery,
        );
        reminders.start();
        app.addHook('onClose', () => reminders.stop());
      }
      await app.register(async (api) => {
        api.setValidatorCompiler(validatorCompiler);
        api.setSerializerCompiler(serializerCompiler);
        api.setErrorHandler(apiErrorHandler);
        acceptEmptyJsonBodies(api);
        api.decorate('tokens', new TokenService(options.jwtSecret));
        api.decorate('rateLimits', options.rateLimits ?? defaultRateLimits);

        api.decorate('storage', options.storage ?? defaultFileStorage());
        api.decorate(
          'signing',
          options.signing ?? new SandboxSigningProvider({ secret: options.jwtSecret, db: api.db }),
        );
        api.decorate('companyRegister', options.companyRegister ?? new SandboxCompanyRegister());
        api.decorateRequest('tenant', null as unknown as TenantContext);
        api.decorateRequest('principal', null);

        api.addHook('onRequest', async (request) => {
          request.tenant = await options.resolveTenant(request);
          const token = request.headers.authorization?.match(bearer)?.[1];
          if (!token) return;
          const claims = await api.tokens.verifyAccessToken(token);
          request.principal = claims ? await loadPrincipal(api.db, claims, request.tenant.tenantId, principals) : null;
        });
        // A request that may have changed a session, a role, a network or a listed row answers
        // once this process has heard of it: the client's next request is judged by the new
        // state and reads the new lists. A refusal may still have ended something (a reused
        // refresh token ends its family), so 4xx waits too; a 5xx (the database failing) does not
        // wait on the database again.
        api.addHook('onSend', async (request, reply) => {
          if (!readOnly.has(request.method) && reply.statusCode < 500) {
            await caches.settled();
          }
        });

        await api.register(swagger, {
          openapi: {
            info: { title: 'White-label platform API', version: '1.0.0' },
            components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
          },
          transform: jsonSchemaTransform,
        });
        await api.register(swaggerUi, { routePrefix: '/api/docs' });
        await api.register(uploadsPlugin);

        for (const module of modules) await api.register(module);
      });
    },
    { name: 'platform-api', dependencies: ['db'] },
  );
}
