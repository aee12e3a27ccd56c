import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, TEMPLATE_DATABASE } from './databases.ts';
import type {} from './test-database.ts';
import { startTestServer } from './test-server.ts';

/**
 * Vitest global setup: one PostgreSQL server and one migrated template for the whole run, and a
 * temporary folder of the run's own (TMPDIR, inherited by the test workers) that is removed at the
 * end: the folders tests make with `mkdtemp` never pile up in /tmp, and two users' runs never
 * share a path.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = mkdtempSync(join(tmpdir(), 'wl-test-run-'));
  // Traversable, so the embedded PostgreSQL (the `postgres` user when run as root) reaches its folders.
  chmodSync(runDir, 0o711);
  process.env.TMPDIR = runDir;
  const server = await startTestServer();
  await createTemplateDatabase(server.url('postgres'), server.url(TEMPLATE_DATABASE));
  project.provide('testDatabaseAdminUrl', server.url('postgres'));
  return async () => {
    await server.stop();
    rmSync(runDir, { recursive: true, force: true });
  };
}
