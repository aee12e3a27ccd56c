// Runs `prisma generate` offline. Prisma tries to download its schema engine even though
// generate does not need it; pointing PRISMA_SCHEMA_ENGINE_BINARY at a stub that exits 1
// stops the download without ever letting `migrate` pretend to succeed (these machines cannot download its engines).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stubDir = join(root, 'generated', '.engine-stub');
const stub = join(stubDir, 'schema-engine');
if (!existsSync(stub)) {
  mkdirSync(stubDir, { recursive: true });
  writeFileSync(
    stub,
    '#!/bin/sh\necho "Prisma Migrate is not available offline: migrations are applied by @wl/db (pnpm db:migrate)." >&2\nexit 1\n',
  );
  chmodSync(stub, 0o755);
}
const env = {
  ...process.env,
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? stub,
};
const result = spawnSync('pnpm', ['exec', 'prisma', 'generate'], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
