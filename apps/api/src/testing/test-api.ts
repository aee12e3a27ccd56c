import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dbPlugin from '@wl/db/fastify';
import { createTestDatabase, type TestDatabase } from '@wl/db/testing';
import { developmentOrigins } from '@wl/shared';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import type { ApiOptions, RateLimits } from '../app.ts';
import { resolveTenantFromDatabase } from '../core/resolve-tenant-from-db.ts';
import { apiFrameworkErrors, apiNotFound } from '../core/standalone-root.ts';
import { type FileStorage, LocalFileStorage } from '../files/storage.ts';
import { platformApi } from '../index.ts';

export const TEST_JWT_SECRET = 'test-secret-of-the-api-at-least-32-characters';

export interface TestApi extends TestDatabase {
  app: FastifyInstance;
  /** The storage the API keeps files in (a temporary directory unless the test gave one). */
  storage: FileStorage;
  /** A request to the API as it arrives for a host (JSON body, optional Bearer token). */
  call(options: ApiCall): Promise<LightMyRequestResponse>;
}

export interface ApiCall {
  method: InjectOptions['method'];
  url: string;
  host: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * The platform API on a database of this test file's own, resolving tenants from the database
 * as a standalone API does. Rate limits are generous unless a test asks for others.
 */
export async function createTestApi(
  options: { rateLimits?: RateLimits } & Pick<
    ApiOptions,
    'storage' | 'signing' | 'companyRegister' | 'linkLifetimes'
  > = {},
): Promise<TestApi> {
  const database = await createTestDatabase();
  // As server.ts builds it: route misses and unroutable URLs answer in the error body too.
  const app = Fastify({ logger: false, frameworkErrors: apiFrameworkErrors });
  app.setNotFoundHandler(apiNotFound);
  const filesDir = mkdtempSync(join(tmpdir(), 'wl-files-'));
  const storage = options.storage ?? new LocalFileStorage(filesDir);
  await app.register(dbPlugin, { databaseUrl: database.url });
  await app.register(platformApi, {
    jwtSecret: TEST_JWT_SECRET,
    resolveTenant: resolveTenantFromDatabase(app.db, developmentOrigins),
    rateLimits: options.rateLimits ?? { perIp: 10_000, perEmail: 10_000, windowMs: 60_000 },
    storage,
    // The automatic reminders run only when a test calls them (follow-up/automatic-reminders.test.ts).
    automaticRemindersEveryMs: false,
    ...(options.signing ? { signing: options.signing } : {}),
    ...(options.companyRegister ? { companyRegister: options.companyRegister } : {}),
    ...(options.linkLifetimes ? { linkLifetimes: options.linkLifetimes } : {}),
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });
  return {
    ...database,
    app,
    storage,
    // Each call returns once the work it left for after its answer is done (the mails of the
    // token-sending routes), so a test reads the outbox as the user's inbox would be.
    call: async ({ method, url, host, token, body, headers, remoteAddress }) => {
      // A test that changed rows itself (not through the API) is judged as the next request of a
      // user would be: after this process heard of the change (decision 049).
      await app.apiCaches.settled();
      const response = await app.inject({
        method,
        url,
        headers: {
          host,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        ...(remoteAddress ? { remoteAddress } : {}),
      });
      await app.background.settled();
      return response;
    },
  };
}

/** A unique host name per test, so tests never share a tenant. */
export function uniqueHost(prefix = 'broker'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}.test`;
}
