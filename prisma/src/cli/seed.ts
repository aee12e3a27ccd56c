import { createDatabase } from '../client.ts';
import { provideDatabaseOrExit } from '../database.ts';
import { migrate } from '../migrate.ts';
import { seedDemo } from '../seed.ts';

const server = await provideDatabaseOrExit(console.log);
try {
  await migrate(server.url);
  const { db, pool } = createDatabase(server.url, { max: 2 });
  const { created, accounts } = await seedDemo(db);
  if (created.length) console.log(`Created demo hosts: ${created.join(', ')}`);
  if (accounts.length) console.log(`Created demo accounts: ${accounts.join(', ')}`);
  if (!created.length && !accounts.length)
    console.log('Demo hosts and accounts were all present; campaigns, offers and onboarding requests are ensured.');
  await db.$disconnect();
  await pool.end();
} finally {
  await server.stop();
}
