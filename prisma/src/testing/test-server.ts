import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startEmbeddedPostgres } from '../embedded-postgres.ts';

export interface TestServer {
  /** Connection string for a database on the test server. */
  url(database: string): string;
  stop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The PostgreSQL server tests run on: an ephemeral embedded cluster by default,
 * `TEST_DATABASE_URL` (any database on an existing server) when set, or a container through
 * testcontainers when `TEST_DB=container` (needs a Docker engine).
 */
export async function startTestServer(): Promise<TestServer> {
  if (process.env.TEST_DB === 'container') return startContainer();
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { url: (database) => withDatabase(external, database), stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), ephemeral: true });
  return { url: (database) => server.url(database), stop: () => server.stop() };
}

async function startContainer(): Promise<TestServer> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('postgres:18-alpine')
    .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const base = `postgresql://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
  return { url: (database) => withDatabase(base, database), stop: async () => void (await container.stop()) };
}
