import { seedDemo } from '@wl/db';
import { createTestDatabase, type TestDatabase } from '@wl/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type EdgeConfig, loadConfig } from '../config.ts';
import { writeFixturePortal } from './fixture-portal.ts';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

/**
 * The real edge on a database of this test file's own, seeded with the demo hosts and serving
 * a fixture portal build. Closed after the file's tests.
 */
export async function createTestApp(env: Partial<Record<keyof EdgeConfig, string>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const config = loadConfig({
    PORTAL_DIST: writeFixturePortal(),
    CONSOLE_DIST: '/nonexistent',
    JWT_SECRET: 'test-secret-of-the-edge-at-least-32-chars',
    ...env,
  });
  const app = await buildApp({ config, databaseUrl: database.url, logger: false });
  await app.ready();
  afterAll(() => app.close());
  return { ...database, app };
}

/** Retries an assertion until it passes (for changes that arrive through LISTEN/NOTIFY). */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The branding JSON the edge injected into a page. */
export function injectedBranding(html: string): unknown {
  const match = html.match(/<script id="wl-branding" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error('no injected branding');
  return JSON.parse(match[1]);
}
