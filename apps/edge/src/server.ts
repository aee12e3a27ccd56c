import { MailSender, seedDemoDocuments, storageFromEnv } from '@wl/api';
import { createDatabase, findDemoAccounts, prepareDatabase, provideDatabaseOrExit } from '@wl/db';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { listenHost, loadConfig, platformHostNames, seedDemoEnabled } from './config.ts';
import { buildInternalApp } from './internal/internal-app.ts';
import { edgeLoggerOptions } from './logging.ts';

const config = loadConfig();
const log = pino(edgeLoggerOptions(config));

/** Stops the start (exit code 1) while a demo account is in the database. */
async function refuseDemoAccounts(databaseUrl: string): Promise<void> {
  const { db, pool } = createDatabase(databaseUrl, { max: 1 });
  try {
    const found = await findDemoAccounts(db);
    if (found.length === 0) return;
    log.fatal(
      { accounts: found },
      `Refusing to start in production: the database holds demo accounts with the published password (${found.join(', ')}). Delete them, or set SEED_DEMO=true for a demonstration deployment.`,
    );
    await database.stop();
    process.exit(1);
  } finally {
    await db.$disconnect();
    await pool.end();
  }
}

const seedDemo = seedDemoEnabled(config);
const database = await provideDatabaseOrExit((message) => log.info(message));
await prepareDatabase(database.url, { seedDemoData: seedDemo, log: (message) => log.info(message) });
// Production never runs with the demo's published passwords (decision 031), unless the demo was
// asked for explicitly (SEED_DEMO=true: a demonstration deployment, said loudly in the log).
if (config.NODE_ENV === 'production') {
  if (config.SEED_DEMO === true) log.warn('SEED_DEMO=true in production: demo accounts with published passwords exist');
  else await refuseDemoAccounts(database.url);
}
const storage = storageFromEnv(config);
const app = await buildApp({
  config,
  databaseUrl: database.url,
  logger: edgeLoggerOptions(config),
  storage,
  rateLimits: {
    perIp: config.AUTH_RATE_LIMIT_PER_IP,
    perEmail: config.AUTH_RATE_LIMIT_PER_EMAIL,
    windowMs: 15 * 60_000,
  },
});
// The demo documents need the storage, so they are seeded here rather than with the demo data.
if (seedDemo && !config.WHITE_LABEL_API_URL) {
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

// The internal listener (decision 039): the proxy's on-demand TLS question and the metrics, off
// the public port.
const internal = config.INTERNAL_PORT
  ? buildInternalApp({
      hostConfigs: app.hostConfigs,
      platformHosts: platformHostNames(config),
      metrics: app.metrics,
      logger: edgeLoggerOptions(config),
    })
  : undefined;

// Ctrl-C, SIGTERM from an orchestrator, or a crash: stop taking requests, finish the ones in
// flight, close the database connections, then stop the embedded PostgreSQL cleanly.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  await mailSender?.stop();
  await internal?.close();
  await app.close();
  await database.stop();
});

await app.listen({ port: config.PORT, host: listenHost(config) });
if (internal && config.INTERNAL_PORT) await internal.listen({ port: config.INTERNAL_PORT, host: config.INTERNAL_HOST });
mailSender?.start();
if (!mailSender) log.info('SMTP_URL is not set: mails stay pending in the mail outbox');
log.info(
  `Open http://localhost:${config.PORT}/ (also demo.localhost and custom.localhost, and /console/ from this machine)`,
);
