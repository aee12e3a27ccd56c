// The platform API on its own (the edge mounts it in-process by default). Put it behind the
// edge's proxy mode (WHITE_LABEL_API_URL) and set TRUST_PROXY so the visitor's host is used.
import { prepareDatabase, provideDatabaseOrExit } from '@wl/db';
import dbPlugin from '@wl/db/fastify';
import { publicOriginSettings } from '@wl/shared';
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { clientErrorHandler } from './core/framework-errors.ts';
import { rejectInvalidHost } from './core/host-header.ts';
import { loggerOptions } from './core/log-redaction.ts';
import { resolveTenantFromDatabase } from './core/resolve-tenant-from-db.ts';
import { apiFrameworkErrors, apiNotFound } from './core/standalone-root.ts';
import { seedDemoDocuments } from './files/seed-demo-files.ts';
import { storageFromEnv } from './files/storage-from-env.ts';
import { platformApi } from './index.ts';

const secret = process.env.JWT_SECRET;
if (!secret || secret.length < 32) throw new Error('JWT_SECRET (≥ 32 characters) is required');
// Links point to the configured public origins, never to the request's Host (decision 028).
const origins = publicOriginSettings({
  publicOrigin: process.env.PUBLIC_ORIGIN,
  production: process.env.NODE_ENV === 'production',
  port: 3000,
});
const database = await provideDatabaseOrExit();
await prepareDatabase(database.url, { seedDemoData: process.env.SEED_DEMO !== 'false' });
const app = Fastify({
  logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
  trustProxy: process.env.TRUST_PROXY === 'true',
  frameworkErrors: apiFrameworkErrors,
  clientErrorHandler,
});
app.addHook('onRequest', rejectInvalidHost);
app.setNotFoundHandler(apiNotFound);
await app.register(dbPlugin, { databaseUrl: database.url });
const storage = storageFromEnv(process.env);
await app.register(platformApi, {
  jwtSecret: secret,
  resolveTenant: resolveTenantFromDatabase(app.db, origins),
  storage,
  publicOrigins: origins,
  // The tenants' automatic reminders (decision 072): every 5 minutes unless configured; 0 turns them off here.
  automaticRemindersEveryMs: Number(process.env.FOLLOW_UP_REMINDERS_EVERY_MS ?? 300_000) || false,
});
if (process.env.SEED_DEMO !== 'false') await seedDemoDocuments(app.db, storage);
closeWithGrace({ delay: 10_000 }, async () => {
  await app.close();
  await database.stop();
});
await app.listen({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '0.0.0.0' });
