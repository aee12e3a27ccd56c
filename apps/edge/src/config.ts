import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repositoryRoot } from '@wl/db';
import {
  type PublicOriginSettings,
  publicOriginSchema,
  publicOriginSettings as settingsFromConfiguration,
} from '@wl/shared';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * Environment of the edge, parsed once at start-up (an invalid value stops the process with a
 * clear message instead of failing later). Every variable is documented in the README.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address to listen on; default loopback in development, every interface in production. */
  HOST: z.string().min(1).optional(),
  /**
   * The internal listener (decision 039): Caddy's on-demand TLS question `GET /tls/ask?domain=`.
   * Unset: none. Never publish it: only the proxy in front of the edges may reach it.
   */
  INTERNAL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Address of the internal listener; default loopback (set `0.0.0.0` inside a private network). */
  INTERNAL_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `json` (one object a line, for a log collector) or `pretty` (one readable line an event, for
   * a person at a terminal). Unset: pretty in development on a terminal, JSON otherwise.
   */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Fastify's trustProxy: `true`, a hop count, or comma-separated addresses/CIDRs. Unset: none. */
  TRUST_PROXY: z.string().optional(),
  /** When set, the platform API paths are proxied there instead of served in-process. */
  WHITE_LABEL_API_URL: z.url().optional(),
  /**
   * Seed the demo hosts and accounts into an empty database; default `true` in development and
   * `false` in production, where it must be asked for explicitly (and the server then refuses to
   * start while a demo account is present anyway: decision 031).
   */
  SEED_DEMO: booleanFlag.optional(),
  /**
   * Origins the operator console is served on (`https://console.platform.pl`, comma-separated);
   * every other host answers 404 for /console/*. In development loopback hosts work too.
   */
  CONSOLE_ORIGINS: z.string().optional(),
  /** HS256 secret of access tokens, shared by every replica (≥ 32 characters). */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * SMTP server that delivers the mail outbox (`smtp://user:pass@host:587`, `smtps://…:465`).
   * Unset: mails stay `pending` in the outbox, where the console shows them.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender address (`no-reply@broker.pl`); the display name is the site title of the mail's host. */
  MAIL_FROM: z.string().min(3).optional(),
  /** The DKIM selector a broker publishes the platform's signing key under (`<selector>._domainkey.<domain>`); decision 042. */
  MAIL_DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/i)
    .default('wl'),
  /** What a broker's SPF record must include for the platform's mail servers (`_spf.platform.example`); unset: any SPF record counts. */
  MAIL_SPF_INCLUDE: z
    .string()
    .regex(/^[a-z0-9.-]{1,253}$/i)
    .optional(),
  /** Where uploaded and generated files go: `local` (a directory) or `s3` (an S3-compatible bucket). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Directory of the local driver; unset: `.data/files` in the repository. */
  STORAGE_DIR: z.string().min(1).optional(),
  /** S3 driver: the service's base URL (`https://s3.eu-central-1.amazonaws.com`, `http://minio:9000`). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** S3 driver: the bucket (private; files are only served through the API's checked endpoints). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** S3 driver: the signing region. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** S3 driver: access key id and secret of a key allowed to put, get and delete objects. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** S3 driver: path-style URLs (`endpoint/bucket/key`, MinIO) instead of virtual-hosted ones. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /**
   * Sign-in and token-sending requests of one route per client address in 15 minutes (sized for an
   * office behind one NAT), and attempts on one account (per tenant and e-mail) in a row before the
   * growing back-off starts (decision 035).
   */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /**
   * The platform's own public origin (decision 028): links of the default row, and the scheme and
   * port of every host whose row has no public origin of its own. Required in production
   * (`https://platform.example.com`); in development `http://localhost:<PORT>`.
   */
  PUBLIC_ORIGIN: publicOriginSchema.optional(),
  /** A KYC link works this many days after it was (re)sent (decision 033). */
  KYC_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** An offer link works until this many days after its campaign's end date (decision 033). */
  OFFER_LINK_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** How often the tenants' automatic reminders of stalled offers run (decision 072); 0: never on this edge. */
  FOLLOW_UP_REMINDERS_EVERY_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  NODE_ENV: z.string().default('development'),
  PORTAL_DIST: z.string().default(join(repositoryRoot, 'apps', 'portal', 'dist')),
  CONSOLE_DIST: z.string().default(join(repositoryRoot, 'apps', 'console', 'dist')),
});

export type EdgeConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** Fastify's trustProxy option from TRUST_PROXY. */
export function trustProxyOption(
  value: string | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((entry) => entry.trim());
}

export function distExists(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * The JWT secret: `JWT_SECRET`, required in production. In development one is generated once
 * and kept in `.data/jwt-secret`, so sessions survive restarts and every local edge shares it.
 */
export function jwtSecret(config: EdgeConfig): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('JWT_SECRET must be set in production');
  const file = join(repositoryRoot, '.data', 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * How host rows without a public origin of their own get one (decision 028), from configuration
 * only: PUBLIC_ORIGIN's scheme and port with the row's host name. Never from a request.
 */
export function publicOriginSettings(config: EdgeConfig): PublicOriginSettings {
  return settingsFromConfiguration({
    publicOrigin: config.PUBLIC_ORIGIN,
    production: config.NODE_ENV === 'production',
    port: config.PORT,
  });
}

const isProduction = (config: EdgeConfig) => config.NODE_ENV === 'production';

/** Whether to seed the demo into an empty database: SEED_DEMO, else only in development. */
export function seedDemoEnabled(config: EdgeConfig): boolean {
  return config.SEED_DEMO ?? !isProduction(config);
}

/** The address to listen on: HOST, else loopback in development and every interface in production. */
export function listenHost(config: EdgeConfig): string {
  return config.HOST ?? (isProduction(config) ? '0.0.0.0' : '127.0.0.1');
}

/**
 * The platform's own host names (PUBLIC_ORIGIN's and the console's): they get certificates like
 * the brokers' hosts, though no host row names them.
 */
export function platformHostNames(config: EdgeConfig): string[] {
  const origins = [config.PUBLIC_ORIGIN, ...consoleOrigins(config).origins].filter(
    (origin): origin is string => typeof origin === 'string',
  );
  return [...new Set(origins.map((origin) => new URL(origin).hostname))];
}

/**
 * Where the console may be opened (decision 031): the origins of CONSOLE_ORIGINS and, in
 * development, any loopback host. Throws on an entry that is not an origin.
 */
export function consoleOrigins(config: EdgeConfig): { origins: string[]; loopback: boolean } {
  const origins = (config.CONSOLE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parsed = publicOriginSchema.safeParse(entry);
      if (!parsed.success) throw new Error(`CONSOLE_ORIGINS: not an origin (https://host[:port]): ${entry}`);
      return parsed.data;
    });
  return { origins, loopback: !isProduction(config) };
}
