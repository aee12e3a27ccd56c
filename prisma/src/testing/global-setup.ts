import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, TEMPLATE_DATABASE } from './databases.ts';
import type {} from './test-database.ts';
import { startTestServer } from './test-server.ts';

/** Vitest global setup: one PostgreSQL server and one migrated template for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestServer();
  await createTemplateDatabase(server.url('postgres'), server.url(TEMPLATE_DATABASE));
  project.provide('testDatabaseAdminUrl', server.url('postgres'));
  return () => server.stop();
}
