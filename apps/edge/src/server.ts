import { prepareDatabase, provideDatabase } from '@wl/db';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const log = pino(loggerOptions(config.LOG_LEVEL));

const database = await provideDatabase((message) => log.info(message));
await prepareDatabase(database.url, { seedDemoData: config.SEED_DEMO, log: (message) => log.info(message) });
const app = await buildApp({ config, databaseUrl: database.url, logger: loggerOptions(config.LOG_LEVEL) });

// Ctrl-C, SIGTERM from an orchestrator, or a crash: stop taking requests, finish the ones in
// flight, close the database connections, then stop the embedded PostgreSQL cleanly.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  await app.close();
  await database.stop();
});

await app.listen({ port: config.PORT, host: config.HOST });
log.info(
  `Open http://localhost:${config.PORT}/ (also demo.localhost and custom.localhost, and /console/ from this machine)`,
);
