import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@wl/db';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * Environment of the edge, parsed once at start-up (an invalid value stops the process with a
 * clear message instead of failing later). Every variable is documented in the README.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fastify's trustProxy: `true`, a hop count, or comma-separated addresses/CIDRs. Unset: none. */
  TRUST_PROXY: z.string().optional(),
  /** When set, the platform API paths are proxied there instead of served in-process. */
  WHITE_LABEL_API_URL: z.url().optional(),
  SEED_DEMO: booleanFlag.default(true),
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
