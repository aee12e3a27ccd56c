import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the CPUs: one worker on a 2-core machine, which
    // left a CPU idle while the tests waited on PostgreSQL (docs/testing.md, "How long it takes").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/**/*.test.ts',
            'prisma/**/*.test.ts',
            'apps/edge/**/*.test.ts',
            'apps/api/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          globalSetup: ['prisma/src/testing/global-setup.ts'],
          // Files share a worker's loaded modules (each still gets its own database): importing
          // Fastify, Prisma and the API once per worker, not once per file, halves the run. The
          // portal and console keep isolation: their screens share one DOM per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/portal/vitest.config.ts',
      'apps/console/vitest.config.ts',
    ],
  },
});
