import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../migrate.ts';

export const TEMPLATE_DATABASE = 'wl_test_template';

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** (Re)creates the migrated template every test database is cloned from. */
export async function createTemplateDatabase(adminUrl: string, templateUrl: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(TEMPLATE_DATABASE)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(TEMPLATE_DATABASE)}`);
  });
  await migrate(templateUrl);
}

/** A fresh migrated database cloned from the template (25–50 ms), one per test file. */
export async function cloneTemplateDatabase(adminUrl: string): Promise<string> {
  const name = `wl_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(TEMPLATE_DATABASE)}`),
  );
  return name;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  );
}
