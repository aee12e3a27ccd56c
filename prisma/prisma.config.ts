import { defineConfig } from 'prisma/config';

// The CLI is used here for `prisma generate` only (offline). Migrations are SQL files in
// ./migrations applied by src/migrate.ts, which records them in _prisma_migrations exactly as
// Prisma Migrate does, so `prisma migrate status` agrees wherever the schema engine exists.
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/white_label' },
});
