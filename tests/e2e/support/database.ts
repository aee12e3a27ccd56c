import pg from 'pg';
import { e2eDatabaseUrl } from './env.ts';

/** Runs SQL against the e2e server's database (to change a config the way an operator's publish does). */
export async function sql(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}
