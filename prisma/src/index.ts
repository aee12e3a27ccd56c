export type { HostConfig, HostConfigRevision, Operator, Tenant } from '../generated/client/client.ts';
/** The client's namespace: its types, and `Prisma.sql` for fragments shared by raw statements. */
export { Prisma } from '../generated/client/client.ts';
export type { Database, DatabaseTimeouts } from './client.ts';
export { createDatabase, databaseTimeouts } from './client.ts';
export type { DatabaseServer } from './database.ts';
export { prepareDatabase, provideDatabase, provideDatabaseOrExit, repositoryRoot } from './database.ts';
export { findDemoAccounts } from './demo-accounts.ts';
export type { RunningPostgres } from './embedded-postgres.ts';
export { EmbeddedPostgresError, freePort, startEmbeddedPostgres } from './embedded-postgres.ts';
export { findHostConfig } from './find-host-config.ts';
export type { InvalidField } from './host-branding.ts';
export { builtInDefaultBranding, themeName, toHostBranding } from './host-branding.ts';
export type { HostConfigSnapshot } from './host-config-snapshot.ts';
export { hostConfigSnapshot, snapshotFields } from './host-config-snapshot.ts';
export { ensureDatabase, migrate, migrationsDirectory, readMigrations } from './migrate.ts';
export {
  DEMO_OPERATOR_EMAIL,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  demoCampaignIds,
  demoOfferToken,
  demoProductIds,
  ensureDefaultHost,
  seedDemo,
  seedIds,
} from './seed.ts';
