import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@wl/db';
import dbPlugin from '@wl/db/fastify';
import { createTestDatabase } from '@wl/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import brandingAssetRoutes from '../branding-assets/asset-routes.ts';
import consolePlugin from '../plugin.ts';

/**
 * The console plugin and the public branding-asset route on a database of this test file's own,
 * closed after the file's tests: what the logo and favicon uploads need. Call it in a `beforeAll`.
 */
export async function createUploadTestApp(): Promise<{ app: FastifyInstance; db: Database }> {
  const test = await createTestDatabase();
  const distDir = mkdtempSync(join(tmpdir(), 'wl-console-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>console</title>');
  const app = Fastify();
  await app.register(dbPlugin, { databaseUrl: test.url });
  await app.register(brandingAssetRoutes);
  await app.register(consolePlugin, { distDir });
  await app.ready();
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  return { app, db: test.db };
}
