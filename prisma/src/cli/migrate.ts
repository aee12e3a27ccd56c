import { provideDatabaseOrExit } from '../database.ts';
import { migrate } from '../migrate.ts';

const server = await provideDatabaseOrExit(console.log);
try {
  const { applied, alreadyApplied } = await migrate(server.url);
  console.log(`Applied ${applied.length} migration(s); ${alreadyApplied.length} were already applied.`);
} finally {
  await server.stop();
}
