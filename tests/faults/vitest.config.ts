import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `pnpm test:faults`: PostgreSQL stopped under a serving edge, the proxied API's upstream killed,
// two edges sharing one database. Real processes, so one file at a time; not in `pnpm test:unit`.
export default defineConfig({
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    setupFiles: ['tests/faults/setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
