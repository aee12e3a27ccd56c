import { MailSender, seedDemoDocuments, storageFromEnv } from '@wl/api';
import { prepareDatabase, provideDatabase } from '@wl/db';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const log = pino(loggerOptions(config.LOG_LEVEL));

const database = await provideDatabase((message) => log.info(message));
await prepareDatabase(database.url, { seedDemoData: config.SEED_DEMO, log: (message) => log.info(message) });
const storage = storageFromEnv(config);
const app = await buildApp({
  config,
  databaseUrl: database.url,
  logger: loggerOptions(config.LOG_LEVEL),
  storage,
  rateLimits: {
    perIp: config.AUTH_RATE_LIMIT_PER_IP,
    perEmail: config.AUTH_RATE_LIMIT_PER_EMAIL,
    windowMs: 15 * 60_000,
  },
});
// The demo documents need the storage, so they are seeded here rather than with the demo data.
if (config.SEED_DEMO && !config.WHITE_LABEL_API_URL) {
  const { created } = await seedDemoDocuments(app.db, storage);
  if (created > 0) log.info(`Seeded ${created} demo documents`);
}

// With SMTP_URL every edge runs a sender; they share the outbox safely (rows are claimed with
// SKIP LOCKED). Without it mails stay pending in the outbox, for the console to show.
const mailSender = config.SMTP_URL
  ? new MailSender({
      db: app.db,
      databaseUrl: database.url,
      transport: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log.child({ component: 'mail' }),
    })
  : undefined;

// Ctrl-C, SIGTERM from an orchestrator, or a crash: stop taking requests, finish the ones in
// flight, close the database connections, then stop the embedded PostgreSQL cleanly.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  await mailSender?.stop();
  await app.close();
  await database.stop();
});

await app.listen({ port: config.PORT, host: config.HOST });
mailSender?.start();
if (!mailSender) log.info('SMTP_URL is not set: mails stay pending in the mail outbox');
log.info(
  `Open http://localhost:${config.PORT}/ (also demo.localhost and custom.localhost, and /console/ from this machine)`,
);
