import { createDatabase } from '../client.ts';
import { provideDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { seedDemo } from '../seed.ts';

const server = await provideDatabase(console.log);
try {
  await migrate(server.url);
  const { db, pool } = createDatabase(server.url, { max: 2 });
  const { created } = await seedDemo(db);
  console.log(created.length ? `Created demo hosts: ${created.join(', ')}` : 'Demo data already present.');
  await db.$disconnect();
  await pool.end();
} finally {
  await server.stop();
}
